// Opening a vote on a word the Style card leaves to the players (vote.ts counts it and closes it).
import type { Applied, GameEvent } from '../kind';
import type { Said, Vote, WordJamState } from './state';

/**
 * Opens a vote on `word`: everyone at the table but its sender votes ("all players vote"), also
 * in a tie round, where the players out of it are the only ones with nothing at stake.
 */
export function startVote(
  state: WordJamState,
  word: Said,
  purpose: Vote['purpose'],
  events: GameEvent[],
): Applied<WordJamState> {
  const voters = state.seats.map((_, s) => s).filter((s) => s !== word.seat);
  events.push({
    type: 'vote-started',
    seat: word.seat,
    text: `${state.seats[word.seat]} says ${word.word} (${word.value} coins). Does it fit the Style card? Reply VOTE YES or VOTE NO.`,
  });
  const vote: Vote = { word, purpose, voters, yes: [], no: [] };
  return { state: { ...state, phase: 'vote', turn: { ...state.turn, vote } }, events };
}
