// An exchange by email, through the real Worker: the exchanger's turn email names the tiles that
// went back and the ones drawn, in both parts; the opponent's says only how many.
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHtml } from '../../emails/render';
import { exchangeSentence, happenedLines } from '../../emails/text/crossword-text';
import { TurnEmail, turnEmailText } from '../../emails/turn-email';
import type { CrosswordView, MoveView } from '../../engine/crossword/view';
import { giveRack, move, newGame as newTestGame, viewOf } from '../engine/crossword/helpers';
import { ANN, BOB, newGame, seatView } from '../support/games';
import { clearOutbox, outboxFor, reply } from '../support/mail';

beforeEach(clearOutbox);

/** Ann, first to play, exchanges the first three tiles of her rack; the mails after it, by reader. */
async function annExchangesThree() {
  const { id } = await newGame({ seed: 'exchange-line-seed' });
  const first = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
  const before = (await seatView(id, 0)).rack!.map((t) => t.letter);
  const gave = before.slice(0, 3);
  await reply({ from: `Ann <${ANN.email}>`, to: first.replyTo, body: `EXCHANGE ${gave.join('')}` });
  const after = (await outboxFor(id)).slice(2);
  const annView = await seatView(id, 0);
  return {
    gave,
    kept: before.slice(3),
    annView,
    ann: after.find((m) => m.to === ANN.email)!,
    bob: after.find((m) => m.to === BOB.email)!,
  };
}

describe('the turn emails after an exchange', () => {
  it('tell the exchanger which tiles went back and which came, after the move sentence', async () => {
    const { gave, kept, annView, ann } = await annExchangesThree();
    const drew = annView.moves.at(-1)!.exchange!.drew;
    expect(drew).toHaveLength(3);
    // What was drawn is on Ann's rack now, beside the tiles she kept.
    expect(annView.rack!.map((t) => t.letter).sort()).toEqual([...kept, ...drew].sort());
    const told = `You put back ${gave.join(' ')} and drew ${drew.join(' ')}.`;
    expect(ann.text).toContain(`Ann exchanged 3 tiles.\n${told}\n`);
    expect(ann.html).toContain(told);
    expect(ann.html.indexOf(told)).toBeGreaterThan(ann.html.indexOf('Ann exchanged 3 tiles.'));
  });

  it('tell the opponent only how many tiles went, never which', async () => {
    const { gave, bob } = await annExchangesThree();
    for (const part of [bob.text, bob.html]) {
      expect(part).toContain('Ann exchanged 3 tiles.');
      expect(part).not.toContain('put back');
      expect(part).not.toContain(`EXCHANGE ${gave.join('')}`);
    }
  });
});

describe('the turn email after an exchange, as a template', () => {
  // Ann holds Q V W and puts them back in a seeded Scrabble game: the same draw every run.
  const game = newTestGame('scrabble', {}, ['Ann', 'Bob'], 'exchange-snapshot-seed');
  giveRack(game, 0, 'QVWAEIO');
  move(game, 0, 'EXCHANGE QVW');
  const props = (seat: number) => ({
    gameTitle: 'Scrabble · Ann v Bob · game exchangeab',
    headline: seat === 0 ? 'Move accepted — Bob to play' : 'Your turn, Bob',
    happened: ['Ann exchanged 3 tiles.'],
    view: viewOf(game, seat),
    viewerSeat: seat,
    note: null,
    playUrl: null,
    howToReply: ['Reply with your move.'],
  });

  it('names the tiles to Ann in both parts, and matches its snapshot', async () => {
    const drew = viewOf(game, 0).moves.at(-1)!.exchange!.drew;
    const told = `You put back Q V W and drew ${drew.join(' ')}.`;
    const text = turnEmailText(props(0));
    expect(text).toContain(`Ann exchanged 3 tiles.\n${told}\n`);
    expect(await renderHtml(createElement(TurnEmail, props(0)))).toContain(told);
    expect(text).toMatchSnapshot();
  });

  it('tells Bob only how many, and matches its snapshot', async () => {
    const text = turnEmailText(props(1));
    const html = await renderHtml(createElement(TurnEmail, props(1)));
    for (const part of [text, html]) {
      expect(part).toContain('Ann exchanged 3 tiles.');
      expect(part).not.toContain('put back');
      expect(part).not.toContain('QVW');
    }
    expect(text).toMatchSnapshot();
  });
});

const exchange = (seat: number, drew: string[]): MoveView => ({
  seat,
  name: seat === 0 ? 'Ann' : 'Bob',
  kind: 'exchange',
  notation: 'EXCHANGE QV',
  words: [],
  score: 0,
  total: 0,
  text: `${seat === 0 ? 'Ann' : 'Bob'} exchanged 2 tiles.`,
  breakdown: [],
  exchange: { gave: ['Q', 'V'], drew },
});

describe('the exchange sentence', () => {
  it.each([
    ['what went and what came', ['E', '?'], 'You put back Q V and drew E ?.'],
    ['only what went when an older game recorded no draw', [], 'You put back Q V.'],
  ])('says %s', (_what, drew, sentence) => {
    expect(exchangeSentence(exchange(0, drew), 0)).toBe(sentence);
  });

  it('is said to the exchanger alone, and only after the exchange’s own sentence', () => {
    expect(exchangeSentence(exchange(0, ['E']), 1)).toBeNull();
    expect(exchangeSentence(exchange(0, ['E']), null)).toBeNull();
    const view = { moves: [exchange(0, ['E', 'I'])] } as unknown as CrosswordView;
    expect(happenedLines(['Ann exchanged 2 tiles.', 'Bob passed.'], view, 0)).toEqual([
      'Ann exchanged 2 tiles.',
      'You put back Q V and drew E I.',
      'Bob passed.',
    ]);
    // A BOARD reply's news that does not tell the exchange does not tell its tiles either.
    expect(happenedLines(['Bob passed.'], view, 0)).toEqual(['Bob passed.']);
    expect(happenedLines(['Ann exchanged 2 tiles.'], view, 1)).toEqual(['Ann exchanged 2 tiles.']);
  });
});
