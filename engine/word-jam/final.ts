// The final turn (and tie rounds): sealed bets first, then words; best word per side scores 6 and 4.
import type { Applied, GameEvent } from '../kind';
import { fail, ok, type Result } from '../result';
import type { WordJamConfig } from './config';
import { endTurn, summarize } from './end';
import { startVote } from './open-vote';
import type { Said, Side, WordJamState } from './state';
import { needsVote } from './style';

/** The players who bet in the final turn (they alone send words: windows.ts). */
export const betting = (state: WordJamState) =>
  state.turn.players.filter((s) => state.turn.bets[s] !== null);

export function finalBet(
  config: WordJamConfig,
  state: WordJamState,
  seat: number,
  side: Side,
): Result<Applied<WordJamState>> {
  if (!state.turn.players.includes(seat))
    return fail('not-playing', 'Only the tied players play this round.');
  const bets = state.turn.bets.map((b, s) => (s === seat ? side : b));
  const next: WordJamState = { ...state, turn: { ...state.turn, bets } };
  const events: GameEvent[] = [{ type: 'bet-placed', seat, text: `${state.seats[seat]} has bet.` }];
  if (next.turn.players.some((s) => next.turn.bets[s] === null)) return ok({ state: next, events });
  return ok(closeFinalBets(config, next, events));
}

/** Bets are in (or time is up): words come next; nobody betting means nobody scores. */
export function closeFinalBets(
  config: WordJamConfig,
  state: WordJamState,
  events: GameEvent[],
): Applied<WordJamState> {
  if (betting(state).length === 0) return resolveFinal(config, state, events);
  events.push({ type: 'final-play', text: 'Bets are sealed. Now send your best word (or PASS).' });
  return { state: { ...state, phase: 'final-play' }, events };
}

/** Speaking order: whoever was first received (Open Sesame!), then clockwise from them. */
function ranked(state: WordJamState, side: Side): Said[] {
  const turn = state.turn;
  const words = turn.words.filter(
    (w): w is Said => w !== null && turn.bets[w.seat] === side && !turn.refused.includes(w.seat),
  );
  const all = turn.words.filter((w): w is Said => w !== null);
  const opener = all.length > 0 ? all.reduce((a, b) => (a.order <= b.order ? a : b)).seat : 0;
  const n = state.seats.length;
  const spoken = (w: Said) => (w.seat - opener + n) % n;
  // A later speaker must beat every word already said on his side, so ties go to the earlier.
  return words.sort((a, b) => b.value - a.value || spoken(a) - spoken(b));
}

export function resolveFinal(
  config: WordJamConfig,
  state: WordJamState,
  events: GameEvent[],
): Applied<WordJamState> {
  const turn = state.turn;
  const best: Record<Side, number | null> = { 'ali-baba': null, thieves: null };
  for (const side of ['ali-baba', 'thieves'] as const) {
    const top = ranked(state, side)[0];
    if (!top) continue;
    if (needsVote(turn.style) && !turn.accepted.includes(top.seat))
      return startVote(state, top, 'final', events);
    best[side] = top.seat;
  }
  const [ali, thief] = config.finalPoints;
  const points = state.seats.map((_, s) =>
    s === best['ali-baba'] ? ali : s === best.thieves ? thief : 0,
  );
  const name = (seat: number | null) => (seat === null ? 'nobody' : state.seats[seat]);
  events.push({
    type: 'final-scored',
    text: `Bets and words revealed. Best Ali Baba word: ${name(best['ali-baba'])} (${ali}); best Thieves word: ${name(best.thieves)} (${thief}).`,
    best,
  });
  return endTurn(config, state, { ...summarize(state, points), best }, events);
}
