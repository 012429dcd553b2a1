// What the Tournament Durable Object should do next, and its acknowledgements of having done it.
//
// API:
//   nextActions(t) → TournamentAction[]      start-game, stop-game, pair-round or finished
//   markStarted(t, gameId) → Tournament     after opening a GameRoom for a `start-game`
//   markStopped(t, gameId) → Tournament     after closing a GameRoom for a `stop-game`
//   isFinished(t) → boolean
// Both marks are idempotent, so a retried acknowledgement changes nothing.
import { pairingOf, replaceGame } from './games';
import { standings } from './standings';
import type { Tournament, TournamentAction, TournamentGame } from './types';

export function nextActions(t: Tournament): TournamentAction[] {
  const actions: TournamentAction[] = [];
  for (const g of t.games) {
    if (g.status === 'pending' && g.room === 'unopened')
      actions.push({ type: 'start-game', game: pairingOf(g) });
    if (g.status !== 'pending' && g.room === 'open') {
      actions.push({
        type: 'stop-game',
        gameId: g.id,
        outcome: g.status === 'cancelled' ? 'cancelled' : 'forfeited',
      });
    }
  }
  if (isFinished(t)) actions.push({ type: 'finished', standings: standings(t) });
  else if (roundComplete(t)) actions.push({ type: 'pair-round', round: t.round + 1 });
  return actions;
}

export function markStarted(t: Tournament, gameId: string): Tournament {
  return setRoom(t, gameId, 'unopened', 'open');
}

export function markStopped(t: Tournament, gameId: string): Tournament {
  return setRoom(t, gameId, 'open', 'closed');
}

export function isFinished(t: Tournament): boolean {
  return t.round === t.totalRounds && roundComplete(t);
}

/** Whether every game (knockout: every match) of the current round is decided. */
export function roundComplete(t: Tournament): boolean {
  if (t.config.format === 'knockout')
    return t.matches.filter((m) => m.round === t.round).every((m) => m.winner);
  return t.games.every((g) => g.status !== 'pending');
}

function setRoom(
  t: Tournament,
  gameId: string,
  from: TournamentGame['room'],
  to: TournamentGame['room'],
): Tournament {
  const game = t.games.find((g) => g.id === gameId);
  return game && game.room === from ? replaceGame(t, { ...game, room: to }) : t;
}
