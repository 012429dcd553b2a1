// Carries out what the reducer asks for next (nextActions): open each new game through the same
// creation path as POST /api/games, stop withdrawn players' games, pair the next round, announce
// the end. Each step is saved as soon as it is done, so a retry after a failure repeats nothing.
import {
  type GameResult,
  markStarted,
  markStopped,
  nextActions,
  type Pairing,
  pairRound,
  type Tournament,
} from '../../engine/tournament/index';
import { idFor } from '../access/request-ids';
import type { Env } from '../env';
import type { OutgoingMessage } from '../mail/message';
import { createGameFrom } from '../new-game/create-game';
import { gameRoomStub } from '../rpc/game-room';
import type { TournamentInfo } from '../rpc/tournament';
import { playedAllAtOnce } from './info';
import { finalMails, pairingMails } from './mails';

export interface Progress {
  info: TournamentInfo;
  t: Tournament;
}

export interface AdvanceIo {
  env: Env;
  now: number;
  save(progress: Progress): void;
  mail(messages: OutgoingMessage[]): void;
}

/** Runs actions until the reducer has nothing more to ask. */
export async function advance(start: Progress, io: AdvanceIo): Promise<Progress> {
  let { info, t } = start;
  const opened: Pairing[] = [];
  for (let step = 0; step < 1000; step++) {
    const action = nextActions(t)[0];
    if (!action) break;
    if (action.type === 'start-game') {
      const gameId = await openGame(io.env, info, action.game);
      info = { ...info, rooms: { ...info.rooms, [action.game.gameId]: gameId } };
      t = markStarted(t, action.game.gameId);
      opened.push(action.game);
    } else if (action.type === 'stop-game') {
      const room = info.rooms[action.gameId];
      const game = t.games.find((g) => g.id === action.gameId);
      if (room) {
        await gameRoomStub(io.env, room).tournamentStop(
          action.outcome,
          game?.result?.forfeit ?? null,
          io.now,
        );
      }
      t = markStopped(t, action.gameId);
    } else if (action.type === 'pair-round') {
      const paired = pairRound(t);
      if (!paired.ok) {
        console.error(`tournament ${info.id}: ${paired.error.message}`);
        break;
      }
      t = paired.value.tournament;
    } else {
      if (info.status !== 'finished') {
        info = { ...info, status: 'finished' };
        io.save({ info, t });
        io.mail(await finalMails(io.env, info, t));
      }
      break;
    }
    io.save({ info, t });
  }
  if (opened.length > 0) io.mail(await pairingMails(io.env, info, t, opened, io.now));
  return { info, t };
}

async function openGame(env: Env, info: TournamentInfo, pairing: Pairing): Promise<string> {
  const name = (id: string) => info.players.find((p) => p.id === id)?.name ?? id;
  const created = await createGameFrom(
    env,
    {
      ruleset: info.ruleset,
      players: [
        { name: name(pairing.first), email: pairing.first },
        { name: name(pairing.second), email: pairing.second },
      ],
      seed: `${info.seed}:${pairing.gameId}`,
      ...(info.lexicon ? { lexicon: info.lexicon } : {}),
      options: info.gameOptions,
      timeControl: info.timeControl,
    },
    {
      tournamentId: info.id,
      tournamentGameId: pairing.gameId,
      // Copied into the game, so its every email names them without asking the tournament.
      tournamentName: info.name,
      tournamentRound: playedAllAtOnce(info) ? null : pairing.round,
      vacationDays: info.config.vacationDays,
    },
    'entered',
    // One pairing, one game: a retry after a crash finds the game it already opened.
    idFor(`tournament:${info.id}`, pairing.gameId),
  );
  return created.id;
}

/** "Ann beat Bob 412–380", "Bob forfeited to Ann" (with the scores as they stood, when any), "Ann and Bob drew 300–300". */
export function describeResult(info: TournamentInfo, t: Tournament, gameId: string, r: GameResult) {
  const g = t.games.find((x) => x.id === gameId);
  if (!g) return `Game ${gameId} ended.`;
  const name = (id: string) => info.players.find((p) => p.id === id)?.name ?? id;
  const [a, b] = r.scores;
  if (r.forfeit) {
    const winner = r.forfeit === g.first ? g.second : g.first;
    // A forfeit is not a score: "(0–0)" read as a result. Scores are given only as they stood.
    const stood = a === 0 && b === 0 ? '' : ` (the scores stood at ${a}–${b})`;
    return `${name(r.forfeit)} forfeited to ${name(winner)}${stood}.`;
  }
  if (a === b) return `${name(g.first)} and ${name(g.second)} drew ${a}–${b}.`;
  return a > b
    ? `${name(g.first)} beat ${name(g.second)} ${a}–${b}.`
    : `${name(g.second)} beat ${name(g.first)} ${b}–${a}.`;
}
