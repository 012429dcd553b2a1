// Expected failures are values: a stable code for programs, a message written for the player.
export interface RuleError {
  /** Stable, kebab-case, e.g. `not-your-turn`, `word-not-in-lexicon`, `square-taken`. */
  code: string;
  /** Tells the player what was wrong and how to fix it. */
  message: string;
}

export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = (code: string, message: string): Result<never, RuleError> => ({
  ok: false,
  error: { code, message },
});
