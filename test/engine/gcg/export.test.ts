// exportGcg: games played in the engine come out as GCG that parses and verifies with 0 mismatches.
// The games are short ones played here through the engine, with racks chosen by the helpers.
import { describe, expect, it } from 'vitest';
import { exportGcg } from '../../../engine/crossword/gcg/export';
import { parseGcg } from '../../../engine/crossword/gcg/parse';
import { verifyGcg } from '../../../engine/crossword/gcg/verify';
import { rulesets } from '../../../engine/crossword/rulesets/index';
import {
  giveRack,
  giveRacks,
  lexiconOf,
  move,
  newGame,
  refillFromFront,
  type TestGame,
  takeTurns,
} from '../crossword/helpers';
import { doubleChallengeGame, threeGoingOut } from './games';

function exported(game: TestGame, names = ['Ann Example', 'Bob'], racks?: boolean) {
  const text = exportGcg(game.config, game.state, names, { racks });
  const parsed = parseGcg(text);
  if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}\n${text}`);
  return { text, lines: text.split('\n'), report: verifyGcg(parsed.value) };
}

describe('exportGcg', () => {
  it('writes a double-challenge game with a failed challenge, a withdrawn phony, an exchange and the six-pass end', () => {
    const game = doubleChallengeGame();
    expect(game.state.result).not.toBeNull();

    const { lines, report } = exported(game);
    expect(report).toEqual({ plays: 3, mismatches: [], errors: [] });
    expect(lines.slice(0, 12)).toEqual([
      '#character-encoding UTF-8',
      '#player1 Ann_Example Ann Example',
      '#player2 Bob Bob',
      '#title Scrabble by email',
      '#description Wordmail Scrabble by email: ruleset scrabble, standard board, english tiles, lexicon test-words',
      '#lexicon test-words',
      '#board-layout CrosswordGame',
      '#tile-distribution english',
      '#tile-set english',
      '#game-board standard',
      '#- ruleset scrabble',
      '>Ann_Example: AELNPS? 8H PLANE +16 16',
    ]);
    const events = lines.filter((l) => l.startsWith('>'));
    // Every rack is known, Ann's before her exchange too: the log records what an exchange drew.
    // PLANE 16 (E on the L8 DL, ×2 on H8); PLANES 8; CPLANES 3 + 8 = 11.
    expect(events.slice(0, 6)).toEqual([
      '>Ann_Example: AELNPS? 8H PLANE +16 16',
      '>Bob: AACRSTT - +0 0',
      '>Ann_Example: DOSTU?? 8H .....S +8 24',
      '>Bob: AACRSTT 8G C...... +11 11',
      '>Bob: AACRSTT -- -11 0',
      '>Ann_Example: DOTUX?? -? +0 24',
    ]);
    expect(lines).toContain('#note Bob challenged PLANE; the play stands and Bob loses the turn.');
    expect(events.slice(6, 12).every((l) => / - \+0 (24|0)$/.test(l))).toBe(true);
    expect(events[12]).toMatch(/^>Ann_Example: (\S+) \(\1\) -\d+ \d+$/);
    // Bob keeps A1 A1 C3 R1 S1 T1 T1 = 9.
    expect(events.slice(13)).toEqual(['>Bob: AACRSTT (AACRSTT) -9 -9']);
  });

  it('writes going out with the others’ rack added in the 1× convention', () => {
    const game = newGame('scrabble');
    giveRacks(game, 'PLANE', 'QZ');
    game.state.bag = [];
    move(game, 0, 'H8 across PLANE');
    expect(game.state.result?.reason).toBe('Ann went out.');

    const { lines, report } = exported(game);
    expect(report).toEqual({ plays: 1, mismatches: [], errors: [] });
    // PLANE: P3 L1 A1 N1 + E1 on the L8 DL (2) = 8, ×2 on H8 = 16; Bob keeps Q10 + Z10 = 20.
    expect(lines.filter((l) => l.startsWith('>'))).toEqual([
      '>Ann_Example: AELNP 8H PLANE +16 16',
      '>Bob: QZ (QZ) -20 -20',
      '>Ann_Example: (QZ) +20 36',
    ]);
  });

  it('writes going out among three players: each rack deducted, their sum added', () => {
    const game = threeGoingOut();

    const { lines, report } = exported(game, ['Ann', 'Bob', 'Cy']);
    expect(report).toEqual({ plays: 1, mismatches: [], errors: [] });
    // Bob Q10 + Z10 = 20, Cy J8 + X8 = 16: Ann gains 36.
    expect(lines.filter((l) => l.startsWith('>'))).toEqual([
      '>Ann: AELNP 8H PLANE +16 16',
      '>Bob: QZ (QZ) -20 -20',
      '>Cy: JX (JX) -16 -16',
      '>Ann: (JQXZ) +36 52',
    ]);
  });

  it('writes a Jamble game that verifies under its own ruleset, named in the record', () => {
    const game = newGame('jamble-jx');
    giveRacks(game, 'PLANEST', 'SCRATQZ');
    takeTurns(game, 'H8 across PLANE', 'M8 across S', 'PASS', 'PASS');
    expect(game.state.result).not.toBeNull();

    const { text, report } = exported(game);
    expect(text).toContain('#- ruleset jamble-jx\n');
    expect(report).toEqual({ plays: 2, mismatches: [], errors: [] });
  });

  it('marks a game still in progress #incomplete and writes blanks in lowercase', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLAE?ST');
    move(game, 0, 'H8 across PLANE');
    const { lines, report } = exported(game, ['Ann', 'Ann']);
    expect(lines).toContain('#incomplete');
    expect(lines).toContain('#player2 Ann_2 Ann');
    // P3 L1 A1, the blank N 0, E1 on the L8 DL 2: 7, ×2 on H8 = 14.
    expect(lines).toContain('>Ann: AELP? 8H PLAnE +14 14');
    expect(report.mismatches).toEqual([]);
  });

  it('shows the racks a game dealt from its seed, exchanges and a withdrawn phony included', () => {
    const game = newGame('scrabble', { challenge: 'double' }, ['Ann', 'Bob'], 'gcg-racks');
    const sorted = (seat: number) => (game.state.racks[seat] ?? []).slice().sort().join('');
    const racks: string[] = [];
    const turn = (seat: number, text: (rack: string[]) => string) => {
      racks.push(sorted(seat));
      move(game, seat, text(game.state.racks[seat] ?? []), lexiconOf([]));
    };
    turn(0, (rack) => `EXCHANGE ${rack.slice(0, 3).join('')}`);
    // No word is checked on entry under double challenge, and none is in the empty word list.
    turn(
      1,
      (rack) =>
        `H8 across ${rack
          .filter((t) => t !== '?')
          .slice(0, 2)
          .join('')}`,
    );
    move(game, 0, 'CHALLENGE', lexiconOf([]));
    turn(0, (rack) => `EXCHANGE ${rack.slice(0, 2).join('')}`);

    const { lines, report } = exported(game, ['Ann', 'Bob'], true);
    expect(report.mismatches).toEqual([]);
    expect(report.errors).toEqual([]);
    const rackOf = (line: string) => line.split(' ')[1]!.split('').sort().join('');
    const events = lines.filter((l) => l.startsWith('>'));
    expect(events.map(rackOf)).toEqual([racks[0], racks[1], racks[1], racks[2]]);
  });

  it('leaves racks out while the game is in progress, unless asked', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLAE?ST');
    move(game, 0, 'H8 across PLANE');
    // Ann kept S and T: her rack before the play would tell Bob so. The play's own tiles stand
    // for the rack, which macondo and Quackle need on every line.
    expect(exported(game).lines).toContain('>Ann_Example: AELP? 8H PLAnE +14 14');
    expect(exported(game, undefined, true).lines).toContain(
      '>Ann_Example: AELPST? 8H PLAnE +14 14',
    );
  });
});

describe.each(Object.values(rulesets).map((r) => ({ id: r.id, unlimited: r.unlimited })))(
  'exportGcg for $id',
  ({ id, unlimited }) => {
    it('writes two plays that verify under the ruleset the record names', () => {
      const game = newGame(id);
      if (!unlimited) {
        giveRacks(game, 'PLANEST', 'SCRATQZ');
      }
      refillFromFront(move(game, 0, 'H8 across PLANE'));
      refillFromFront(move(game, 1, 'M8 across S'));
      const { text, report } = exported(game);
      expect(text).toContain(`#- ruleset ${id}\n`);
      expect(report).toEqual({ plays: 2, mismatches: [], errors: [] });
    });
  },
);
