// Mumble-Jumble rounds: opening one, and closing one with its chips, bets and alternative ends.
import type { GameEvent } from '../kind';
import { type MumbleJumbleConfig, roundLength } from './config';
import type { BetOutcome, MumbleJumbleState, Round, RoundEnd, RoundSummary } from './state';

export function newRound(config: MumbleJumbleConfig, number: number, seats: number): Round {
  return {
    number,
    length: roundLength(config, number),
    choices: Array.from({ length: seats }, () => null),
    bets: [],
    trays: [],
    answers: Array.from({ length: seats }, () => []),
    stopper: null,
    endedBy: null,
    votesToEnd: [],
    challenges: [],
    done: [],
  };
}

/** Seats with the most chips. */
function leaders(chips: number[]): number[] {
  const best = Math.max(...chips);
  return chips.flatMap((c, seat) => (c === best ? [seat] : []));
}

/** A seat lost a challenge when one of its answers was struck. */
function lostChallenge(round: Round, seat: number): boolean {
  return round.challenges.some((c) => c.target === seat && !c.acceptable);
}

/** Chips each seat earns: one per upheld answer, one more for the stopper unless a challenge beat it. */
function earnings(round: Round): number[] {
  return round.answers.map((answers, seat) => {
    if (seat === round.stopper && lostChallenge(round, seat)) return 0;
    const upheld = answers.filter((a) => a.upheld).length;
    return upheld + (seat === round.stopper ? 1 : 0);
  });
}

/**
 * The rule book's Bet-for-the-Win outcome for one declarer. A declarer who lost a challenge
 * forfeits whatever else happened; otherwise the stake comes back only when the stopper lost a
 * challenge or a majority ended the round. Our email deadline is no exception: a declarer who
 * has not stopped by then has failed the bet (the stake is not returned for waiting it out).
 */
function betOutcome(round: Round, seat: number): BetOutcome['outcome'] {
  const stopper = round.stopper;
  if (lostChallenge(round, seat)) return 'forfeited';
  if (seat === stopper) return 'won';
  if (stopper !== null && lostChallenge(round, stopper)) return 'returned';
  if (round.endedBy === 'vote') return 'returned';
  return 'forfeited';
}

function name(state: MumbleJumbleState, seat: number): string {
  return state.seats[seat] ?? `seat ${seat}`;
}

/** Scores the round, settles bets, checks the ends, and opens the next round unless the game is over. */
export function closeRound(
  config: MumbleJumbleConfig,
  state: MumbleJumbleState,
  now: number,
): { state: MumbleJumbleState; events: GameEvent[] } {
  const round = state.round;
  const earned = earnings(round);
  const chips = state.chips.map((c, seat) => c + (earned[seat] ?? 0));
  const events: GameEvent[] = [];
  const bets: BetOutcome[] = round.bets.map((seat) => ({ seat, outcome: betOutcome(round, seat) }));
  for (const bet of bets) {
    if (bet.outcome !== 'forfeited') chips[bet.seat]! += config.betStake;
  }
  const summary: RoundSummary = {
    number: round.number,
    length: round.length,
    trays: round.trays,
    answers: round.answers,
    stopper: round.stopper,
    endedBy: round.endedBy as RoundEnd,
    challenges: round.challenges,
    earned,
    bets,
  };
  const scores = earned.map((e, seat) => `${name(state, seat)} +${e}`).join(', ');
  events.push({ type: 'round-scored', text: `Round ${round.number} scored: ${scores}.`, earned });
  for (const bet of bets) {
    events.push({
      type: `bet-${bet.outcome}`,
      seat: bet.seat,
      text:
        bet.outcome === 'won'
          ? `${name(state, bet.seat)} won the Bet-for-the-Win and the game!`
          : `${name(state, bet.seat)}'s Bet-for-the-Win stake was ${bet.outcome === 'returned' ? 'returned' : 'forfeited to the bank'}.`,
    });
  }
  const base = { ...state, chips, history: [...state.history, summary] };
  const end = gameEnd(config, base, bets, now);
  if (end) {
    events.push({
      type: 'game-over',
      text: `Game over (${end.reason}). Winner: ${end.winners.map((s) => name(state, s)).join(' and ')}.`,
      winners: end.winners,
    });
    return {
      state: { ...base, phase: 'over', round, winners: end.winners, endReason: end.reason },
      events,
    };
  }
  const next = newRound(config, round.number + 1, state.seats.length);
  events.push({
    type: 'round-started',
    text: `Round ${next.number}: choose a secret ${next.length}-letter word.`,
  });
  return { state: { ...base, phase: 'choose', round: next }, events };
}

function gameEnd(
  config: MumbleJumbleConfig,
  state: MumbleJumbleState,
  bets: BetOutcome[],
  now: number,
): { winners: number[]; reason: string } | null {
  const won = bets.find((b) => b.outcome === 'won');
  if (won) return { winners: [won.seat], reason: 'Bet-for-the-Win' };
  const { chips } = state;
  if (config.targetChips !== null && chips.some((c) => c >= config.targetChips!)) {
    return { winners: leaders(chips), reason: `${config.targetChips} chips reached` };
  }
  if (config.maxRounds !== null && state.round.number >= config.maxRounds) {
    return { winners: leaders(chips), reason: `${config.maxRounds} rounds played` };
  }
  if (config.endsAt !== null && now >= config.endsAt) {
    return { winners: leaders(chips), reason: 'the end date passed' };
  }
  return null;
}
