/** @jsxImportSource hono/jsx */
// The player's game page, opened from a signed link: board, rack, scores and the move forms.
// GET only shows; every action is a POST carrying the page's CSRF token.
import type { CrosswordView } from '../../engine/crossword/view';
import type { SeatClockStatus } from '../rpc/game-room';
import { BOARD_CSS, BoardGrid, boardCaption } from './board-grid';
import { Clocks } from './clocks';
import { GAME_SCRIPT } from './game-script';
import { Layout } from './layout';
import { GameResult, MoveList, Scores } from './scores';
import { UNSEEN_CSS, UnseenTiles } from './unseen-tiles';

export interface GamePageProps {
  gameId: string;
  gameTitle: string;
  view: CrosswordView;
  seat: number;
  csrf: string;
  action: string;
  flash: { kind: 'ok' | 'error'; text: string } | null;
  /** Everyone's clock; empty in untimed games. */
  clocks: SeatClockStatus[];
  /** The player's own GCG record (with their racks), behind the same signed link. */
  gcgUrl?: string;
}

const PAGE_CSS = `
.rack{display:flex;flex-wrap:wrap;gap:.3rem;justify-content:center;margin:.75rem 0;padding:0;list-style:none}
.rack-tile,.rack li.t{width:2.4rem;height:2.4rem;background:#f5deb3;color:#3b2a14;border:1px solid #b08850;border-radius:4px;display:flex;align-items:center;justify-content:center;font-weight:700;position:relative;padding:0;margin:0;font-size:1rem}
.rack sub{position:absolute;right:3px;bottom:1px;font-size:.55rem;font-weight:400}
.rack-tile{cursor:grab;touch-action:manipulation}
.rack-tile[aria-pressed=true]{opacity:.35}
.picks{display:flex;flex-wrap:wrap;gap:.5rem;border:0;padding:0;margin:.25rem 0}.picks legend{padding:0}.picks label{display:inline}
.preview{min-height:1.4rem;font-size:.9rem;margin:.25rem 0}.preview.ok{color:#1a7f37}.preview.error{color:#b42318}
.dirs{display:flex;gap:1rem;border:0;padding:0;margin:.25rem 0}.dirs label{display:inline}
ol.bag{display:flex;flex-wrap:wrap;gap:.2rem;list-style:none;padding:0;margin:.5rem 0}
ol.bag li{min-width:1.6rem;height:1.6rem;border:1px solid #b08850;background:#f5deb3;border-radius:3px;text-align:center;font-weight:700;cursor:pointer;position:relative}
ol.bag li.taken{background:#0b5cad;color:#fff}
ol.bag li.taken::after{content:attr(data-order);position:absolute;top:-.55rem;right:-.3rem;font-size:.6rem;background:#fff;color:#0b5cad;border-radius:50%;padding:0 .15rem}
`;

export function GamePage(props: GamePageProps) {
  const { view, seat } = props;
  const yourTurn = view.toMove === seat && !view.over;
  const refilling = yourTurn && view.phase === 'refill';
  const heading = view.over
    ? 'Game over'
    : refilling
      ? 'Refill your rack'
      : yourTurn
        ? 'Your turn'
        : `${view.players[view.toMove ?? 0]?.name ?? 'Someone'} to play`;
  return (
    <Layout
      title={props.gameTitle}
      css={BOARD_CSS + PAGE_CSS + UNSEEN_CSS}
      noindex
      script={GAME_SCRIPT}
    >
      <p class="meta">
        {props.gameTitle} · <a href={`/games/${props.gameId}`}>public page</a> ·{' '}
        <a href={`/help/${view.ruleset}`}>rules</a>
        {props.gcgUrl ? (
          <>
            {' · '}
            <a href={props.gcgUrl}>your GCG record</a>
          </>
        ) : null}
      </p>
      <h1>{heading}</h1>
      {props.flash ? (
        <p
          class={`flash ${props.flash.kind}`}
          role={props.flash.kind === 'error' ? 'alert' : 'status'}
        >
          {props.flash.kind === 'error' ? 'Not played: ' : ''}
          {props.flash.text}
        </p>
      ) : null}
      {view.lastMove && props.flash?.kind !== 'ok' ? <p>{view.lastMove.text}</p> : null}
      <BoardGrid view={view} caption={boardCaption(view)} clickable={yourTurn && !refilling} />
      <GameResult view={view} />
      <Scores view={view} seat={seat} />
      {view.over ? null : <Clocks clocks={props.clocks} seat={seat} />}
      {view.rack ? <Rack view={view} playable={yourTurn && !refilling} /> : null}
      {refilling ? <RefillForm {...props} /> : yourTurn ? <MoveForms {...props} /> : null}
      {view.over ? null : <UnseenTiles view={view} seat={seat} />}
      {view.bag && !refilling ? <BagList bag={view.bag} /> : null}
      <h2>Moves</h2>
      <MoveList view={view} />
    </Layout>
  );
}

