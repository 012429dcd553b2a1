// Sealing a word or a PASS, as Thieves and final-turn bettors do: a sealed word replaces one sent
// earlier (or a pass) until everyone who may send has sent one or passed.
import type { ApplyContext } from '../kind';
import { ok, type Result } from '../result';
import type { Said, WordJamState } from './state';
import { checkWord } from './word';

/** A test a window adds to the word checks (a Thief's word must beat Ali Baba's). */
export type SealTest = (said: Said) => Result<never> | null;

/** `seat` seals `text` (a word, or null for PASS); a pass withdraws a word sent earlier. */
export function seal(
  state: WordJamState,
  seat: number,
  text: string | null,
  ctx: ApplyContext,
  test: SealTest = () => null,
): Result<WordJamState> {
  const turn = state.turn;
  if (text === null) {
    const words = turn.words.map((w, s) => (s === seat ? null : w));
    return ok({ ...state, turn: { ...turn, words, passed: [...turn.passed, seat] } });
  }
  const checked = checkWord(state, seat, text, ctx);
  if (!checked.ok) return checked;
  const { said } = checked.value;
  const refused = test(said);
  if (refused) return refused;
  const words = turn.words.map((w, s) => (s === seat ? said : w));
  const passed = turn.passed.filter((s) => s !== seat);
  return ok({ ...state, turn: { ...turn, words, passed, received: turn.received + 1 } });
}

/** Whether every one of `senders` has sealed a word or passed. */
export const allSealed = (state: WordJamState, senders: readonly number[]) =>
  senders.every((s) => state.turn.words[s] !== null || state.turn.passed.includes(s));
