// The Mumble-Jumble game kind: real-time rounds become choose → solve → challenge phases with deadlines.
import type { GameKind, Pending, Seat } from '../kind';
import { beforePhase, gameOver, phaseRefusal } from '../parlor';
import { fail, ok } from '../result';
import { seedRng } from '../rng';
import { challenge, done } from './challenge';
import { choose, declareBet, openSolve } from './choose';
import { format, type MumbleJumbleCommand, parse } from './command';
import { configure, type MumbleJumbleConfig } from './config';
import { help } from './help';
import { closeRound, newRound } from './round';
import { answer, coversAll, endSolve, opponentTrays, voteEnd } from './solve';
import type { MumbleJumbleState, Phase } from './state';
import { type MumbleJumbleView, view } from './view';

export type { MumbleJumbleCommand, MumbleJumbleConfig, MumbleJumbleState, MumbleJumbleView, Phase };
export { help };

function setup(config: MumbleJumbleConfig, seats: Seat[], seed: string): MumbleJumbleState {
  if (seats.length < 2 || seats.length > 6) {
    throw new Error(`Mumble-Jumble seats 2–6 players or teams, not ${seats.length}`);
  }
  return {
    rng: seedRng(seed),
    seats: seats.map((s) => s.name),
    chips: seats.map(() => config.startingChips),
    phase: 'choose',
    round: newRound(config, 1, seats.length),
    history: [],
    winners: [],
    endReason: null,
  };
}

type Kind = GameKind<MumbleJumbleConfig, MumbleJumbleState, MumbleJumbleCommand, MumbleJumbleView>;

const wrongPhase = phaseRefusal('game');

const apply: Kind['apply'] = (config, state, seat, command, ctx) => {
  const refused = beforePhase(state, seat);
  if (refused) return refused;
  const { phase } = state;
  switch (command.type) {
    case 'choose':
      if (phase !== 'choose') return wrongPhase(phase, 'choose a word');
      return choose(config, state, seat, command.words, command.bet, ctx);
    case 'bet': {
      if (phase !== 'choose') return wrongPhase(phase, 'declare a Bet-for-the-Win');
      const bet = declareBet(config, state, seat);
      if (!bet.ok) return bet;
      const text = `${state.seats[seat]} declares a Bet-for-the-Win!`;
      return ok({ state: bet.value, events: [{ type: 'bet', seat, text }] });
    }
    case 'words':
      if (phase === 'choose') {
        const words = command.words.map((word) => ({ word }));
        return choose(config, state, seat, words, false, ctx);
      }
      if (phase === 'solve') {
        const answers = command.words.map((word) => ({ word }));
        return answer(config, state, seat, answers, false, ctx.now);
      }
      return fail('wrong-phase', 'Answers are closed: reply CHALLENGE PLAYER WORD, or DONE.');
    case 'answer':
      if (phase !== 'solve') return wrongPhase(phase, 'answer');
      return answer(config, state, seat, command.answers, command.stop, ctx.now);
    case 'vote-end':
      if (phase !== 'solve') return wrongPhase(phase, 'vote to end the round');
      return voteEnd(config, state, seat, ctx.now);
    case 'challenge':
      if (phase !== 'challenge') return wrongPhase(phase, 'challenge');
      return challenge(state, seat, command.target, command.word, ctx);
    case 'done':
      if (phase !== 'challenge') return wrongPhase(phase, 'say DONE');
      return done(config, state, seat, ctx.now);
  }
};

/** The phase's deadline passed: missing words give no tray, missing answers score nothing. */
const expire: NonNullable<Kind['expire']> = (config, state, ctx) => {
  switch (state.phase) {
    case 'choose':
      return ok(openSolve(config, state, ctx.now));
    case 'solve':
      return ok(endSolve(config, state, 'deadline', ctx.now));
    case 'challenge':
      return ok(closeRound(config, state, ctx.now));
    case 'over':
      return gameOver();
  }
};

function pending(_config: MumbleJumbleConfig, state: MumbleJumbleState): Pending {
  const all = state.seats.map((_, s) => s);
  const round = state.round;
  switch (state.phase) {
    case 'choose':
      return { over: false, phase: 'choose', seats: all.filter((s) => round.choices[s] === null) };
    case 'solve':
      // A seat with no opponent tray (only its own words are out) has nothing to solve.
      return {
        over: false,
        phase: 'solve',
        seats: all.filter((s) => opponentTrays(state, s).length > 0 && !coversAll(state, s)),
      };
    case 'challenge':
      return { over: false, phase: 'challenge', seats: all.filter((s) => !round.done.includes(s)) };
    case 'over':
      return { over: true, phase: 'over', seats: [] };
  }
}

function phaseDuration(config: MumbleJumbleConfig, state: MumbleJumbleState): number | null {
  if (state.phase === 'choose') return config.chooseMs;
  if (state.phase === 'solve') return config.solveMs;
  if (state.phase === 'challenge') return config.challengeMs;
  return null;
}

export const mumbleJumble: Kind = {
  id: 'mumble-jumble',
  family: 'mumble-jumble',
  title: 'Mumble-Jumble',
  minPlayers: 2,
  maxPlayers: 6,
  configure,
  setup,
  parse,
  format,
  apply,
  view,
  pending,
  expire,
  phaseDuration,
};
