// The daily digest, run by the Player object's alarm at 07:00 in the player's time zone (see
// digest-time.ts): one email a day listing every game where it is this player's move, instead of
// an email after every move. Posted to the player's Postbox under one id per player and day (the
// player's own calendar day of the slot): a retried alarm finds the digest already stored and
// changes nothing, so its links are signed once and every retry sends that same body and key.
import { createElement } from 'react';
import { DigestEmail, type DigestGame, digestEmailText } from '../../emails/digest-email';
import { renderHtml } from '../../emails/render';
import { formatDeadline } from '../../engine/correspondence/format';
import type { Env } from '../env';
import { seatLinks } from '../game-room/envelope';
import { autoSubmittedFor } from '../mail/auto-submitted';
import { postMessage } from '../mail/postbox';
import { gameRoomStub } from '../rpc/game-room';
import type { PlayerGame } from '../rpc/player';

/** A game the player is in, as their Player object lists it (the digest needs only these). */
export type SeatInGame = Pick<PlayerGame, 'gameId' | 'seat'>;

export interface DigestOutcome {
  sent: boolean;
  games: number;
  retry: boolean;
}

export async function sendDigest(
  env: Env,
  player: { email: string; name: string; timeZone: string },
  games: SeatInGame[],
  now: number,
  /** The player's calendar day of this digest ("2026-11-30"), from digestDay(). */
  day: string,
): Promise<DigestOutcome> {
  const waiting: DigestGame[] = [];
  const links = seatLinks(env);
  for (const game of games) {
    const status = await gameRoomStub(env, game.gameId).status();
    const mine =
      status && !status.over ? status.toMove.find((t) => t.seat === game.seat) : undefined;
    if (!status || !mine) continue;
    waiting.push({
      title: status.title,
      deadline: mine.deadline ? formatDeadline(mine.deadline, player.timeZone) : null,
      playUrl: await links.play(game.gameId, game.seat, now),
    });
  }
  if (waiting.length === 0) return { sent: false, games: 0, retry: false };
  const props = { name: player.name, games: waiting };
  const message = {
    id: `digest:${player.email}:${day}`,
    to: player.email,
    from: env.MAIL_FROM,
    replyTo: env.MAIL_FROM,
    subject: `Your turn in ${waiting.length} game${waiting.length === 1 ? '' : 's'}`,
    html: await renderHtml(createElement(DigestEmail, props)),
    text: digestEmailText(props),
    // Sent by the clock, not in answer to anything: a responder must not answer it.
    headers: { 'Auto-Submitted': autoSubmittedFor('digest') },
  };
  try {
    await postMessage(env, message, now);
  } catch (err) {
    // Not even stored: the alarm tries again (the Postbox keeps whichever body it stores first).
    console.error(`digest for ${player.email}: not posted: ${err}`);
    return { sent: false, games: waiting.length, retry: true };
  }
  return { sent: true, games: waiting.length, retry: false };
}
