// Which installed lexicon a game or the calculator checks words against, and what to tell people
// when the word list the rule book names (WWF's ENABLE) is not installed.
import { DEFAULT_LEXICON, lexiconIds } from '../dictionaries/registry';
import { rulesets } from '../engine/crossword/rulesets/index';

export interface WordListChoice {
  /** The lexicon id words are checked against. */
  lexicon: string;
  /** Why that list, when it is not the one the rule book names; null when it is (or none is named). */
  note: string | null;
}

/** The rule book's own list when installed, else the default lexicon with a note saying so. */
export function wordListFor(rulesetId: string, installed = lexiconIds()): WordListChoice {
  const named = rulesets[rulesetId]?.wordList ?? null;
  if (named === null) return { lexicon: DEFAULT_LEXICON, note: null };
  if (installed.includes(named.lexicon)) return { lexicon: named.lexicon, note: null };
  return {
    lexicon: DEFAULT_LEXICON,
    note: missingListNote(named.name, named.lexicon),
  };
}

/** The sentence shown on the calculator page and in the game's invitation. */
export function missingListNote(name: string, id: string): string {
  return `${name}, the word list this game uses, is not installed on this server, so words are checked against the "${DEFAULT_LEXICON}" list instead. An operator adds ${name} with: npm run lexicon -- build ${id} FILE`;
}
