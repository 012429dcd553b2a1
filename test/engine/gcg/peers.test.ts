// Exports read back in test-only models of macondo's, Quackle's and Woogles' GCG readers and in
// our own verifier: every play, exchange, pass, withdrawal and end-of-game line, same points.
import { describe, expect, it } from 'vitest';
import { type ExportOptions, exportGcg } from '../../../engine/crossword/gcg/export';
import { parseGcg } from '../../../engine/crossword/gcg/parse';
import { formatPosition } from '../../../engine/crossword/gcg/position';
import { verifyGcg } from '../../../engine/crossword/gcg/verify';
import {
  giveRack,
  giveRacks,
  lexiconOf,
  move,
  newGame,
  type TestGame,
  takeTurns,
} from '../crossword/helpers';
import { doubleChallengeGame, threeGoingOut } from './games';
import { readWithLiwords } from './peers/liwords';
import { readWithMacondo } from './peers/macondo';
import type { PeerEvent } from './peers/peer-event';
import { readWithQuackle } from './peers/quackle';

/** Our own reading of a record, in the peers' shape, after the verifier found nothing wrong. */
function readWithUs(text: string): PeerEvent[] {
  const parsed = parseGcg(text);
  if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
  expect(verifyGcg(parsed.value)).toMatchObject({ mismatches: [], errors: [] });
  return parsed.value.events.map((e) => ({
    player: e.player,
    kind: e.type === 'end-rack' ? (e.score < 0 ? 'end-deduction' : 'end-gain') : (e.type as never),
    ...(e.type === 'play' ? { position: formatPosition(e.position), word: e.word } : {}),
    score: e.score,
    total: e.total,
  }));
}

/** Every reader takes the record the way we wrote it. */
function expectReadAlike(game: TestGame, options: ExportOptions = {}): string[] {
  const spec = exportGcg(game.config, game.state, game.state.names, options);
  const quackle = exportGcg(game.config, game.state, game.state.names, {
    ...options,
    dialect: 'quackle',
  });
  const ours = readWithUs(spec);
  expect(readWithUs(quackle)).toEqual(ours);
  expect(readWithMacondo(spec).events).toEqual(ours);
  expect(readWithLiwords(spec).events).toEqual(ours);
  expect(readWithQuackle(quackle).events).toEqual(ours);
  expect(readWithMacondo(spec).over).toBe(game.state.result !== null);
  expect(readWithQuackle(quackle).over).toBe(game.state.result !== null);
  return spec.split('\n');
}

const events = (lines: string[]) => lines.filter((l) => l.startsWith('>'));

