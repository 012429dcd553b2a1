/** @jsxImportSource hono/jsx */
// The player's game page, opened from a signed link: board, rack, scores and the move form.
// GET only shows; every action is a POST carrying the page's CSRF token.
import type { CrosswordView } from '../../engine/crossword/view';
import { BOARD_CSS, BoardGrid } from './board-grid';

export interface GamePageProps {
  gameTitle: string;
  view: CrosswordView;
  seat: number;
  csrf: string;
  action: string;
  flash: { kind: 'ok' | 'error'; text: string } | null;
}

const PAGE_CSS = `
body{font-family:-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328;margin:0;background:#f6f8fa}
main{max-width:42rem;margin:0 auto;padding:.75rem;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:1.25rem;margin:.25rem 0 .5rem}.meta{color:#57606a;font-size:.85rem;margin:0}
.flash{padding:.5rem .75rem;border-radius:6px;margin:.5rem 0}.flash.ok{background:#dafbe1}.flash.error{background:#ffebe9;color:#b42318}
.rack{display:flex;gap:.3rem;justify-content:center;margin:.75rem 0;padding:0;list-style:none}
.rack li{width:2.2rem;height:2.2rem;background:#f5deb3;border:1px solid #d0d7de;border-radius:4px;display:flex;align-items:center;justify-content:center;font-weight:700;position:relative}
.rack li sub{position:absolute;right:3px;bottom:1px;font-size:.55rem;font-weight:400}
table.scores{margin:.5rem auto;border-collapse:collapse}table.scores td,table.scores th{padding:.2rem .6rem;border-bottom:1px solid #d0d7de}
form{margin:.5rem 0}label{display:block;font-size:.85rem;margin:.25rem 0}
input[type=text]{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box;text-transform:uppercase}
button{font-size:1rem;padding:.45rem .9rem;margin:.25rem .25rem 0 0;border-radius:6px;border:1px solid #0b5cad;background:#0b5cad;color:#fff}
button.secondary{background:#fff;color:#0b5cad}fieldset{border:1px solid #d0d7de;border-radius:6px;margin:.5rem 0}
ol.moves{font-size:.85rem;color:#57606a}
`;

export function GamePage(props: GamePageProps) {
  const { view, seat } = props;
  const yourTurn = view.toMove === seat && !view.over;
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{props.gameTitle}</title>
        <style>{BOARD_CSS + PAGE_CSS}</style>
      </head>
      <body>
        <main>
          <p class="meta">{props.gameTitle}</p>
          <h1>{view.over ? 'Game over' : yourTurn ? 'Your turn' : `${view.players[view.toMove ?? 0]?.name} to play`}</h1>
          {props.flash ? (
            <p class={`flash ${props.flash.kind}`} role={props.flash.kind === 'error' ? 'alert' : 'status'}>
              {props.flash.text}
            </p>
          ) : null}
          {view.lastMove ? <p>{view.lastMove.text}</p> : null}
          <BoardGrid view={view} caption={`Board after move ${view.moveNumber}`} />
          <table class="scores">
            <caption class="meta">
              Scores · {view.bagCount} in the bag
            </caption>
            <tbody>
              {view.players.map((p) => (
                <tr>
                  <th scope="row">
                    {p.name}
                    {p.seat === seat ? ' (you)' : ''}
                  </th>
                  <td>{p.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {view.rack ? (
            <ul class="rack" aria-label="Your rack">
              {view.rack.map((t) => (
                <li aria-label={t.letter === '?' ? 'blank' : `${t.letter}, ${t.value} points`}>
                  {t.letter}
                  <sub>{t.value}</sub>
                </li>
              ))}
            </ul>
          ) : null}
          {yourTurn ? <MoveForms {...props} /> : null}
          <ol class="moves">
            {view.moves.map((m) => (
              <li>{m.text}</li>
            ))}
          </ol>
        </main>
      </body>
    </html>
  );
}

function MoveForms({ csrf, action, view }: GamePageProps) {
  return (
    <>
      <form method="post" action={action}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="action" value="play" />
        <label for="move">Your move (start square, across or down, the letters), e.g. H8 across PLANE</label>
        <input id="move" name="move" type="text" autocomplete="off" required />
        <button type="submit">Play</button>
      </form>
      <fieldset>
        <legend>Other moves</legend>
        <form method="post" action={action}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="action" value="pass" />
          <button class="secondary" type="submit">
            Pass
          </button>
        </form>
        {view.canExchange ? (
          <form method="post" action={action}>
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="action" value="exchange" />
            <label for="exchange">Tiles to exchange (? for a blank)</label>
            <input id="exchange" name="tiles" type="text" autocomplete="off" required />
            <button class="secondary" type="submit">
              Exchange
            </button>
          </form>
        ) : null}
        <form method="post" action={action}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="action" value="resign" />
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
