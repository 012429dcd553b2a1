// The two windows for sealed words: the Thieves' (after the bets) and the final turn's. Who may
// send, what else a word must do, and what closes the window once everyone has sent or passed.
import type { Applied, ApplyContext, GameEvent } from '../kind';
import { fail, ok, type Result } from '../result';
import type { WordJamConfig } from './config';
import { betting, resolveFinal } from './final';
import { allSealed, type SealTest, seal } from './seal';
import type { WordJamState } from './state';
import { beatsAliBaba, resolveThieves, thieves } from './turn';

interface SealedWindow {
  senders(state: WordJamState): number[];
  /** Why a seat that may not send is refused. */
  outsider: Result<never>;
  test(state: WordJamState): SealTest;
  /** What the table hears when a word or pass is sealed. */
  sealed(state: WordJamState, seat: number): GameEvent[];
  close(config: WordJamConfig, state: WordJamState, events: GameEvent[]): Applied<WordJamState>;
}

const windows: Record<'thieves' | 'final-play', SealedWindow> = {
  thieves: {
    senders: thieves,
    outsider: fail('not-a-thief', 'Only the Thieves send words now.'),
    test: beatsAliBaba,
    sealed: () => [],
    close: resolveThieves,
  },
  'final-play': {
    senders: betting,
    outsider: fail(
      'no-bet',
      'You did not bet before the deadline, so you sit this final turn out.',
    ),
    test: () => () => null,
    sealed: (state, seat) => [{ type: 'final-word', seat, text: `${state.seats[seat]} is ready.` }],
    close: resolveFinal,
  },
};

/** A sealed word (or PASS, `text` null) in the window `state` is in. */
export function sealedWord(
  config: WordJamConfig,
  state: WordJamState,
  seat: number,
  text: string | null,
  ctx: ApplyContext,
): Result<Applied<WordJamState>> {
  const window = windows[state.phase as keyof typeof windows];
  if (!window) throw new Error(`no window for sealed words in the ${state.phase} phase`);
  if (!window.senders(state).includes(seat)) return window.outsider;
  const next = seal(state, seat, text, ctx, window.test(state));
  if (!next.ok) return next;
  const events = window.sealed(state, seat);
  if (!allSealed(next.value, window.senders(next.value))) return ok({ state: next.value, events });
  return ok(window.close(config, next.value, events));
}
