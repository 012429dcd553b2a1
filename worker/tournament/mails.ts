// The tournament's emails: pairings when games open, standings after each result, final results.
// Each has a stable id (the outbox's idempotency key), so a retried step never mails twice.
import { createElement } from 'react';
import { renderHtml } from '../../emails/render';
import {
  TournamentFinalEmail,
  tournamentFinalEmailText,
} from '../../emails/tournament-final-email';
import {
  type PairingLine,
  TournamentPairingsEmail,
  tournamentPairingsEmailText,
} from '../../emails/tournament-pairings-email';
import {
  TournamentStandingsEmail,
  tournamentStandingsEmailText,
} from '../../emails/tournament-standings-email';
import type { StandingRow } from '../../emails/tournament-table';
import { type Pairing, standings, type Tournament } from '../../engine/tournament/index';
import type { Env } from '../env';
import { type SeatLinks, seatLinks } from '../game-room/envelope';
import { autoSubmittedFor } from '../mail/auto-submitted';
import type { OutgoingMessage } from '../mail/message';
import type { TournamentInfo, TournamentPlayer } from '../rpc/tournament';
import { playedAllAtOnce } from './info';

const base = (env: Env) => env.PUBLIC_URL.replace(/\/$/, '');
export const tournamentUrl = (env: Env, id: string) => `${base(env)}/tournaments/${id}`;
const gameUrl = (env: Env, gameId: string) => `${base(env)}/games/${gameId}`;

function envelope(
  env: Env,
  info: TournamentInfo,
  player: TournamentPlayer,
  key: string,
  subject: string,
): Omit<OutgoingMessage, 'html' | 'text'> {
  return {
    id: `tournament:${info.id}:${key}:${player.id}`,
    to: player.id,
    from: env.MAIL_FROM,
    replyTo: env.MAIL_FROM,
    subject: `${info.name}: ${subject} [tournament ${info.id}]`,
    headers: {
      'Message-ID': `<${key}.${info.id}.${crypto.randomUUID()}@${env.MAIL_DOMAIN}>`,
      // Pairings, standings and results are notices, not answers: no responder should reply.
      'Auto-Submitted': autoSubmittedFor('tournament'),
    },
  };
}

export function standingRows(info: TournamentInfo, t: Tournament): StandingRow[] {
  return standings(t).map((s) => ({
    rank: s.rank,
    name: info.players.find((p) => p.id === s.player)?.name ?? s.name,
    played: s.played,
    points: s.points,
    spread: s.spread,
    withdrawn: s.withdrawn,
    ...(t.config.format === 'swiss'
      ? { buchholz: s.buchholz, medianBuchholz: s.medianBuchholz }
      : {}),
  }));
}

/**
 * A pairing as one player reads it: their own games link their own game page (signed for their
 * seat, as their turn emails are) beside the public one; other games carry no link of a seat.
 */
async function pairingLine(
  env: Env,
  links: SeatLinks,
  info: TournamentInfo,
  p: Pairing,
  reader: string,
  now: number,
): Promise<PairingLine> {
  const name = (id: string) => info.players.find((x) => x.id === id)?.name ?? id;
  const room = info.rooms[p.gameId] ?? '';
  const line = { first: name(p.first), second: name(p.second), url: gameUrl(env, room) };
  // The game's seats are in the pairing's order (advance.ts opens it so): first is seat 0.
  const seat = p.first === reader ? 0 : p.second === reader ? 1 : null;
  if (seat === null) return { ...line, yours: false };
  return { ...line, yours: true, playUrl: await links.play(room, seat, now) };
}

/** One email per player in the new games (and per player with a bye in that round). */
export async function pairingMails(
  env: Env,
  info: TournamentInfo,
  t: Tournament,
  opened: Pairing[],
  now: number,
): Promise<OutgoingMessage[]> {
  // A round robin played all at once announces every game in one email; otherwise by round.
  const groups = playedAllAtOnce(info)
    ? [{ key: 'games', round: 0, games: opened }]
    : [...new Set(opened.map((p) => p.round))].map((round) => ({
        key: `round-${round}`,
        round,
        games: opened.filter((p) => p.round === round),
      }));
  const out: OutgoingMessage[] = [];
  // Every seat link of the round's emails is signed with one imported key.
  const links = seatLinks(env);
  for (const { key, round, games } of groups) {
    const bye = t.byes.find((b) => b.round === round)?.player ?? null;
    for (const player of info.players) {
      const mine = games.some((p) => p.first === player.id || p.second === player.id);
      if (!mine && bye !== player.id) continue;
      const lines = await Promise.all(
        games.map((p) => pairingLine(env, links, info, p, player.id, now)),
      );
      const props = {
        tournamentName: info.name,
        round,
        totalRounds: t.totalRounds,
        playerName: player.name,
        pairings: lines,
        bye: bye === player.id,
        ...floatReasonOf(t, round, player.id),
        tournamentUrl: tournamentUrl(env, info.id),
      };
      out.push({
        ...envelope(env, info, player, key, round === 0 ? 'your games' : `round ${round} pairings`),
        html: await renderHtml(createElement(TournamentPairingsEmail, props)),
        text: tournamentPairingsEmailText(props),
      });
    }
  }
  return out;
}

export async function standingsMails(
  env: Env,
  info: TournamentInfo,
  t: Tournament,
  gameId: string,
  result: string,
): Promise<OutgoingMessage[]> {
  const props = {
    tournamentName: info.name,
    result,
    standings: standingRows(info, t),
    tournamentUrl: tournamentUrl(env, info.id),
  };
  const html = await renderHtml(createElement(TournamentStandingsEmail, props));
  const text = tournamentStandingsEmailText(props);
  return info.players.map((p) => ({
    ...envelope(env, info, p, `result-${gameId}`, 'a result and the standings'),
    html,
    text,
  }));
}

export async function finalMails(
  env: Env,
  info: TournamentInfo,
  t: Tournament,
): Promise<OutgoingMessage[]> {
  const rows = standingRows(info, t);
  const props = {
    tournamentName: info.name,
    winner: rows[0]?.name ?? 'nobody',
    standings: rows,
    tournamentUrl: tournamentUrl(env, info.id),
  };
  const html = await renderHtml(createElement(TournamentFinalEmail, props));
  const text = tournamentFinalEmailText(props);
  return info.players.map((p) => ({
    ...envelope(env, info, p, 'final', 'final results'),
    html,
    text,
  }));
}

/** A Swiss floater's pairing email says why they meet another score group (or sit out). */
function floatReasonOf(t: Tournament, round: number, player: string): { floatReason?: string } {
  const note = t.floats?.find((f) => f.round === round && f.player === player);
  return note ? { floatReason: note.reason } : {};
}
