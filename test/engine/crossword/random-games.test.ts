// Random games: tiles are never lost or duplicated, and replaying the move log from the seed reproduces the game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lexicon } from '../../../dictionaries/lexicon';
import { columnName } from '../../../engine/crossword/board';
import { allTilesIn, newGame, refusal, type TestGame } from './helpers';

/** Accepts every word: random plays then only need legal geometry and the right tiles. */
const anything: Lexicon = { id: 'anything', size: 0, has: () => true };
/** Accepts about half of all words (by a letter checksum), so random challenges go both ways. */
const half: Lexicon = {
  id: 'half',
  size: 0,
  has: (w) => [...w].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 2 === 0,
};

interface Played {
  seat: number;
  text: string;
}

/** Plays up to `turns` moves chosen by `pick` (values in [0,1)), recording every accepted move. */
function playRandomly(game: TestGame, picks: number[], lexicon: Lexicon): Played[] {
  const log: Played[] = [];
  let k = 0;
  const pick = (n: number) => Math.floor((picks[k++ % picks.length] as number) * n);
  const attempt = (seat: number, text: string) => {
    if (refusal(game, seat, text, lexicon)) return false;
    log.push({ seat, text });
    return true;
  };
  const size = game.state.board.size;
  for (let turn = 0; turn < 30 && !game.state.result; turn++) {
    const seat = game.state.toMove;
    if (game.state.phase === 'refill') {
      const n = Math.min(game.state.refill?.count ?? 0, game.state.bag.length);
      attempt(seat, `DRAW ${Array.from({ length: n }, () => (pick(2) ? 'F' : 'B')).join('')}`);
      continue;
    }
    if (game.state.challengeable && pick(3) === 0 && attempt(seat, 'CHALLENGE')) continue;
    const rack = game.state.racks[seat] ?? [];
    const letters =
      rack.length > 0 ? rack.map((t) => (t === '?' ? 'E' : t)) : ['A', 'B', 'E', 'R', 'S', 'T'];
    let played = false;
    const occupied = game.state.board.squares.flatMap((t, i) => (t ? [i] : []));
    for (let tries = 0; tries < 12 && !played; tries++) {
      const count = 1 + pick(Math.min(letters.length, 5));
      const word = Array.from({ length: count }, () => letters[pick(letters.length)]).join('');
      const across = pick(2) === 0;
      // Start on or just before a tile already there (or the centre), sometimes one line over.
      const anchor =
        occupied.length > 0 ? (occupied[pick(occupied.length)] as number) : 7 * size + 7;
      const back = pick(count + 1);
      const side = pick(3) - 1;
      const row =
        Math.floor(anchor / size) - (across ? -side : back) * (occupied.length > 0 ? 1 : 0);
      const col = (anchor % size) - (across ? back : -side) * (occupied.length > 0 ? 1 : 0);
      const start = occupied.length > 0 ? [row, col] : across ? [7, 7 - back] : [7 - back, 7];
      const [r, c] = start as [number, number];
      if (r < 0 || c < 0 || r >= size || c >= size) continue;
      played = attempt(seat, `${columnName(c)}${r + 1} ${across ? 'across' : 'down'} ${word}`);
    }
    if (played) continue;
    if (
      rack.length > 0 &&
      pick(2) === 0 &&
      attempt(seat, `EXCHANGE ${rack.slice(0, 1 + pick(rack.length)).join('')}`)
    )
      continue;
    attempt(seat, 'PASS');
  }
  return log;
}

const games: [string, Record<string, unknown>, Lexicon][] = [
  ['jamble-jx', {}, anything],
  ['jamble-jw', {}, anything],
  ['jamble-jo', {}, anything],
  ['jamble-jy', {}, anything],
  ['scrabble', {}, anything],
  ['scrabble', { challenge: 'double' }, half],
  ['scrabble', { tileSet: 'spanish', layout: 'super' }, anything],
  ['wwf', {}, anything],
];

describe.each(games)('random %s games %o', (id, options, lexicon) => {
  const seeds = fc.string({ minLength: 1, maxLength: 12 });
  const picks = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
    minLength: 50,
    maxLength: 200,
  });

  it('never lose or duplicate a tile: bag + racks + board stay the same', () => {
    fc.assert(
      fc.property(seeds, picks, (seed, choices) => {
        const game = newGame(id, options, ['Ann', 'Bob'], seed);
        const tiles = allTilesIn(game.state);
        playRandomly(game, choices, lexicon);
        expect(allTilesIn(game.state)).toEqual(tiles);
        expect(game.state.scores.every(Number.isInteger)).toBe(true);
      }),
      { numRuns: 6 },
    );
  });

  it('reproduce exactly when the move log is replayed from the seed', () => {
    fc.assert(
      fc.property(seeds, picks, (seed, choices) => {
        const game = newGame(id, options, ['Ann', 'Bob'], seed);
        playRandomly(game, choices, lexicon);
        const again = newGame(id, options, ['Ann', 'Bob'], seed);
        for (const m of game.state.moves) {
          expect(refusal(again, m.by ?? m.seat, m.notation, lexicon)).toBeNull();
        }
        expect(again.state).toEqual(game.state);
        expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state);
      }),
      { numRuns: 4 },
    );
  });
});

describe('random Scribble games', () => {
  it('reproduce exactly when the move log is replayed, and never grow a bag or racks', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 50,
          maxLength: 200,
        }),
        (seed, choices) => {
          const game = newGame('scribble', {}, ['Ann', 'Bob', 'Cy'], seed);
          playRandomly(game, choices, anything);
          expect([game.state.bag, game.state.racks.flat()]).toEqual([[], []]);
          const again = newGame('scribble', {}, ['Ann', 'Bob', 'Cy'], seed);
          for (const m of game.state.moves)
            expect(refusal(again, m.seat, m.notation, anything)).toBeNull();
          expect(again.state).toEqual(game.state);
        },
      ),
      { numRuns: 4 },
    );
  });
});
