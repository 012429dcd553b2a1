// `npm run moves`: the real command on a hand-made word list and positions written to a temp dir.
import { describe, expect, it } from 'vitest';
import { npmRun, tempFiles } from './cli-run';

const file = tempFiles('moves-cli-');
const moves = (...args: string[]) => npmRun('moves', ...args);

// A word list written for this test.
const words = file(
  'words.txt',
  ['# test words', 'AT', 'TA', 'CAT', 'ACT', 'TAC', 'SCAT', 'CATS', 'ACTS'].join('\n'),
);
const empty = '.'.repeat(225);
const withCat = `${'.'.repeat(112)}CAT${'.'.repeat(110)}`;

describe('npm run moves --batch', () => {
  // Counted by hand on the empty board: AT and TA, across or down, with either tile on H8:
  // 2 words × 2 placements × 2 directions = 8 plays; best AT/TA on the centre DW = (1+1)×2 = 4.
  it('prints the number of plays and the best score for each line', () => {
    const batch = file('batch.txt', `${empty} AT\n${empty} Q\n${empty} ?? trailing notes\n`);
    const run = moves('--lexicon', words, '--batch', batch);
    expect(run.status).toBe(0);
    expect(run.lines[0]).toBe('8 4');
    expect(run.lines[1]).toBe('0 0');
    // Two blanks spell AT or TA (both orders of blank letters) the same 8 ways, scoring 0.
    expect(run.lines[2]).toBe('8 0');
  });

  it('finds SCAT and CATS for an S beside CAT, each 6 (3+1+1+1)', () => {
    const batch = file('cat.txt', `${withCat} S\n`);
    const scrabble = moves('--lexicon', words, '--rules', 'scrabble', '--batch', batch);
    // Only CATS (S at K8) and SCAT (S at G8) take an S: two plays, each 3+1+1+1 = 6.
    expect(scrabble.lines).toEqual(['2 6']);
  });

  it('reports a line it cannot read and exits with status 1', () => {
    const batch = file('bad.txt', 'ABC\n');
    const run = moves('--lexicon', words, '--batch', batch);
    expect(run.status).toBe(1);
    expect(run.lines).toEqual(['error']);
    expect(run.stderr).toContain('short-board');
  });

  it('refuses an unknown ruleset with status 2 and the usage', () => {
    const run = moves('--lexicon', words, '--rules', 'chess', '--batch', file('x.txt', ''));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown ruleset chess');
  });
});

describe('npm run moves --cgp', () => {
  it('prints the top plays of one position', () => {
    const run = moves(
      '--lexicon',
      words,
      '--cgp',
      '15/15/15/15/15/15/15/6CAT6/15/15/15/15/15/15/15 S/ 0/0 0',
      '--top',
      '1',
    );
    expect(run.status).toBe(0);
    expect(run.lines[0]).toBe('2 plays for S');
    expect(run.lines[1]).toMatch(/^8F +S\(CAT\) +6$/);
  });
});
