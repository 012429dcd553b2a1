// The Word Jam game kind: Open Sesame, sealed bets and the Thieves' window become phases with deadlines.
import type { GameKind, Pending, Seat } from '../kind';
import { beforePhase, gameOver, phaseRefusal } from '../parlor';
import { fail, ok, type Result } from '../result';
import { seedRng, shuffle } from '../rng';
import { format, parse, type WordJamCommand } from './command';
import { configure, type WordJamConfig } from './config';
import { newTurn, openingPhase } from './deal';
import { endTurn, summarize } from './end';
import { closeFinalBets, finalBet, resolveFinal } from './final';
import { help } from './help';
import type { Phase, WordJamState } from './state';
import { closeBets, placeBet, playWord, resolveThieves, thieves } from './turn';
import { view, type WordJamView } from './view';
import { castVote, expireVote } from './vote';
import { sealedWord } from './windows';

export type { Phase, WordJamCommand, WordJamConfig, WordJamState, WordJamView };
export { help };

function setup(config: WordJamConfig, seats: Seat[], seed: string): WordJamState {
  if (seats.length < config.minPlayers || seats.length > 12) {
    throw new Error(`Word Jam seats ${config.minPlayers}–12 players, not ${seats.length}`);
  }
  const rng = seedRng(seed);
  const styleDeck = shuffle(rng, [...config.styleCards]);
  const base = { rng, styleDeck, seats: seats.map((s) => s.name) };
  const all = seats.map((_, s) => s);
  const first = newTurn(config, base, 1, config.turns === 1 ? 'final' : 'ordinary', all);
  return {
    ...base,
    rng: first.rng,
    styleDeck: first.styleDeck,
    scores: seats.map(() => 0),
    phase: openingPhase(first.turn),
    turn: first.turn,
    used: [],
    history: [],
    tieRounds: 0,
    winners: [],
  };
}

type Kind = GameKind<WordJamConfig, WordJamState, WordJamCommand, WordJamView>;

const wrongPhase = phaseRefusal('turn');

const apply: Kind['apply'] = (config, state, seat, command, ctx) => {
  const refused = beforePhase(state, seat);
  if (refused) return refused;
  const { phase } = state;
  // In a tie round the others sit out, but still vote on words a Style card leaves to the table.
  if (!state.turn.players.includes(seat) && command.type !== 'vote')
    return fail('not-playing', 'Only the tied players play this round.');
  switch (command.type) {
    case 'word':
      if (phase === 'play' || (phase === 'vote' && state.turn.vote?.purpose === 'ali-baba')) {
        return playWord(state, seat, command.word, ctx);
      }
      if (phase === 'thieves' || phase === 'final-play')
        return sealedWord(config, state, seat, command.word, ctx);
      if (phase === 'bet')
        return fail('bet-first', 'Bet first: ALI BABA, or THIEVES with your word.');
      return wrongPhase(phase, 'send a word');
    case 'pass':
      if (phase === 'thieves' || phase === 'final-play')
        return sealedWord(config, state, seat, null, ctx);
      return wrongPhase(phase, 'pass');
    case 'bet':
      if (phase === 'bet') return placeBet(config, state, seat, command.side, command.word, ctx);
      if (phase === 'final-bet') {
        if (command.word)
          return fail(
            'bet-first',
            'In the final turn bets come first: send your word after the bets close.',
          );
        return finalBet(config, state, seat, command.side);
      }
      return wrongPhase(phase, 'bet');
    case 'vote':
      if (phase !== 'vote') return wrongPhase(phase, 'vote');
      return castVote(config, state, seat, command.accept);
  }
};

/** The phase's window closed: missing bets and words score nothing; the game goes on. */
const expire: NonNullable<Kind['expire']> = (config, state) => {
  const events = [{ type: 'deadline', text: 'Time is up.' }];
  switch (state.phase) {
    case 'play':
      return ok(
        endTurn(
          config,
          state,
          summarize(
            state,
            state.seats.map(() => 0),
          ),
          events,
        ),
      );
    case 'vote':
      return ok(expireVote(config, state));
    case 'bet':
      return ok(closeBets(config, state, events));
    case 'thieves':
      return ok(resolveThieves(config, state, events));
    case 'final-bet':
      return ok(closeFinalBets(config, state, events));
    case 'final-play':
      return ok(resolveFinal(config, state, events));
    case 'over':
      return gameOver();
  }
};

function pending(_config: WordJamConfig, state: WordJamState): Pending {
  const turn = state.turn;
  const { phase } = state;
  const players = turn.players;
  const unbet = (s: number) => turn.bets[s] === null;
  const silent = (s: number) => turn.words[s] === null && !turn.passed.includes(s);
  const seats: Record<Phase, () => number[]> = {
    play: () => players,
    vote: () =>
      turn.vote!.voters.filter((s) => !turn.vote!.yes.includes(s) && !turn.vote!.no.includes(s)),
    bet: () => players.filter((s) => s !== turn.aliBaba?.seat && unbet(s)),
    thieves: () => thieves(state).filter(silent),
    'final-bet': () => players.filter(unbet),
    'final-play': () => players.filter((s) => !unbet(s) && silent(s)),
    over: () => [],
  };
  return { over: phase === 'over', phase, seats: seats[phase]() };
}

/** The box says 5–12 players; the minPlayers option lets 3 or 4 play. */
function checkSeats(config: WordJamConfig, seats: number): Result<void> {
  if (seats >= config.minPlayers && seats <= 12) return ok(undefined);
  return fail(
    'wrong-player-count',
    `Word Jam is for ${config.minPlayers}–12 players; you named ${seats}. With 3 or 4, set the option minPlayers.`,
  );
}

function phaseDuration(config: WordJamConfig, state: WordJamState): number | null {
  const by: Record<Phase, number | null> = {
    play: config.playMs,
    vote: config.voteMs,
    bet: config.betMs,
    thieves: config.thievesMs,
    'final-bet': config.betMs,
    'final-play': config.playMs,
    over: null,
  };
  return by[state.phase];
}

export const wordJam: Kind = {
  id: 'word-jam',
  family: 'word-jam',
  title: 'Word Jam',
  minPlayers: 3,
  maxPlayers: 12,
  configure,
  setup,
  parse,
  format,
  apply,
  view,
  pending,
  expire,
  phaseDuration,
  checkSeats,
};
