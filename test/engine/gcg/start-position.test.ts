// Continuing a recorded position: a GCG record's last position or a CGP line becomes the start of
// a new game (board, scores, player to move, racks when given), checked against board and bag.
import { describe, expect, it } from 'vitest';
import { exportGcg } from '../../../engine/crossword/gcg/export';
import { startFromCgp, startFromGcg } from '../../../engine/crossword/gcg/start-position';
import { initialBag } from '../../../engine/crossword/kind';
import { allTiles, tileSets } from '../../../engine/crossword/tilesets';
import { giveRack, move, newGame, type TestGame, takeTurns } from '../crossword/helpers';

const tilesIn = (game: TestGame) => [
  ...game.state.board.squares.flatMap((s) => (s ? [s.blank ? '?' : s.letter] : [])),
  ...game.state.racks.flat(),
  ...game.state.bag,
];

function continued(from: TestGame, start: ReturnType<typeof startFromGcg>): TestGame {
  if (!start.ok) throw new Error(start.error.message);
  const config = { ...from.config, start: start.value };
  return {
    ...from,
    config,
    state: from.kind.setup(config, [{ name: 'Ann' }, { name: 'Bob' }], 'next'),
  };
}

describe('startFromGcg', () => {
  it('starts a new game where the record stops: same board, scores and player to move', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLANES?');
    takeTurns(game, 'H8 across PLANE', 'PASS', 'M8 across S');
    const next = continued(game, startFromGcg(exportGcg(game.config, game.state), game.config));
    expect(next.state.board).toEqual(game.state.board);
    expect(next.state.scores).toEqual(game.state.scores);
    expect(next.state.toMove).toBe(1);
    // Every tile is somewhere, once: on the board, on a rack or in the bag.
    expect(tilesIn(next).sort()).toEqual(allTiles(tileSets.english!).sort());
    expect(next.state.racks.map((r) => r.length)).toEqual([7, 7]);
    // And play goes on from there.
    giveRack(next, 1, 'CATSRAT');
    move(next, 1, 'K7 down A');
    expect(next.state.scores[1]).toBeGreaterThan(0);
  });

  it('refuses a finished game and a record that does not replay', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLANE');
    game.state.bag = [];
    move(game, 0, 'H8 across PLANE');
    const finished = exportGcg(game.config, game.state);
    expect(startFromGcg(finished, game.config)).toMatchObject({
      ok: false,
      error: { code: 'game-over' },
    });
    const broken = '#player1 A A\n#player2 B B\n>A: AB 8H AB +4 4\n>B: CD 8H CD +6 6\n';
    expect(startFromGcg(broken, game.config)).toMatchObject({
      ok: false,
      error: { code: 'bad-gcg' },
    });
  });
});

describe('the bag of a continued game', () => {
  const boardTiles = (game: TestGame) =>
    game.state.board.squares.flatMap((s) => (s ? [s.blank ? '?' : s.letter] : []));

  it('is the seed’s shuffle less the position’s tiles, and the racks were dealt from its front', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLANES?');
    takeTurns(game, 'H8 across PLANE', 'PASS', 'M8 across S');
    const next = continued(game, startFromGcg(exportGcg(game.config, game.state), game.config));
    const bag = initialBag(next.config, 'next');
    expect(boardTiles(next)).toHaveLength(6);
    expect(bag).toHaveLength(100 - 6);
    expect([...bag, ...boardTiles(next)].sort()).toEqual(allTiles(tileSets.english!).sort());
    expect(next.state.racks).toEqual([bag.slice(0, 7), bag.slice(7, 14)]);
    expect(next.state.bag).toEqual(bag.slice(14));
  });

  it('leaves out a rack the position gives, and deals the others from its front', () => {
    const game = newGame('scrabble');
    const empty = '15/15/15/15/15/15/15';
    const cgp = `${empty}/7PLANE3/${empty} AEINRST/ 16/0 0`;
    const next = continued(game, startFromCgp(cgp, game.config));
    const bag = initialBag(next.config, 'next');
    expect(bag).toHaveLength(100 - 5 - 7);
    expect(next.state.racks).toEqual([[...'AEINRST'], bag.slice(0, 7)]);
    expect(next.state.bag).toEqual(bag.slice(7));
  });
});

describe('startFromCgp', () => {
  const empty = '15/15/15/15/15/15/15';
  const board = `${empty}/7PLANE3/${empty}`;

  it('reads the board, the racks it gives, the scores and the scoreless turns', () => {
    const game = newGame('scrabble');
    const next = continued(game, startFromCgp(`${board} AEINRST/ 16/0 2 lex NWL23;`, game.config));
    expect(next.state.board.squares.filter(Boolean)).toHaveLength(5);
    expect(next.state.board.squares[7 * 15 + 7]).toMatchObject({ letter: 'P' });
    expect(next.state.racks[0]).toEqual([...'AEINRST']);
    expect(next.state.racks[1]).toHaveLength(7);
    expect([next.state.scores, next.state.toMove, next.state.passes]).toEqual([[16, 0], 0, 2]);
    expect(tilesIn(next).sort()).toEqual(allTiles(tileSets.english!).sort());
  });

  it.each([
    ['a short row', `${empty}/7PLANE2/${empty} / 0/0 0`, /Row 8/],
    ['too few rows', '15/15 / 0/0 0', /2 rows/],
    ['missing fields', board, /four fields/],
    ['more tiles than the bag has', `${empty}/3ZZZ9/${empty} / 0/0 0`, /more Z/],
    ['a rack too big', `${board} AEINRSTS/ 0/0 0`, /more than 7/],
  ])('refuses %s', (_, cgp, message) => {
    const game = newGame('scrabble');
    const start = startFromCgp(cgp, game.config);
    expect(start.ok).toBe(false);
    if (!start.ok) expect(start.error.message).toMatch(message);
  });
});
