// The Lexicon reader's public face. The implementation wraps the compiled bytes without parsing.
export interface Lexicon {
  /** The id games name it by, e.g. `english`, `enable`. */
  readonly id: string;
  /** Number of words. */
  readonly size: number;
  /** Whether `word` (uppercase tile letters, multi-letter tiles as written, e.g. `CHICO`) is a word. */
  has(word: string): boolean;
}