describe('GCG exports in the peers’ readers', () => {
  it('a finished game: plays, a pass, going out, both end-of-game lines', () => {
    const game = newGame('scrabble');
    giveRacks(game, 'PLANES', 'CATQZ');
    game.state.bag = [];
    takeTurns(game, 'H8 across PLANE', 'PASS', 'M8 across S');
    expect(game.state.result?.reason).toBe('Ann went out.');

    const lines = expectReadAlike(game, { id: 'abcdefghij' });
    // PLANE 16; PLANES 8 + 0; Bob keeps C3 A1 T1 Q10 Z10 = 25.
    expect(events(lines)).toEqual([
      '>Ann: AELNPS 8H PLANE +16 16',
      '>Bob: ACQTZ - +0 0',
      '>Ann: S 8H .....S +8 24',
      '>Bob: ACQTZ (ACQTZ) -25 -25',
      '>Ann: (ACQTZ) +25 49',
    ]);
    expect(lines).toContain('#id wordmail abcdefghij');
    expect(lines).not.toContain('#incomplete');
    const quackle = exportGcg(game.config, game.state, game.state.names, { dialect: 'quackle' });
    expect(events(quackle.split('\n'))[3]).toBe('>Bob: (ACQTZ) -25 -25');
  });

  it('a double-challenge game: a failed challenge, a withdrawn phony, an exchange, six passes', () => {
    const game = doubleChallengeGame();
    expect(game.state.result).not.toBeNull();
    const lines = expectReadAlike(game);
    expect(events(lines).slice(0, 6)).toEqual([
      // Every rack whole, Ann's before her exchange too: the log records what an exchange drew.
      '>Ann: AELNPS? 8H PLANE +16 16',
      '>Bob: AACRSTT - +0 0',
      '>Ann: DOSTU?? 8H .....S +8 24',
      '>Bob: AACRSTT 8G C...... +11 11',
      '>Bob: AACRSTT -- -11 0',
      '>Ann: DOTUX?? -? +0 24',
    ]);
    expect(lines).toContain('#note Bob challenged PLANE; the play stands and Bob loses the turn.');
  });

  it('a game in progress: the public record shows no rack, the player’s own shows theirs', () => {
    const game = newGame('scrabble', { challenge: 'double' }, ['Ann', 'Bob'], 'peers-in-progress');
    const sorted = (tiles: readonly string[]) =>
      tiles.slice().sort((a, b) => (a === '?' ? 1 : b === '?' ? -1 : a.localeCompare(b)));
    const annBefore = sorted(game.state.racks[0]!).join('');
    const putBack = game.state.racks[0]!.slice(0, 3);
    move(game, 0, `EXCHANGE ${putBack.join('')}`, lexiconOf([]));
    const annAfter = sorted(game.state.racks[0]!).join('');
    // No word is checked on entry under double challenge.
    const bobs = game.state.racks[1]!.filter((t) => t !== '?').slice(0, 2);
    move(game, 1, `H8 across ${bobs.join('')}`, lexiconOf([]));
    move(game, 0, 'PASS', lexiconOf([]));

    // Ann's rack and the tiles she put back are hers alone; Bob's play shows its own tiles.
    const bobPlay = `>Bob: ${sorted(bobs).join('')} 8H ${bobs.join('')} +`;
    const open = events(expectReadAlike(game));
    expect(open[0]).toBe('>Ann: UNKNOWN -3 +0 0');
    expect(open[1]).toContain(bobPlay);
    expect(open[2]).toBe('>Ann: UNKNOWN - +0 0');
    const hers = events(expectReadAlike(game, { owner: 0 }));
    expect(hers[0]).toBe(`>Ann: ${annBefore} -${putBack.join('')} +0 0`);
    expect(hers[1]).toContain(bobPlay);
    expect(hers[2]).toBe(`>Ann: ${annAfter} - +0 0`);
    const his = events(expectReadAlike(game, { owner: 1 }));
    expect([his[0], his[2]]).toEqual([open[0], open[2]]);
    expect(his[1]).toMatch(/^>Bob: [A-Z?]{7} 8H /);
  });

  it('names the board and tiles as macondo does and keeps our ruleset where both skip it', () => {
    const game = newGame('jamble-jx');
    giveRack(game, 0, 'PLANEST');
    move(game, 0, 'H8 across PLANE');
    const lines = exportGcg(game.config, game.state).split('\n');
    expect(lines.slice(0, 12)).toEqual([
      '#character-encoding UTF-8',
      '#player1 Ann Ann',
      '#player2 Bob Bob',
      `#title ${lines[3]!.slice('#title '.length)}`,
      `#description Wordmail ${lines[3]!.slice('#title '.length)}: ruleset jamble-jx, standard board, jamble tiles, lexicon test-words`,
      '#lexicon test-words',
      '#board-layout CrosswordGame',
      '#tile-set jamble',
      '#game-board standard',
      '#- ruleset jamble-jx',
      '#incomplete',
      '>Ann: AELNP 8H PLANE +16 16',
    ]);
    expect(readWithMacondo(lines.join('\n')).events).toHaveLength(1);
  });

  it('a game of three: Quackle reads it, macondo and Woogles refuse it at the third player', () => {
    const game = threeGoingOut();
    const spec = exportGcg(game.config, game.state);
    const quackle = exportGcg(game.config, game.state, game.state.names, { dialect: 'quackle' });
    expect(readWithQuackle(quackle).events).toEqual(readWithUs(quackle));
    expect(readWithQuackle(quackle).players.map((p) => p.nickname)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(() => readWithMacondo(spec)).toThrow(/line 4: no match found for line '#player3 Cy Cy'/);
    expect(() => readWithLiwords(spec)).toThrow(/#player3/);
  });
});

describe('a challenge bonus, as other programs write it', () => {
  it('is read alike by macondo, Woogles, Quackle and us', () => {
    const text = [
      '#character-encoding UTF-8',
      '#player1 Ann Ann',
      '#player2 Bob Bob',
      '>Ann: AELNPST 8H PLANE +16 16',
      '>Ann: UNKNOWN (challenge) +5 21',
      '>Bob: ACRST - +0 0',
      '',
    ].join('\n');
    const ours = readWithUs(text);
    expect(ours.map((e) => e.kind)).toEqual(['play', 'challenge-bonus', 'pass']);
    expect(readWithMacondo(text).events).toEqual(ours);
    expect(readWithLiwords(text).events).toEqual(ours);
    expect(readWithQuackle(text).events).toEqual(ours);
  });
});

describe('the peer models refuse what their readers refuse', () => {
  const head = '#character-encoding UTF-8\n#player1 Ann Ann\n#player2 Bob Bob\n';
  it.each([
    [
      'a pragma macondo does not know',
      `${head}#ruleset scrabble\n>Ann: AB 8H AB +4 4\n`,
      /line 4: no match/,
    ],
    [
      'our old board name',
      `${head}#board-layout standard\n>Ann: AB 8H AB +4 4\n`,
      /unsupported board layout/,
    ],
    ['a move without a rack', `${head}>Ann: 8H AB +4 4\n`, /line 4: no match/],
    [
      'Quackle’s deduction form',
      `${head}>Ann: AB 8H AB +4 4\n>Bob: (QV) -14 -14\n`,
      /line 5: no match/,
    ],
  ])('macondo: %s', (_, text, error) => {
    expect(() => readWithMacondo(text)).toThrow(error);
  });

  it('macondo: a rackless line after a note is swallowed into the note and the move lost', () => {
    const text = `${head}>Ann: AB 8H AB +4 4\n#note hm\n>Bob: 9H CD +6 6\n`;
    expect(readWithMacondo(text).events).toHaveLength(1);
  });

  it('Quackle: the spec’s deduction line is read as a tile play on a square that is none', () => {
    const text = `${head}>Ann: AB 8H AB +4 4\n>Bob: QV (QV) -14 -14\n`;
    expect(() => readWithQuackle(text)).toThrow(/line 5: "\(QV\)" is read as the square/);
  });

  it('Quackle: a move without a rack takes the square for the rack', () => {
    expect(() => readWithQuackle(`${head}>Ann: 8H AB +4 4\n`)).toThrow(
      /"AB" is read as the square/,
    );
  });
});
