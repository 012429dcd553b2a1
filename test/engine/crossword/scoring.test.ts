// scorePlay on hand-built boards: bonus squares, the two word-bonus rules, blanks, the all-tiles bonus.
import { describe, expect, it } from 'vitest';
import { emptyBoard, placeTiles } from '../../../engine/crossword/board';
import { standardLayout, superLayout, wwfLayout } from '../../../engine/crossword/layouts';
import { scorePlay } from '../../../engine/crossword/scoring';
import { englishTiles, jambleTiles } from '../../../engine/crossword/tilesets';
import type { CrosswordRules, Placement } from '../../../engine/crossword/types';

const scrabble: CrosswordRules = {
  wordBonus: 'multiply',
  bingoBonus: 50,
  rackSize: 7,
  values: englishTiles.values,
};
const jamble: CrosswordRules = {
  wordBonus: 'highest',
  bingoBonus: 10,
  rackSize: 7,
  values: jambleTiles.values,
};

/** Placements of `word` from a square like H8 (lowercase letters are blanks). */
function tiles(at: string, direction: 'across' | 'down', word: string): Placement[] {
  const col = at.charCodeAt(0) - 65;
  const row = Number(at.slice(1)) - 1;
  return [...word].map((ch, i) => ({
    row: direction === 'down' ? row + i : row,
    col: direction === 'across' ? col + i : col,
    letter: ch.toUpperCase(),
    blank: ch !== ch.toUpperCase(),
  }));
}

const noBingo = { bingoBonus: 0 };

describe('scorePlay', () => {
  it('doubles the first word on the centre DW (CAT at H8 across = 10)', () => {
    const scored = scorePlay(
      scrabble,
      standardLayout,
      emptyBoard(15),
      tiles('H8', 'across', 'CAT'),
    );
    expect(scored.words.map((w) => [w.word, w.score])).toEqual([['CAT', 10]]);
    expect(scored.score).toBe(10);
  });

  it('counts a bonus square only on the turn it is first covered (CAT then CATS)', () => {
    const board = placeTiles(emptyBoard(15), tiles('H8', 'across', 'CAT'));
    const scored = scorePlay(scrabble, standardLayout, board, tiles('K8', 'across', 'S'));
    expect(scored.words[0]).toMatchObject({ word: 'CATS', score: 6, wordMultiplier: 1 });
  });

  // X goes on `at`; the board's tiles (by square) lie right of it and below it, so X forms a word
  // with each, and the bonus under X counts in both.
  it.each([
    ['a new DW', 'E5', { F5: 'A', E6: 'T' }, 18],
    ['a new letter bonus (the G7 DL)', 'G7', { H7: 'A', G8: 'I' }, 17],
  ] as const)(
    'counts %s for both words that use it (X on %s)',
    (_bonus, at, tilesBySquare, each) => {
      const placed = Object.entries(tilesBySquare).flatMap(([sq, letter]) =>
        tiles(sq, 'across', letter),
      );
      const scored = scorePlay(
        scrabble,
        standardLayout,
        placeTiles(emptyBoard(15), placed),
        tiles(at, 'across', 'X'),
      );
      const formed = Object.values(tilesBySquare).map((letter) => [`X${letter}`, each]);
      expect(scored.words.map((w) => [w.word, w.score])).toEqual(formed);
      expect(scored.score).toBe(2 * each);
    },
  );

  // Both plays make 9 points before the word bonus: P3 and six A's from E5 cover the DW squares
  // E5 and K5; eight A's from A8 cover the TW on A8, the DL on D8 and the DW on H8.
  const twoDWs = tiles('E5', 'across', 'PAAAAAA');
  const twAndDW = tiles('A8', 'across', 'AAAAAAAA');
  it.each([
    ['multiplies two DW squares to 4× in Scrabble (E5 to K5)', scrabble, twoDWs, 4],
    ['uses one 2× for two DW squares in Jamble (E5 to K5)', jamble, twoDWs, 2],
    ['multiplies a TW and a DW to 6× in Scrabble (A8 to H8)', scrabble, twAndDW, 6],
    ['uses only the highest (3×) of a TW and a DW in Jamble (A8 to H8)', jamble, twAndDW, 3],
  ] as const)('%s', (_name, rules, play, factor) => {
    const scored = scorePlay({ ...rules, ...noBingo }, standardLayout, emptyBoard(15), play);
    expect(scored.words[0]?.wordMultiplier).toBe(factor);
    expect(scored.score).toBe(9 * factor);
  });

  it('multiplies a word whose blank sits on the DW, and a blank on a DL scores 0', () => {
    const onDW = scorePlay(scrabble, standardLayout, emptyBoard(15), tiles('H8', 'across', 'cAT'));
    expect(onDW.score).toBe(2 * (0 + 1 + 1));
    const onDL = scorePlay(scrabble, standardLayout, emptyBoard(15), tiles('D8', 'across', 'xI'));
    expect(onDL.words[0]?.letterScores).toEqual([0, 1]);
  });

  it.each([
    ['Scrabble adds 50 after multiplying', scrabble, 16 + 50],
    ['Jamble adds 10, never multiplied', jamble, 16 + 10],
  ] as const)(
    '%s (AEIORST from H2 down: I on the H4 DL, T on the H8 DW)',
    (_name, rules, expected) => {
      const scored = scorePlay(
        rules,
        standardLayout,
        emptyBoard(15),
        tiles('H2', 'down', 'AEIORST'),
      );
      expect(scored.bingo).toBe(rules.bingoBonus);
      expect(scored.score).toBe(expected);
    },
  );

  it('scores quadruple squares on the 21×21 board (QW in the corner, QL at C6)', () => {
    expect(superLayout.premiums[0]).toBe('QW');
    expect(superLayout.premiums[5 * 21 + 2]).toBe('QL');
    expect(
      scorePlay(scrabble, superLayout, emptyBoard(21), tiles('A1', 'across', 'AT')).score,
    ).toBe(8);
    const onQL = scorePlay(scrabble, superLayout, emptyBoard(21), tiles('C6', 'down', 'XI'));
    expect(onQL.words[0]?.letterScores).toEqual([32, 1]);
  });

  it('knows the Words With Friends board: TW at D1 and no bonus on the centre', () => {
    expect(wwfLayout.premiums[3]).toBe('TW');
    expect(wwfLayout.premiums[7 * 15 + 7]).toBeNull();
    expect(standardLayout.premiums[7 * 15 + 7]).toBe('DW');
  });
});
