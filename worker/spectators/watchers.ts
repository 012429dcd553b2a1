// Spectators by email: a proven sender writes WATCH to watch-<game>@MAIL_DOMAIN, confirms by
// replying (watch-request.ts), and then gets the public board after every turn (no racks);
// UNWATCH stops it. Crossword games only: the parlor games' public views have secrets in flight.
import { createElement } from 'react';
import { renderHtml } from '../../emails/render';
import { TurnEmail, turnEmailText } from '../../emails/turn-email';
import type { CrosswordView } from '../../engine/crossword/view';
import type { Env } from '../env';
import { gameSubject, gameTitle } from '../game-room/envelope';
import type { TurnInfo } from '../game-room/feature';
import type { RoomPort } from '../game-room/port';
import { randomToken } from '../mail/addresses';
import type { OutgoingMessage } from '../mail/message';

export interface Watcher {
  email: string;
  name: string;
}

export function watchAddress(mailDomain: string, gameId: string): string {
  return `watch-${gameId}@${mailDomain}`;
}

/** The address a WATCH confirmation asks the spectator to reply to. */
export function watchConfirmAddress(mailDomain: string, gameId: string, code: string): string {
  return `watch-${gameId}-${code}@${mailDomain}`;
}

/** `watch-<game>@` (a request) or `watch-<game>-<code>@` (the reply that confirms it). */
export function findWatchTarget(to: string): { gameId: string; code: string | null } | null {
  const match = /^watch-([a-z2-7]{10})(?:-([a-z2-7]{26}))?@/i.exec(to.trim());
  if (!match) return null;
  return { gameId: match[1]!.toLowerCase(), code: match[2]?.toLowerCase() ?? null };
}

export function watchersOf(room: RoomPort): Watcher[] {
  return room.readMeta<Watcher[]>('watchers') ?? [];
}

function publicUrl(env: Env, gameId: string): string {
  return `${env.PUBLIC_URL.replace(/\/$/, '')}/games/${gameId}`;
}

export async function spectatorMail(
  room: RoomPort,
  watcher: Watcher,
  headline: string,
  happened: string[],
  key: string,
): Promise<OutgoingMessage> {
  const record = room.record()!;
  const kind = room.kindOf(record);
  const view = kind.view(record.config, room.state(), null) as CrosswordView;
  const props = {
    gameTitle: gameTitle(record, kind),
    headline,
    happened,
    view,
    viewerSeat: null,
    note: null,
    playUrl: null,
    howToReply: [
      `You are watching this game. Public page: ${publicUrl(room.env, record.id)}`,
      'Reply UNWATCH to stop.',
    ],
  };
  return {
    id: `${record.id}:watch:${watcher.email}:${key}`,
    to: watcher.email,
    from: room.env.MAIL_FROM,
    replyTo: watchAddress(room.env.MAIL_DOMAIN, record.id),
    subject: gameSubject(record, kind),
    headers: {
      'Message-ID': `<w.${record.id}.${randomToken(6)}@${room.env.MAIL_DOMAIN}>`,
      'Auto-Submitted': 'auto-generated',
    },
    html: await renderHtml(createElement(TurnEmail, props)),
    text: turnEmailText(props),
  };
}

/** After every turn: every watcher gets the public board. */
export async function mailWatchers(room: RoomPort, turn: TurnInfo): Promise<void> {
  const watchers = watchersOf(room);
  const record = room.record();
  if (watchers.length === 0 || !record || room.kindOf(record).family !== 'crossword') return;
  const happened = turn.events.map((e) => e.text);
  const mails: OutgoingMessage[] = [];
  for (const watcher of watchers) {
    mails.push(await spectatorMail(room, watcher, 'The game goes on', happened, `t${room.turn()}`));
  }
  room.transaction(() => room.enqueue(mails, turn.now));
}
