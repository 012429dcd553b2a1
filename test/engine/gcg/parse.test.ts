// parseGcg / formatGcg: every line form real GCG files use, errors with line numbers, round trips.
// The records are written by hand for these tests; the notation follows the published GCG format.
import { describe, expect, it } from 'vitest';
import { formatGcg } from '../../../engine/crossword/gcg/format';
import { parseGcg } from '../../../engine/crossword/gcg/parse';
import type { GcgEvent, GcgGame } from '../../../engine/crossword/gcg/types';

const header = '#player1 Ann Ann Example\n#player2 Ben Ben Sample\n';

function parsed(text: string): GcgGame {
  const result = parseGcg(text);
  if (!result.ok) throw new Error(`line ${result.error.line}: ${result.error.message}`);
  return result.value;
}

const onlyEvent = (line: string): GcgEvent => parsed(`${header}${line}\n`).events[0]!;

describe('parseGcg reads event lines', () => {
  it.each<[string, string, Partial<GcgEvent>]>([
    [
      'a row-first position as an across play',
      '>Ann: ACEHIRT 8G ETCH +18 18',
      {
        type: 'play',
        rack: 'ACEHIRT',
        position: { row: 7, col: 6, direction: 'across' },
        word: 'ETCH',
        score: 18,
        total: 18,
      },
    ],
    [
      'a column-first position as a down play',
      '>Ben: ABOORST H5 BOO. +6 6',
      { type: 'play', position: { row: 4, col: 7, direction: 'down' }, word: 'BOO.' },
    ],
    [
      'lowercase coordinates and spelled-out played-through letters',
      '>Ben: ABOORST   h5  BOOT   +6   6',
      { type: 'play', position: { row: 4, col: 7, direction: 'down' }, word: 'BOOT', score: 6 },
    ],
    [
      'a lowercase letter as a blank',
      '>Ann: AEINRS? 8D RETAiNS +64 64',
      { type: 'play', word: 'RETAiNS' },
    ],
    [
      'cross-words written after the total',
      '>Ann: AZ 7I ZA +49 67  ZC, AH',
      { type: 'play', trailing: 'ZC, AH', total: 67 },
    ],
    [
      'an exchange of known tiles',
      '>Ann: AEIRSTZ -AI +0 72',
      { type: 'exchange', tiles: 'AI', count: 2 },
    ],
    [
      'an exchange of a number of tiles',
      '>Ann: AEIRSTZ -3 +0 72',
      { type: 'exchange', tiles: '', count: 3 },
    ],
    ['a pass', '>Ben: AQRSTV - +0 6', { type: 'pass', score: 0 }],
    ['a withdrawn phony', '>Ben: AQRST -- -6 6', { type: 'withdrawal', score: -6, total: 6 }],
    [
      'a challenge bonus without a rack',
      '>Ann:  (challenge) +5 72',
      { type: 'challenge-bonus', rack: '', score: 5 },
    ],
    [
      'a challenge bonus with the next rack',
      '>Ann: AEIRSTZ (challenge) +5 72',
      { type: 'challenge-bonus', rack: 'AEIRSTZ' },
    ],
    [
      'end-of-game points for the rack left',
      '>Ann:  (QV) +28 105',
      { type: 'end-rack', tiles: 'QV', score: 28 },
    ],
    [
      'a deduction of the own rack',
      '>Ben: QV (QV) -14 -8',
      { type: 'end-rack', rack: 'QV', tiles: 'QV', total: -8 },
    ],
    ['a time penalty', '>Ben: QV (time) -10 -4', { type: 'time-penalty', score: -10, total: -4 }],
  ])('reads %s', (_, line, expected) => {
    expect(onlyEvent(line)).toMatchObject({ player: line.slice(1, 4), line: 3, ...expected });
  });
});

describe('parseGcg reads pragmas and notes', () => {
  const text = [
    '\uFEFF#character-encoding UTF-8',
    '#player1 Ann Ann Example',
    '#player2 Ben Ben',
    '#title Club night, round 2',
    '#lexicon NWL23',
    '#incomplete',
    '#board-layout standard15',
    '#note written before the first move',
    '>Ann: ACEHIRT 8G ETCH +18 18',
    '#note a note',
    'that runs on',
    '',
    'over several lines',
    '>Ben: ABOORST H5 BOO. +6 6',
  ].join('\r\n');
  const game = parsed(text);

  it('takes the nickname and full name of each player', () => {
    expect(game.players).toEqual([
      { nickname: 'Ann', name: 'Ann Example' },
      { nickname: 'Ben', name: 'Ben' },
    ]);
  });

  it('keeps every other pragma in order, unknown ones included', () => {
    expect(game.pragmas).toEqual([
      { name: 'character-encoding', value: 'UTF-8' },
      { name: 'title', value: 'Club night, round 2' },
      { name: 'lexicon', value: 'NWL23' },
      { name: 'incomplete', value: '' },
      { name: 'board-layout', value: 'standard15' },
    ]);
  });

  it('joins a note over several lines to the event before it, across CRLF line ends', () => {
    expect(game.notes).toEqual(['written before the first move']);
    expect(game.events[0]?.note).toBe('a note\nthat runs on\nover several lines');
    expect(game.events[1]).toMatchObject({ line: 14, word: 'BOO.' });
  });
});

