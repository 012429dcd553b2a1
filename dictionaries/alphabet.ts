// A lexicon's tiles in index order, and turning a word into tile indexes (multi-letter tiles such as CH first).
import { MAX_LETTERS } from './format';

/** The 26 letters A–Z: the alphabet of English, Dutch and any list compiled without one. */
export const LATIN = Object.freeze('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));

/**
 * Tiles of the languages in shared tile sets (letter facts only). Spanish keeps CH, LL, RR and Ñ as
 * tiles of their own and has no K or W; German has Ä Ö Ü tiles. Accents that are not tiles are folded.
 */
export const ALPHABETS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  latin: LATIN,
  english: LATIN,
  dutch: LATIN,
  spanish: Object.freeze('A B C CH D E F G H I J L LL M N Ñ O P Q R RR S T U V X Y Z'.split(' ')),
  french: LATIN,
  italian: LATIN,
  german: Object.freeze([...LATIN, 'Ä', 'Ö', 'Ü']),
  portuguese: Object.freeze([...LATIN, 'Ç']),
});

/** Tiles with a code unit of their own: a table lookup; multi-letter tiles are tried first, longest first. */
export class Alphabet {
  readonly letters: readonly string[];
  private readonly single = new Int8Array(0x10000).fill(-1);
  private readonly multi: { text: string; lower: string; index: number }[] = [];

  constructor(letters: readonly string[]) {
    if (letters.length === 0 || letters.length > MAX_LETTERS) {
      throw new Error(`an alphabet has 1 to ${MAX_LETTERS} tiles, not ${letters.length}`);
    }
    const seen = new Set<string>();
    for (const letter of letters) {
      if (letter.length === 0 || /\s/.test(letter) || seen.has(letter)) {
        throw new Error(`bad or repeated tile ${JSON.stringify(letter)} in alphabet`);
      }
      seen.add(letter);
    }
    this.letters = Object.freeze([...letters]);
    letters.forEach((letter, index) => {
      if (letter.length === 1) {
        this.single[letter.charCodeAt(0)] = index;
        const lower = letter.toLowerCase();
        if (lower.length === 1 && this.single[lower.charCodeAt(0)] === -1) {
          this.single[lower.charCodeAt(0)] = index;
        }
      } else {
        this.multi.push({ text: letter, lower: letter.toLowerCase(), index });
      }
    });
    this.multi.sort((a, b) => b.text.length - a.text.length);
  }

  get size(): number {
    return this.letters.length;
  }

  /** The index of one tile (`CH`, `Ñ`, `a` for a blank's letter), or -1. */
  indexOf(tile: string): number {
    if (tile.length === 1) return this.single[tile.charCodeAt(0)]!;
    for (const m of this.multi) if (m.text === tile || m.lower === tile) return m.index;
    return -1;
  }

  /**
   * The tile at `word[at]`: returns index + (length << 8) so callers advance without allocating,
   * or -1 when no tile starts there.
   */
  tileAt(word: string, at: number): number {
    const multi = this.multi;
    for (let i = 0; i < multi.length; i++) {
      const m = multi[i]!;
      if (word.startsWith(m.text, at) || word.startsWith(m.lower, at)) {
        return m.index | (m.text.length << 8);
      }
    }
    const index = this.single[word.charCodeAt(at)]!;
    return index < 0 ? -1 : index | (1 << 8);
  }

  /** A word as tile indexes, or undefined when a character is not in the alphabet. */
  tokenize(word: string): number[] | undefined {
    const tiles: number[] = [];
    for (let at = 0; at < word.length; ) {
      const tile = this.tileAt(word, at);
      if (tile < 0) return undefined;
      tiles.push(tile & 0xff);
      at += tile >>> 8;
    }
    return tiles;
  }

  /** Tile indexes back to text (`[2, 3]` → `CH` + `D` in Spanish). */
  spell(tiles: ArrayLike<number>): string {
    let text = '';
    for (let i = 0; i < tiles.length; i++) text += this.letters[tiles[i]!] ?? '?';
    return text;
  }
}
