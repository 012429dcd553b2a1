// The play list keeps plays as records in reused chunks: what forEach gives back is exactly what was
// added since the last clear, in order, whatever earlier positions left in the chunks.
import { describe, expect, it } from 'vitest';
import { BLANK_BIT, PlayList, SQUARE_SHIFT } from '../../../engine/crossword/movegen/play-list';

interface Play {
  score: number;
  direction: number;
  tiles: number[];
}

/** Deterministic plays of 1–7 tiles on a 15×15 board, some with blanks. */
function makePlays(count: number, salt: number): Play[] {
  const plays: Play[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + ((i * 3 + salt) % 7);
    const tiles: number[] = [];
    for (let k = 0; k < length; k++) {
      const square = (i * 13 + k * 15 + salt) % 225;
      const blank = (i + k + salt) % 5 === 0 ? BLANK_BIT : 0;
      tiles.push((square << SQUARE_SHIFT) | blank | ((i + k) % 26));
    }
    plays.push({ score: (i * 37 + salt) % 2000, direction: (i + salt) % 2, tiles });
  }
  return plays;
}

function fill(list: PlayList, plays: Play[]): void {
  list.clear();
  const stack = new Int32Array(64);
  for (const p of plays) {
    stack.set(p.tiles);
    list.add(p.score, p.direction, stack, p.tiles.length);
  }
}

function read(list: PlayList): Play[] {
  const out: Play[] = [];
  list.forEach((score, direction, tiles, from, length) => {
    out.push({ score, direction, tiles: [...tiles.subarray(from, from + length)] });
  });
  return out;
}

describe('PlayList', () => {
  it('gives back every play in order across many chunks', () => {
    const list = new PlayList();
    const plays = makePlays(50_000, 1);
    fill(list, plays);
    expect(list.count).toBe(50_000);
    expect(read(list)).toEqual(plays);
    // 50,000 plays of 4 tiles on average do not fit one 32,768-word chunk.
    expect(list.bytes).toBeGreaterThan(65_536);
  });

  it('after a large position, a smaller one reads only its own plays (stale chunk tails are skipped)', () => {
    const list = new PlayList();
    fill(list, makePlays(50_000, 2));
    const bytes = list.bytes;
    for (const count of [0, 1, 9_000, 20_000, 33_333]) {
      const plays = makePlays(count, count);
      fill(list, plays);
      expect(read(list)).toEqual(plays);
    }
    // The chunks are kept, not made again.
    expect(list.bytes).toBe(bytes);
  });

  it('gives back every play of positions around the end of the small first chunk, largest first', () => {
    const list = new PlayList();
    // About 40 plays fill the first chunk's 256 words; later positions reuse it with stale tails.
    for (let count = 80; count >= 0; count--) {
      const plays = makePlays(count, count);
      fill(list, plays);
      expect(list.count).toBe(count);
      expect(read(list)).toEqual(plays);
    }
  });

  it('lists every play again transposed, as down plays in the same order, across chunks and after a larger position', () => {
    const list = new PlayList();
    const n = 15;
    const mirror = new Uint16Array(n * n).map((_, sq) => (sq % n) * n + Math.floor(sq / n));
    const transposed = (p: Play): Play => ({
      score: p.score,
      direction: 1,
      tiles: p.tiles.map((t) => (mirror[t >> SQUARE_SHIFT]! << SQUARE_SHIFT) | (t & 0x7f)),
    });
    fill(list, makePlays(40_000, 3));
    for (const count of [0, 1, 39, 5_000, 12_000]) {
      const plays = makePlays(count, count).map((p) => ({ ...p, direction: 0 }));
      fill(list, plays);
      list.addTransposed(mirror);
      expect(list.count).toBe(2 * count);
      expect(read(list)).toEqual([...plays, ...plays.map(transposed)]);
    }
  });

  it('refuses a score the 16-bit record cannot hold, rather than storing it wrong', () => {
    const list = new PlayList();
    expect(() => list.add(70_000, 0, new Int32Array([1]), 1)).toThrow(/does not fit/);
    expect(list.count).toBe(0);
  });
});
