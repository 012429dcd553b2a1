// An in-memory lexicon straight from a word list: for tests and tools that bring their own small lists.
import { type CompileOptions, compileLexicon } from './compile';
import { CompiledLexicon } from './compiled-lexicon';

export function lexiconFromWords(
  id: string,
  words: Iterable<string>,
  options: CompileOptions = {},
): CompiledLexicon {
  return CompiledLexicon.fromBytes(id, compileLexicon(words, options));
}
