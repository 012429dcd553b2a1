// What every seat's email of a turn shares is made once (the board's view and picture, the words on
// it, the link signer, the game-over record): each seat still gets exactly the email it would get
// alone, and a turn signs each of its links once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLexicon } from '../../dictionaries/registry';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import { boardView, crosswordView } from '../../engine/crossword/view';
import { getGameKind } from '../../engine/registry';
import { composeTurnMails } from '../../worker/game-room/compose';
import { type SeatLinks, seatLinks, type TurnContext } from '../../worker/game-room/envelope';
import { crosswordMailer } from '../../worker/game-room/mailers/crossword';
import { bestPlayTurns, mailEnv, seated, turnContext } from '../support/turn-context';

const kind = getGameKind('scrabble')!;
const lexicon = getLexicon('english')!;
const configured = kind.configure({}, lexicon.id);
if (!configured.ok) throw new Error(configured.error.message);
const config = configured.value as CrosswordConfig;
const seats = seated(['Ann', 'Bob', 'Cy', 'Di']);
const env = mailEnv('turn-shared-test-secret-turn-shared');

type Turn = { ctx: TurnContext; happened: { type: string; text: string }[]; mover: number };

/** Every turn of one 4-player game of best plays, to its end, as the game room composes them. */
function playedGame(seed: string): Turn[] {
  return bestPlayTurns(kind, config, seats, lexicon, seed).map(
    ({ turn, mover, state, happened }) => ({
      ctx: turnContext({
        env,
        id: 'sharedturn',
        kind,
        config,
        seats,
        lexicon: lexicon.id,
        seed,
        state,
        turn,
      }),
      happened,
      mover,
    }),
  );
}

const game = playedGame('turn-shared-seed');
const sample = [game[0]!, game[5]!, game[game.length - 2]!, game.at(-1)!];

afterEach(() => vi.restoreAllMocks());

describe('a turn’s emails made together', () => {
  it('give each seat the email composing it alone gives, to the end of the game', async () => {
    expect(sample.at(-1)!.ctx.kind.pending(config, sample.at(-1)!.ctx.state).over).toBe(true);
    for (const { ctx, happened, mover } of sample) {
      const together = await composeTurnMails(ctx, happened as never, mover, null);
      expect(together.map((c) => c.seat)).toEqual([0, 1, 2, 3]);
      for (const { seat, message } of together) {
        // No `shared` in the context: the mailer makes the board, view, record and signer itself.
        const alone = await crosswordMailer.turn(ctx, seat, happened as never, mover, null);
        expect(message.html).toBe(alone.html);
        expect(message.text).toBe(alone.text);
        expect(message.attachments).toEqual(alone.attachments);
        const unsubscribe = await seatLinks(env).unsubscribe(ctx.record.id, seat, ctx.now);
        expect(message.headers['List-Unsubscribe']).toBe(`<${unsubscribe}>`);
      }
      const over = ctx.kind.pending(config, ctx.state).over;
      expect(together.every((c) => (c.message.attachments?.length ?? 0) === (over ? 1 : 0))).toBe(
        true,
      );
    }
  });

  it('sign each link of the turn once', async () => {
    // Each turn's context brings its own links, as the room's does.
    const signed = (links: SeatLinks) => ({
      play: vi.spyOn(links, 'play'),
      unsubscribe: vi.spyOn(links, 'unsubscribe'),
    });
    const { ctx, happened, mover } = game[5]!;
    const links = seatLinks(env);
    const turn = signed(links);
    await composeTurnMails({ ...ctx, links }, happened as never, mover, null);
    // Each seat's game page and its unsubscribe link.
    expect(turn.play.mock.calls.map((call) => call[1])).toEqual([0, 1, 2, 3]);
    expect(turn.unsubscribe.mock.calls.map((call) => call[1])).toEqual([0, 1, 2, 3]);

    const last = game.at(-1)!;
    const lastLinks = seatLinks(env);
    const end = signed(lastLinks);
    await composeTurnMails(
      { ...last.ctx, links: lastLinks },
      last.happened as never,
      last.mover,
      null,
    );
    // A finished game has no game page to link: the unsubscribe links alone.
    expect(end.play).not.toHaveBeenCalled();
    expect(end.unsubscribe.mock.calls.map((call) => call[1])).toEqual([0, 1, 2, 3]);
  });
});

describe('the board part of the view, built once for every seat', () => {
  it('gives every seat and a spectator the view built alone, in the same key order', () => {
    for (const { ctx } of sample) {
      const state = ctx.state as CrosswordState;
      const board = boardView(config, state);
      for (const seat of [0, 1, 2, 3, null]) {
        const shared = crosswordView(config, state, seat, board);
        expect(JSON.stringify(shared)).toBe(JSON.stringify(crosswordView(config, state, seat)));
      }
    }
  });
});
