// Closing a Word Jam turn: points into the scores, the next turn, a tie round, or the end.
import type { Applied, GameEvent } from '../kind';
import type { WordJamConfig } from './config';
import { newTurn, openingPhase } from './deal';
import { letters } from './letters';
import { saidAloud } from './spoken';
import type { TurnSummary, WordJamState } from './state';
import { styleTitles } from './style';

function leaders(scores: number[], among: number[]): number[] {
  const best = Math.max(...among.map((s) => scores[s]!));
  return among.filter((s) => scores[s] === best);
}

/**
 * Records the turn and deals the next (or ends the game). Only words said aloud are recorded and
 * marked used: a Thief's word nobody heard (the Head Thief spoke first) stays its owner's secret
 * and may still be said later.
 */
export function endTurn(
  config: WordJamConfig,
  state: WordJamState,
  played: TurnSummary,
  events: GameEvent[],
): Applied<WordJamState> {
  const scores = state.scores.map((s, seat) => s + (played.points[seat] ?? 0));
  const spoken = saidAloud(state.turn, state.seats.length);
  const summary = {
    ...played,
    words: played.words.map((w) => (w && spoken.includes(w) ? w : null)),
  };
  const said = [summary.aliBaba, ...spoken.filter((w) => !state.turn.refused.includes(w.seat))]
    .filter((s) => s !== null)
    .map((s) => letters(s.word));
  const used = [...new Set([...state.used, ...said])];
  const base: WordJamState = { ...state, scores, used, history: [...state.history, summary] };
  const gained = summary.points.flatMap((p, seat) => (p > 0 ? [`${state.seats[seat]} +${p}`] : []));
  events.push({
    type: 'turn-scored',
    text: `Turn ${summary.number} scored: ${gained.join(', ') || 'nobody scores'}.`,
    points: summary.points,
  });
  const number = summary.number + 1;
  let kind: 'ordinary' | 'final' | 'tie' = number < config.turns ? 'ordinary' : 'final';
  let players = state.seats.map((_, seat) => seat);
  let tieRounds = state.tieRounds;
  if (summary.number >= config.turns) {
    const top = leaders(scores, players);
    if (top.length === 1 || tieRounds >= config.maxTieRounds) {
      const names = top.map((s) => state.seats[s]).join(' and ');
      events.push({ type: 'game-over', text: `Game over. Winner: ${names}.`, winners: top });
      return { state: { ...base, phase: 'over', winners: top }, events };
    }
    kind = 'tie';
    players = top;
    tieRounds += 1;
  }
  const next = newTurn(config, base, number, kind, players);
  const turn = next.turn;
  const what =
    kind === 'ordinary' ? `Turn ${number}` : kind === 'final' ? 'The final turn' : 'A tie round';
  events.push({
    type: 'turn-started',
    text: `${what}: ${turn.deal.slice(0, 4).join(' ')} on coins 1 2 3 3, ${turn.deal[4]} banned. Style: ${styleTitles[turn.style]}.`,
  });
  return {
    state: {
      ...base,
      rng: next.rng,
      styleDeck: next.styleDeck,
      turn,
      tieRounds,
      phase: openingPhase(turn),
    },
    events,
  };
}

/** An empty summary of the current turn to fill in. */
export function summarize(state: WordJamState, points: number[]): TurnSummary {
  const turn = state.turn;
  return {
    number: turn.number,
    kind: turn.kind,
    style: turn.style,
    deal: turn.deal,
    aliBaba: turn.aliBaba,
    bets: turn.bets,
    words: turn.words,
    headThief: null,
    best: { 'ali-baba': null, thieves: null },
    points,
  };
}
