// Votes on words the Style card leaves to the players: cast, counted, and closed with the verdict
// (accepted with enough favourable votes), after which the turn goes on where the vote stopped it.
import type { Applied, GameEvent } from '../kind';
import { fail, ok, type Result } from '../result';
import type { WordJamConfig } from './config';
import { resolveFinal } from './final';
import { startVote } from './open-vote';
import type { Vote, WordJamState } from './state';
import { acceptAliBaba, resolveThieves } from './turn';

/** Votes needed: the option (rule book: 3), but never more than there are voters. */
const needed = (config: WordJamConfig, vote: Vote) =>
  Math.min(config.votesToAccept, vote.voters.length);

export function castVote(
  config: WordJamConfig,
  state: WordJamState,
  seat: number,
  accept: boolean,
): Result<Applied<WordJamState>> {
  const vote = state.turn.vote!;
  if (!vote.voters.includes(seat)) {
    return fail('not-a-voter', 'You cannot vote on your own word: the other players decide.');
  }
  const yes = vote.yes.filter((s) => s !== seat);
  const no = vote.no.filter((s) => s !== seat);
  (accept ? yes : no).push(seat);
  const next = { ...vote, yes, no };
  const updated = { ...state, turn: { ...state.turn, vote: next } };
  const need = needed(config, next);
  if (yes.length >= need) return ok(closeVote(config, updated, true));
  if (no.length > next.voters.length - need) return ok(closeVote(config, updated, false));
  return ok({ state: updated, events: [] });
}

/**
 * At the deadline the rule book's count still decides: the word needs its favourable votes (3,
 * or every voter when there are fewer). A voter who stayed silent has not said yes.
 */
export function expireVote(config: WordJamConfig, state: WordJamState): Applied<WordJamState> {
  const vote = state.turn.vote!;
  return closeVote(config, state, vote.yes.length >= needed(config, vote));
}

function closeVote(
  config: WordJamConfig,
  state: WordJamState,
  accepted: boolean,
): Applied<WordJamState> {
  const vote = state.turn.vote!;
  const { seat } = vote.word;
  const events: GameEvent[] = [
    {
      type: accepted ? 'word-accepted' : 'word-refused',
      seat,
      text: `The players ${accepted ? 'accept' : 'refuse'} ${vote.word.word}.`,
    },
  ];
  // Only Thieves' and final words are remembered by seat: a refused Ali Baba word leaves no mark.
  const judged = vote.purpose !== 'ali-baba';
  const turn = {
    ...state.turn,
    vote: null,
    accepted: judged && accepted ? [...state.turn.accepted, seat] : state.turn.accepted,
    refused: judged && !accepted ? [...state.turn.refused, seat] : state.turn.refused,
  };
  const next = { ...state, turn };
  if (vote.purpose === 'thief') return resolveThieves(config, next, events);
  if (vote.purpose === 'final') return resolveFinal(config, next, events);
  if (accepted) return acceptAliBaba(next, vote.word, events);
  // Refused: the next word received while the vote ran gets its own vote.
  const [waiting, ...queue] = turn.queue;
  const back = { ...next, turn: { ...turn, queue } };
  if (waiting) return startVote(back, waiting, 'ali-baba', events);
  return { state: { ...back, phase: 'play' }, events };
}
