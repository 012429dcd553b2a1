// The daily digest, run by the Player object's alarm: one email a day listing every game where
// it is this player's move, instead of an email after every move. Sent with an idempotency key
// per player and day, so a retried alarm never sends the same digest twice.
import { createElement } from 'react';
import { DigestEmail, type DigestGame, digestEmailText } from '../../emails/digest-email';
import { renderHtml } from '../../emails/render';
import { formatDeadline } from '../../engine/correspondence/format';
import type { Env } from '../env';
import { playUrl } from '../game-room/envelope';
import { sendMessage } from '../mail/send';
import type { PlayerGame } from '../player';

const DAY_MS = 86_400_000;
/** Digests go out at 07:00 UTC. */
const DIGEST_HOUR_UTC = 7;

export function nextDigestAt(now: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS + DIGEST_HOUR_UTC * 3_600_000;
  return today > now ? today : today + DAY_MS;
}

export interface DigestOutcome {
  sent: boolean;
  games: number;
  retry: boolean;
}

export async function sendDigest(
  env: Env,
  player: { email: string; name: string; timeZone: string },
  games: PlayerGame[],
  now: number,
): Promise<DigestOutcome> {
  const waiting: DigestGame[] = [];
  for (const game of games) {
    const status = await env.GAME_ROOM.get(env.GAME_ROOM.idFromName(game.gameId)).status();
    const mine =
      status && !status.over ? status.toMove.find((t) => t.seat === game.seat) : undefined;
    if (!status || !mine) continue;
    waiting.push({
      title: status.title,
      deadline: mine.deadline ? formatDeadline(mine.deadline, player.timeZone) : null,
      playUrl: await playUrl(env, game.gameId, game.seat, now),
    });
  }
  if (waiting.length === 0) return { sent: false, games: 0, retry: false };
  const props = { name: player.name, games: waiting };
  const outcome = await sendMessage(
    env,
    {
      id: `digest:${player.email}:${new Date(now).toISOString().slice(0, 10)}`,
      to: player.email,
      from: env.MAIL_FROM,
      replyTo: env.MAIL_FROM,
      subject: `Your turn in ${waiting.length} game${waiting.length === 1 ? '' : 's'}`,
      html: await renderHtml(createElement(DigestEmail, props)),
      text: digestEmailText(props),
      headers: {},
    },
    new Date(now),
  );
  return { sent: outcome.ok, games: waiting.length, retry: !outcome.ok && outcome.retryable };
}
