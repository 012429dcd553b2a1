// The word graphs a generator walks: the lexicon itself plus, when a ruleset allows words the lexicon
// lacks (Jamble's two-letter list), a small supplement compiled in memory from just those words.
import { compileLexicon } from '../../../dictionaries/compile';
import { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import { keptFor } from './keyed-cache';

// Keyed by lexicon, then by the extra-word list's identity: rulesets share one frozen array.
const supplements = new WeakMap<
  CompiledLexicon,
  WeakMap<readonly string[], CompiledLexicon | null>
>();

/**
 * The lexicon first, then (when some extra words are missing from it) a supplement holding only the
 * missing ones. The parts never share a word, so a main word is found in exactly one of them.
 */
export function wordGraphsFor(
  lexicon: CompiledLexicon,
  extraWords: readonly string[] = [],
): CompiledLexicon[] {
  if (extraWords.length === 0) return [lexicon];
  const supplement = keptFor(supplements, lexicon, extraWords, () => {
    const missing = extraWords.map((w) => w.toUpperCase()).filter((w) => !lexicon.has(w));
    if (missing.length === 0) return null;
    const bytes = compileLexicon(missing, { alphabet: lexicon.alphabet.letters });
    return CompiledLexicon.fromBytes(`${lexicon.id}+extra`, bytes);
  });
  return supplement === null ? [lexicon] : [lexicon, supplement];
}
