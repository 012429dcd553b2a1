// Spanish CH, LL and RR in GCG and CGP, written as macondo, Woogles and wolges write a tile of
// several letters: [CH], a blank [ch]. Bare letters stay one tile each.
import { describe, expect, it } from 'vitest';
import { formatCgp } from '../../../engine/crossword/gcg/cgp';
import { exportGcg } from '../../../engine/crossword/gcg/export';
import { parseGcg } from '../../../engine/crossword/gcg/parse';
import { startFromCgp, startFromGcg } from '../../../engine/crossword/gcg/start-position';
import { splitTiles, tileText } from '../../../engine/crossword/gcg/tile-text';
import { verifyGcg } from '../../../engine/crossword/gcg/verify';
import { giveRack, lexiconOf, move, newGame, type TestGame } from '../crossword/helpers';
import { readWithMacondo } from './peers/macondo';

const spanishWords = lexiconOf(['CHICO', 'OLLA']);

/** Ann plays CHICO with the CH tile, Bob OLLA down from its O with a blank LL, Ann trades RR. */
function spanishGame(): TestGame {
  const game = newGame('scrabble', { tileSet: 'spanish' });
  giveRack(game, 0, ['CH', 'I', 'C', 'O', 'A', 'E', 'S']);
  giveRack(game, 1, ['?', 'A', 'M', 'E', 'S', 'T', 'U']);
  move(game, 0, 'H8 across CHICO', spanishWords);
  move(game, 1, 'K8 down O?LLA', spanishWords);
  giveRack(game, 0, ['RR', 'A', 'E', 'S', 'T', 'U', 'N']);
  move(game, 0, 'EXCHANGE RR');
  return game;
}

const eventLines = (text: string) => text.split('\n').filter((l) => l.startsWith('>'));

describe('tiles as records write them', () => {
  it.each([
    ['A', false, 'A'],
    ['A', true, 'a'],
    ['CH', false, '[CH]'],
    ['LL', true, '[ll]'],
    ['Ñ', true, 'ñ'],
  ])('writes %s (blank %s) as %s', (letter, blank, text) => {
    expect(tileText(letter, blank)).toBe(text);
  });

  it('reads brackets as one tile and bare letters one each, case kept', () => {
    expect(splitTiles('[CH]I[rr]O.?')).toEqual(['CH', 'I', 'rr', 'O', '.', '?']);
    expect(splitTiles('CHICO')).toEqual(['C', 'H', 'I', 'C', 'O']);
    expect(splitTiles('[CH')).toBeNull();
    expect(splitTiles('A1')).toBeNull();
  });
});

describe('a Spanish game in GCG', () => {
  const game = spanishGame();
  const text = exportGcg(game.config, game.state, game.state.names, { racks: true });

  it('writes each multi-letter tile in brackets, in plays, racks and exchanges', () => {
    // The racks were set by hand, so a rack shows what the move itself shows, or what the later
    // racks and draws tell (Bob's is known; Ann's exchange recorded what it drew).
    expect(eventLines(text)).toEqual([
      '>Ann: C[CH]IO 8H [CH]ICO +20 20',
      '>Bob: AEMSTU? K8 .[ll]A +2 2',
      '>Ann: AEN[RR]STU -[RR] +0 20',
    ]);
  });

  it('reads back in our verifier with every play scored as recorded', () => {
    const parsed = parseGcg(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.events.map((e) => e.type)).toEqual(['play', 'play', 'exchange']);
    expect(parsed.value.events[2]).toMatchObject({ tiles: '[RR]', count: 1 });
    expect(verifyGcg(parsed.value)).toMatchObject({ plays: 2, mismatches: [], errors: [] });
  });

  it('reads in the macondo model as the same moves and points', () => {
    const read = readWithMacondo(text);
    expect(read.events.map((e) => [e.kind, e.position, e.word, e.score, e.total])).toEqual([
      ['play', '8H', '[CH]ICO', 20, 20],
      ['play', 'K8', '.[ll]A', 2, 2],
      ['exchange', undefined, undefined, 0, 20],
    ]);
  });

  it('continues from the record with the CH tile and the blank LL on the board', () => {
    const start = startFromGcg(text, game.config);
    if (!start.ok) throw new Error(start.error.message);
    expect(start.value.tiles).toContainEqual({ row: 7, col: 7, letter: 'CH', blank: false });
    expect(start.value.tiles).toContainEqual({ row: 8, col: 10, letter: 'LL', blank: true });
    expect(start.value.tiles).toHaveLength(6);
  });

  it('refuses a bracket left open', () => {
    const broken = text.replace('8H [CH]ICO', '8H [CHICO');
    const parsed = parseGcg(broken);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toMatch(/"\[CHICO" is not a played word/);
  });
});

describe('a Spanish position in CGP', () => {
  const game = spanishGame();
  giveRack(game, 0, ['RR', 'A', 'E', 'N', 'S', 'T', 'U']);

  it('writes the board with [CH] and [ll], and no rack unless it may be shown', () => {
    const cgp = formatCgp(game.config, game.state);
    const rows = cgp.split(' ')[0]!.split('/');
    expect(rows[7]).toBe('7[CH]ICO4');
    expect(rows[8]).toBe('10[ll]4');
    // Bob is to move; the exchange ended the run of scoreless turns.
    expect(cgp.split(' ').slice(1)).toEqual(['/', '2/20', '0', 'lex', 'test-words;']);
  });

  it('reads back what it writes, the shown rack with its RR', () => {
    const cgp = formatCgp(game.config, game.state, (seat) => seat === 0);
    expect(cgp.split(' ')[1]).toBe('/[RR]AENSTU');
    const start = startFromCgp(cgp, game.config);
    if (!start.ok) throw new Error(start.error.message);
    expect(start.value.tiles).toEqual(
      game.state.board.squares.flatMap((s, i) =>
        s ? [{ row: Math.floor(i / 15), col: i % 15, letter: s.letter, blank: s.blank }] : [],
      ),
    );
    // Bob is to move, so he comes first; Ann's rack and score follow.
    expect(start.value.racks).toEqual([null, ['RR', 'A', 'E', 'N', 'S', 'T', 'U']]);
    expect(start.value.scores).toEqual([2, 20]);
    expect(start.value.passes).toBe(0);
  });
});
