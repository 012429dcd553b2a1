// Batch lines and CGP positions read into boards and racks; errors say what to fix.
import { describe, expect, it } from 'vitest';
import {
  formatBatchLine,
  parseBatchLine,
  parseCgp,
} from '../../../engine/crossword/movegen/position-text';

const row8 = '...RETAiNS.....';
const batchBoard = '.'.repeat(105) + row8 + '.'.repeat(105);

describe('parseBatchLine', () => {
  it('reads tiles, blanks and the rack, and ignores what follows', () => {
    const p = parseBatchLine(`${batchBoard} QUIZ?AE 17 anything`, 15);
    expect(p.ok && p.value.rack).toEqual([...'QUIZ?AE']);
    expect(p.ok && p.value.board.squares[7 * 15 + 3]).toEqual({ letter: 'R', blank: false });
    expect(p.ok && p.value.board.squares[7 * 15 + 7]).toEqual({ letter: 'I', blank: true });
  });

  it('round-trips through formatBatchLine', () => {
    const p = parseBatchLine(`${batchBoard} AB?`, 15);
    expect(p.ok && formatBatchLine(p.value.board, p.value.rack)).toBe(`${batchBoard} AB?`);
  });

  it.each([
    ['a short board', 'ABC DEF', 'short-board'],
    ['a bad character', `${'#'.repeat(225)} ABC`, 'bad-square'],
    ['a bad rack', `${batchBoard} AB1`, 'bad-rack'],
  ])('refuses %s', (_name, line, code) => {
    const p = parseBatchLine(line, 15);
    expect(p.ok ? null : p.error.code).toBe(code);
  });
});

describe('parseCgp', () => {
  const cgp =
    '15/15/15/15/15/15/15/3RETAiNS5/15/15/15/15/15/15/15 QUIZ?AE/EEE 120/99 2 lex NWL20; tmp x;';

  it('reads digit runs, tiles, blanks, racks, scores and ops', () => {
    const p = parseCgp(cgp);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value.board.size).toBe(15);
    expect(formatBatchLine(p.value.board, p.value.rack)).toBe(`${batchBoard} QUIZ?AE`);
    expect(p.value.opponentRack).toEqual([...'EEE']);
    expect(p.value.scores).toEqual([120, 99]);
    expect(p.value.zeroTurns).toBe(2);
    expect(p.value.ops).toEqual({ lex: 'NWL20', tmp: 'x' });
  });

  it('refuses a row of the wrong width', () => {
    const p = parseCgp('15/14/15/15/15/15/15/15/15/15/15/15/15/15/15 A/');
    expect(p.ok ? null : p.error.code).toBe('bad-row');
  });
});
