// The reader: wraps a compiled lexicon's bytes in a Uint32Array and walks its DAWG and GADDAG in place.
import { Alphabet } from './alphabet';
import {
  ACCEPTS,
  FORMAT_VERSION,
  HEADER_WORDS,
  Header,
  LAST_ARC,
  LETTER_MASK,
  MAGIC,
  SEPARATOR,
  TARGET_SHIFT,
} from './format';
import type { Lexicon } from './lexicon';

/**
 * Nodes and arcs are plain numbers (u32 indexes into `packed`), so the move generator's hot path
 * allocates nothing. A node is the index of its first arc; node 0 has no arcs. Arc 0 means "no arc".
 */
export class CompiledLexicon implements Lexicon {
  /** The GADDAG separator's letter index (written ◇ or ^ in papers). */
  static readonly SEPARATOR = SEPARATOR;
  readonly id: string;
  readonly size: number;
  readonly packed: Uint32Array;
  readonly alphabet: Alphabet;
  readonly dawgRoot: number;
  readonly gaddagRoot: number;
  /** The most tiles in any word. */
  readonly longestWord: number;

  private constructor(id: string, packed: Uint32Array, alphabet: Alphabet) {
    this.id = id;
    this.packed = packed;
    this.alphabet = alphabet;
    this.size = packed[Header.wordCount]!;
    this.dawgRoot = packed[Header.dawgRoot]!;
    this.gaddagRoot = packed[Header.gaddagRoot]!;
    this.longestWord = packed[Header.longestWord]!;
  }

  /** Wraps compiled bytes (copied only when a Uint8Array view is not 4-byte aligned). Throws on a foreign file. */
  static fromBytes(id: string, bytes: ArrayBuffer | Uint8Array): CompiledLexicon {
    let view: Uint8Array = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    if (view.byteOffset % 4 !== 0) view = view.slice();
    if (view.byteLength < 48 || view.byteLength % 4 !== 0) {
      throw new Error(`lexicon ${id}: ${view.byteLength} bytes is not a compiled lexicon`);
    }
    const packed = new Uint32Array(view.buffer, view.byteOffset, view.byteLength / 4);
    if (packed[Header.magic] !== MAGIC) throw new Error(`lexicon ${id}: bad magic number`);
    if (packed[Header.version] !== FORMAT_VERSION) {
      throw new Error(
        `lexicon ${id}: format version ${packed[Header.version]}, expected ${FORMAT_VERSION}; rebuild it`,
      );
    }
    if (packed[Header.totalWords] !== packed.length) throw new Error(`lexicon ${id}: truncated`);
    if (!sectionsInOrder(packed)) throw new Error(`lexicon ${id}: header offsets out of range`);
    const at = packed[Header.alphabetOffset]!;
    const length = packed[at]!;
    const text = new TextDecoder().decode(
      new Uint8Array(packed.buffer, packed.byteOffset + (at + 1) * 4, length),
    );
    const alphabet = new Alphabet(text.split(' '));
    if (alphabet.size !== packed[Header.letterCount]) {
      throw new Error(`lexicon ${id}: alphabet table does not match its letter count`);
    }
    return new CompiledLexicon(id, packed, alphabet);
  }

  has(word: string): boolean {
    let arc = 0;
    let node = this.dawgRoot;
    for (let at = 0; at < word.length; ) {
      const tile = this.alphabet.tileAt(word, at);
      if (tile < 0) return false;
      arc = this.arc(node, tile & 0xff);
      if (arc === 0) return false;
      node = this.packed[arc]! >>> TARGET_SHIFT;
      at += tile >>> 8;
    }
    return arc !== 0 && (this.packed[arc]! & ACCEPTS) !== 0;
  }

  /** Whether the tile indexes `tiles[from..to)` spell a word (for cross-checks over a board row). */
  hasTiles(tiles: ArrayLike<number>, from = 0, to = tiles.length): boolean {
    let arc = 0;
    let node = this.dawgRoot;
    for (let i = from; i < to; i++) {
      arc = this.arc(node, tiles[i]!);
      if (arc === 0) return false;
      node = this.packed[arc]! >>> TARGET_SHIFT;
    }
    return arc !== 0 && (this.packed[arc]! & ACCEPTS) !== 0;
  }

  /** The arc leaving `node` with `letter`, or 0. Arcs of a node are sorted by letter, a separator first. */
  arc(node: number, letter: number): number {
    if (node === 0) return 0;
    const packed = this.packed;
    for (let arc = node; ; arc++) {
      const word = packed[arc]!;
      const l = word & LETTER_MASK;
      if (l === letter) return arc;
      // A GADDAG node's separator comes before its letters (see format.ts).
      if ((l > letter && l !== SEPARATOR) || (word & LAST_ARC) !== 0) return 0;
    }
  }

  /** The first arc of `node` (0 if it has none; a GADDAG node's separator, when it has one); iterate with nextArc(). */
  firstArc(node: number): number {
    return node;
  }

  /** The arc after `arc` in the same node, or 0 after the last. */
  nextArc(arc: number): number {
    return (this.packed[arc]! & LAST_ARC) !== 0 ? 0 : arc + 1;
  }

  arcLetter(arc: number): number {
    return this.packed[arc]! & LETTER_MASK;
  }

  /** Whether the path ending with this arc is a word (DAWG) or a complete GADDAG entry. */
  arcAccepts(arc: number): boolean {
    return (this.packed[arc]! & ACCEPTS) !== 0;
  }

  /** The node this arc leads to (0 when nothing follows). */
  arcTarget(arc: number): number {
    return this.packed[arc]! >>> TARGET_SHIFT;
  }

  /** Follows `letter` from `node`: the next node, or -1 when there is no such arc. */
  follow(node: number, letter: number): number {
    const arc = this.arc(node, letter);
    return arc === 0 ? -1 : this.packed[arc]! >>> TARGET_SHIFT;
  }

  /** Every word in alphabetical tile order (tests and tools; allocates). */
  *words(): Generator<string> {
    const tiles: number[] = [];
    const packed = this.packed;
    const alphabet = this.alphabet;
    function* walk(node: number): Generator<string> {
      for (let arc = node; arc !== 0; ) {
        const word = packed[arc]!;
        tiles.push(word & LETTER_MASK);
        if ((word & ACCEPTS) !== 0) yield alphabet.spell(tiles);
        yield* walk(word >>> TARGET_SHIFT);
        tiles.pop();
        arc = (word & LAST_ARC) !== 0 ? 0 : arc + 1;
      }
    }
    yield* walk(this.dawgRoot);
  }

  [Symbol.iterator](): Iterator<string> {
    return this.words();
  }
}

/** Header sanity: sections follow each other and each root lies inside its own section (or is 0). */
function sectionsInOrder(packed: Uint32Array): boolean {
  const alphabet = packed[Header.alphabetOffset]!;
  const dawg = packed[Header.dawgOffset]!;
  const gaddag = packed[Header.gaddagOffset]!;
  const end = packed.length;
  const inside = (root: number, from: number, to: number) =>
    root === 0 || (root >= from && root < to);
  return (
    packed[Header.headerWords] === HEADER_WORDS &&
    alphabet >= HEADER_WORDS &&
    alphabet < dawg &&
    Math.ceil(packed[alphabet]! / 4) <= dawg - alphabet - 1 &&
    dawg <= gaddag &&
    gaddag <= end &&
    inside(packed[Header.dawgRoot]!, dawg, gaddag) &&
    inside(packed[Header.gaddagRoot]!, gaddag, end)
  );
}