function Rack({ view, playable }: { view: CrosswordView; playable: boolean }) {
  return (
    <ul
      class="rack"
      aria-label={
        playable ? 'Your rack (press a tile, or drag it, to put it on the board)' : 'Your rack'
      }
    >
      {(view.rack ?? []).map((t) => (
        <li class={playable ? '' : 't'} aria-label={playable ? undefined : tileLabel(t)}>
          {playable ? (
            <button
              type="button"
              class="rack-tile"
              draggable="true"
              data-letter={t.letter}
              aria-pressed="false"
              aria-label={tileLabel(t)}
            >
              {t.letter}
              <sub>{t.value}</sub>
            </button>
          ) : (
            <>
              {t.letter}
              <sub>{t.value}</sub>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function tileLabel(t: { letter: string; value: number }): string {
  return t.letter === '?'
    ? 'blank, 0 points'
    : `${t.letter}, ${t.value} point${t.value === 1 ? '' : 's'}`;
}

function Hidden({ csrf, action, turn }: { csrf: string; action: string; turn: number }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="turn" value={String(turn)} />
    </>
  );
}

function MoveForms({ csrf, action, view }: GamePageProps) {
  return (
    <>
      <form method="post" action={action} id="play-form" data-preview={`${action}/preview`}>
        <Hidden csrf={csrf} action="play" turn={view.moveNumber} />
        <p class="meta" id="play-help">
          Press a square to start there (press it again to turn), then type your letters or press
          your rack tiles (or drag them onto the board); Backspace takes one back. Or type the whole
          move. Start square: <strong id="start-square">none</strong>
        </p>
        <fieldset class="dirs">
          <legend class="sr">Direction</legend>
          <label>
            <input type="radio" name="dir" id="dir-across" value="across" checked /> across
          </label>
          <label>
            <input type="radio" name="dir" id="dir-down" value="down" /> down
          </label>
        </fieldset>
        <label for="move">
          Your move: start square, across or down, the letters (lowercase = a blank), e.g.{' '}
          {centreOf(view)} across PLANE
        </label>
        <input
          id="move"
          name="move"
          type="text"
          autocomplete="off"
          autocapitalize="characters"
          spellcheck={false}
          aria-describedby="play-help"
          required
        />
        <p id="play-hint" class="meta" aria-live="polite" />
        <p id="preview" class="preview" aria-live="polite" />
        <button type="submit">Play</button>
      </form>
      <fieldset>
        <legend>Other moves</legend>
        <form method="post" action={action}>
          <Hidden csrf={csrf} action="pass" turn={view.moveNumber} />
          <button class="secondary" type="submit">
            Pass
          </button>
        </form>
        {view.canExchange ? (
          <form method="post" action={action} id="exchange-form">
            <Hidden csrf={csrf} action="exchange" turn={view.moveNumber} />
            <fieldset class="picks">
              <legend>Tiles to exchange: tick them, or type them (? for a blank)</legend>
              {(view.rack ?? []).map((t, i) => (
                <label>
                  <input type="checkbox" class="exchange-pick" value={t.letter} id={`x${i}`} />{' '}
                  {t.letter === '?' ? 'blank' : t.letter}
                </label>
              ))}
            </fieldset>
            <label for="exchange-tiles">Tiles to exchange</label>
            <input id="exchange-tiles" name="tiles" type="text" autocomplete="off" required />
            <button class="secondary" type="submit">
              Exchange
            </button>
          </form>
        ) : null}
        <form method="post" action={action}>
          <Hidden csrf={csrf} action="resign" turn={view.moveNumber} />
          <label>
            <input type="checkbox" name="confirm" value="yes" required /> Yes, I resign this game
          </label>
          <button class="secondary" type="submit">
            Resign
          </button>
        </form>
      </fieldset>
    </>
  );
}

function RefillForm({ csrf, action, view }: GamePageProps) {
  const need = Math.min(view.rackSize - (view.rack?.length ?? 0), view.bagCount);
  return (
    <form method="post" action={action} id="draw-form">
      <Hidden csrf={csrf} action="draw" turn={view.moveNumber} />
      <p>
        Take {need} tile{need === 1 ? '' : 's'}, one at a time, from the front or the back of the
        bag. Press the first or last tile still in the bag, or the buttons.
      </p>
      <BagList bag={view.bag ?? []} />
      <button type="button" class="secondary" data-end="F">
        Take from the front
      </button>
      <button type="button" class="secondary" data-end="B">
        Take from the back
      </button>
      <button type="button" class="secondary" data-end="undo">
        Undo
      </button>
      <p id="draw-status" class="meta" aria-live="polite" />
      <label for="draw">Your draws, F = front, B = back (e.g. FFB)</label>
      <input
        id="draw"
        name="draw"
        type="text"
        autocomplete="off"
        required
        data-need={String(need)}
        pattern="[FBfb]+"
      />
      <button type="submit">Draw</button>
    </form>
  );
}

function BagList({ bag }: { bag: string[] }) {
  return (
    <>
      <h2 id="bag-heading">The bag, front first ({bag.length} tiles)</h2>
      <ol class="bag" id="bag" aria-labelledby="bag-heading">
        {bag.map((t, i) => (
          <li aria-label={`${i + 1}: ${t === '?' ? 'blank' : t}`}>{t}</li>
        ))}
      </ol>
    </>
  );
}

/** The centre square's name (H8 on 15×15, K11 on 21×21), for examples that fit the board. */
function centreOf(view: CrosswordView): string {
  const middle = Math.floor(view.size / 2);
  return `${view.columns[middle]}${middle + 1}`;
}
