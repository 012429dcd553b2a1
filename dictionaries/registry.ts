// The lexicons bundled into the worker, by id: wrapped lazily, once per isolate. No file system.
import { lexiconBytes } from './build/index';
import { CompiledLexicon } from './compiled-lexicon';
import type { Lexicon } from './lexicon';

export const DEFAULT_LEXICON = 'english';

const loaded = new Map<string, CompiledLexicon>();

/** The lexicon named `id`, or undefined when no such lexicon was built into this bundle. */
export function getLexicon(id: string): CompiledLexicon | undefined {
  let lexicon = loaded.get(id);
  if (lexicon === undefined) {
    const bytes = Object.hasOwn(lexiconBytes, id) ? lexiconBytes[id] : undefined;
    if (bytes === undefined) return undefined;
    lexicon = CompiledLexicon.fromBytes(id, bytes);
    loaded.set(id, lexicon);
  }
  return lexicon;
}

/** Ids of every bundled lexicon, sorted. */
export function lexiconIds(): string[] {
  return Object.keys(lexiconBytes).sort();
}

export type { Lexicon };