describe('parseGcg says which line is wrong and why', () => {
  it.each([
    ['a missing colon', '>Ann ACEHIRT 8G ETCH +18 18', 'bad-event'],
    ['a word with a digit', '>Ann: ACEHIRT 8G ET2CH +18 18', 'bad-word'],
    ['a rack with a dot', '>Ann: AC.HIRT 8G ETCH +18 18', 'bad-rack'],
    ['a play without a position', '>Ann: ACEHIRT ETCH +18 18', 'missing-position'],
    ['an unsigned score', '>Ann: ACEHIRT 8G ETCH 18 18', 'bad-score'],
    ['a missing total', '>Ann: ACEHIRT 8G ETCH +18', 'bad-total'],
    ['an exchange with a dot', '>Ann: ACEHIRT -C.H +0 0', 'bad-exchange'],
    ['text after the total of a pass', '>Ann: ACEHIRT - +0 0 oops', 'unexpected-text'],
    ['a nickname not among the players', '>Cy: ACEHIRT 8G ETCH +18 18', 'unknown-player'],
    ['a stray line', 'ETCH was a good start', 'unexpected-line'],
  ])('rejects %s', (_, line, code) => {
    const result = parseGcg(`${header}>Ben: ABOORST - +0 0\n${line}\n`);
    expect(result).toMatchObject({ ok: false, error: { line: 4, code } });
  });

  it('rejects #player pragmas with a gap, at the line after the gap', () => {
    expect(parseGcg('#player1 Ann Ann\n#player3 Cy Cy\n')).toMatchObject({
      ok: false,
      error: { line: 2, code: 'missing-player' },
    });
  });
});

describe('formatGcg writes standard GCG', () => {
  const record = [
    '#character-encoding UTF-8',
    '#player1 Ann Ann Example',
    '#player2 Ben Ben Sample',
    '#lexicon NWL23',
    '>Ann: ACEHIRT 8G ETCH +18 18',
    '#note opening',
    'on two lines',
    '>Ben: ABOORST H5 BOO. +6 6',
    '>Ann: AIRZ 7I ZA +49 67 ZC, AH',
    '>Ann: AIRSTU? (challenge) +5 72',
    '>Ben: AQRST I8 .AS +6 12',
    '>Ben: AQRST -- -6 6',
    '>Ann: AIRSTU? -AI +0 72',
    '>Ben: AQRST - +0 6',
    '>Ann: UNKNOWN -3 +0 72',
    '>Ann: (QV) +28 100',
    '>Ben: QV (time) -10 -4',
    '',
  ].join('\n');

  it('writes back exactly the record it read when that was standard already', () => {
    expect(formatGcg(parsed(record))).toBe(record);
  });

  it('normalises spacing and lowercase squares, keeping the same game', () => {
    const loose = record.replace('8G ETCH', '8g   ETCH').replace('H5 BOO.', ' h5 BOO.');
    const normalised = formatGcg(parsed(loose));
    expect(normalised).toBe(record);
  });

  it('writes a line whose rack is not known with UNKNOWN, which the peers need, and reads it back as none', () => {
    const game = parsed(`${header}>Ann: -3 +0 0\n>Ben: 8H AB +4 4\n`);
    expect(game.events.map((e) => e.rack)).toEqual(['', '']);
    expect(formatGcg(game).split('\n').slice(2, 4)).toEqual([
      '>Ann: UNKNOWN -3 +0 0',
      '>Ben: UNKNOWN 8H AB +4 4',
    ]);
    expect(parsed(formatGcg(game)).events).toEqual(
      game.events.map((e, i) => ({ ...e, line: i + 3 })),
    );
  });

  it('keeps a note line that looks like an event inside the note', () => {
    const game = parsed(record);
    game.events[0]!.note = 'see\n>Ben: this is not an event';
    expect(parsed(formatGcg(game)).events[0]?.note).toBe('see\n >Ben: this is not an event');
  });
});
