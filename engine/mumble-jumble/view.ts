// What one seat may see of a Mumble-Jumble game: secret words and answers stay hidden until revealed.
import type { MumbleJumbleConfig } from './config';
import { help } from './help';
import type { Answer, Challenge, MumbleJumbleState, Phase, RoundSummary } from './state';

/**
 * The view JSON:
 * - `game`: always "mumble-jumble"; `phase`: choose | solve | challenge | over; `help`: what to reply now.
 * - `round`: round number; `wordLength`: letters per word this round; `traysPerSeat`.
 * - `seats[]`: `{seat, name, chips, betForTheWin (declared this round), chosen (has chosen this round),
 *   answered (trays answered so far), votedToEnd, done (finished challenging)}`.
 * - `you`: your seat or null; `yourWords`: your words and jumbles this round; `canBet`: you may BET now.
 * - `trays[]`: in solve/challenge, `{id, owner, ownerName, jumble, word}` — `word` only once the
 *   round has ended (or for your own trays).
 * - `yourAnswers[]`: `{tray, word, upheld}`; `answers`: everyone's, per seat, once the round has ended.
 * - `stopper`, `endedBy` (stop | deadline | vote), `challenges[]`: this round's, once it has ended.
 * - `history[]`: closed rounds with words, answers, challenges, `earned` chips and bet outcomes.
 * - `rules`: the options that matter to players; `winners` and `endReason` once over.
 */
export interface MumbleJumbleView {
  game: 'mumble-jumble';
  phase: Phase;
  help: string;
  round: number;
  wordLength: number;
  seats: {
    seat: number;
    name: string;
    chips: number;
    betForTheWin: boolean;
    chosen: boolean;
    answered: number;
    votedToEnd: boolean;
    done: boolean;
  }[];
  you: number | null;
  yourWords: { word: string; jumble: string }[];
  canBet: boolean;
  trays: { id: number; owner: number; ownerName: string; jumble: string; word: string | null }[];
  yourAnswers: Answer[];
  answers: Answer[][] | null;
  stopper: number | null;
  endedBy: string | null;
  challenges: Challenge[];
  history: RoundSummary[];
  rules: {
    startingChips: number;
    betForTheWin: boolean;
    betThreshold: number;
    betStake: number;
    targetChips: number | null;
    maxRounds: number | null;
    endsAt: string | null;
  };
  winners: number[];
  endReason: string | null;
}

export function view(
  config: MumbleJumbleConfig,
  state: MumbleJumbleState,
  seat: number | null,
): MumbleJumbleView {
  const round = state.round;
  const revealed = state.phase === 'challenge' || state.phase === 'over';
  const mine = seat === null ? [] : (round.choices[seat] ?? []);
  const canBet =
    seat !== null &&
    state.phase === 'choose' &&
    config.betForTheWin &&
    !round.bets.includes(seat) &&
    state.chips[seat]! >= config.betThreshold;
  return {
    game: 'mumble-jumble',
    phase: state.phase,
    help: help(config, state.phase),
    round: round.number,
    wordLength: round.length,
    seats: state.seats.map((name, s) => ({
      seat: s,
      name,
      chips: state.chips[s]!,
      betForTheWin: round.bets.includes(s),
      chosen: round.choices[s] !== null,
      answered: round.answers[s]!.length,
      votedToEnd: round.votesToEnd.includes(s),
      done: round.done.includes(s),
    })),
    you: seat,
    yourWords: mine.map((c) => ({ ...c })),
    canBet,
    trays: round.trays.map((t) => ({
      id: t.id,
      owner: t.owner,
      ownerName: state.seats[t.owner]!,
      jumble: t.jumble,
      word: revealed || t.owner === seat ? t.word : null,
    })),
    yourAnswers: seat === null ? [] : round.answers[seat]!,
    answers: revealed ? round.answers : null,
    stopper: round.stopper,
    endedBy: round.endedBy,
    challenges: round.challenges,
    history: state.history,
    rules: {
      startingChips: config.startingChips,
      betForTheWin: config.betForTheWin,
      betThreshold: config.betThreshold,
      betStake: config.betStake,
      targetChips: config.targetChips,
      maxRounds: config.maxRounds,
      endsAt: config.endsAt === null ? null : new Date(config.endsAt).toISOString(),
    },
    winners: state.winners,
    endReason: state.endReason,
  };
}
