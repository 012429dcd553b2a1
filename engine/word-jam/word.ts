// Checking a word said in Word Jam: letters, the banned consonant, words used before, the Style card.
import type { ApplyContext } from '../kind';
import { fail, ok, type Result } from '../result';
import { banned, wordValue } from './deal';
import { letters } from './letters';
import type { Said, WordJamState } from './state';
import { needsVote, styleRefusal, styleTitles } from './style';

/** A checked word; `needsVote` when the Style card leaves it to the other players. */
export interface CheckedWord {
  said: Said;
  needsVote: boolean;
}

export function checkWord(
  state: WordJamState,
  seat: number,
  text: string,
  ctx: ApplyContext,
): Result<CheckedWord> {
  const turn = state.turn;
  const word = text.normalize('NFC').trim().toUpperCase().replace(/\s+/g, ' ');
  const bare = letters(word);
  const vote = needsVote(turn.style);
  if (bare.length === 0 || (!vote && !/^\p{L}+$/u.test(word))) {
    return fail('bad-word', `${text} is not a single word: write it in letters only.`);
  }
  if (banned(turn.deal, word)) {
    return fail(
      'banned-consonant',
      `${word} uses ${turn.deal[4]}, which lies on the crossed swords: it is banned this turn.`,
    );
  }
  if (state.used.includes(bare)) {
    return fail(
      'word-already-used',
      `${word} was already said in this game: words cannot be used twice.`,
    );
  }
  const refusal = vote ? null : styleRefusal(turn.style, word, ctx.lexicon);
  if (refusal) {
    return fail('not-in-style', `${refusal}. This turn's Style card: ${styleTitles[turn.style]}.`);
  }
  const said = { seat, word, value: wordValue(turn.deal, word), order: turn.received };
  return ok({ said, needsVote: vote });
}
