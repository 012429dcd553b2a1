// Helpers for the parlor-game tests: create a game through the API, reply by email as a player
// (to the latest email that player got, as a mail client would), read views and the outbox.
/// <reference types="vite/client" />
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { postGame, room } from '../../support/games';
import { deliver, type OutboxMessage, outboxFor, reply } from '../../support/mail';

export interface Player {
  name: string;
  email: string;
}

export const ANN: Player = { name: 'Ann', email: 'ann@example.com' };
export const BOB: Player = { name: 'Bob', email: 'bob@example.com' };
export const CLEO: Player = { name: 'Cleo', email: 'cleo@example.com' };

/** Ann, Bob and Cleo's addresses, sorted as recipients() gives them: a mail to the whole table. */
export const EVERYONE = [ANN.email, BOB.email, CLEO.email].sort();

/** Word Jam for Ann, Bob and Cleo (three players by option), with the Free Style card only. */
export const JAM_FOR_THREE = { minPlayers: 3, styleCards: ['free'] };

export async function startGame(
  ruleset: 'mumble-jumble' | 'word-jam',
  players: Player[],
  options: Record<string, unknown>,
  seed = 'parlor-seed-1',
): Promise<string> {
  const res = await postGame({ ruleset, players, options, seed, lexicon: 'test' });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

// workerd has no file system: Vite inlines each .eml as a string at build time.
const replyFiles = import.meta.glob<string>('./replies/**/*.eml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A reply written in a mail client's shape, by its path under replies/. */
export function replyFixture(path: string): string {
  const raw = replyFiles[`./replies/${path}`];
  if (!raw) throw new Error(`no reply fixture ${path}`);
  return raw;
}

/** The game's outbox as last read: a reply goes to the latest email its sender got. */
const lastRead = new Map<string, OutboxMessage[]>();

/** Every email of the game so far, oldest first. */
export async function mails(id: string): Promise<OutboxMessage[]> {
  const list = await outboxFor(id);
  lastRead.set(id, list);
  return list;
}

async function known(id: string): Promise<OutboxMessage[]> {
  return lastRead.get(id) ?? mails(id);
}

/** The emails sent since the outbox was last read. */
async function news(id: string): Promise<OutboxMessage[]> {
  const before = (await known(id)).length;
  return (await mails(id)).slice(before);
}

/** Replies as `player` to the latest email they got, and returns the emails that reply caused. */
export async function send(id: string, player: Player, body: string): Promise<OutboxMessage[]> {
  const last = (await known(id)).filter((m) => m.to === player.email).at(-1);
  if (!last) throw new Error(`no mail for ${player.name} in game ${id}`);
  await reply({
    from: `${player.name} <${player.email}>`,
    to: last.replyTo,
    body,
    inReplyTo: last.headers['Message-ID'],
  });
  return news(id);
}

/**
 * Replies as `player` with a whole message, as a mail client wrote it (see replies/*.eml): the
 * template's {{FROM}}, {{REPLY_TO}}, {{IN_REPLY_TO}} and {{SUBJECT}} are filled in from the latest
 * email that player got, and any other {{NAME}} from `fill`.
 */
export async function sendEml(
  id: string,
  player: Player,
  template: string,
  fill: Record<string, string> = {},
): Promise<OutboxMessage[]> {
  const last = (await known(id)).filter((m) => m.to === player.email).at(-1);
  if (!last) throw new Error(`no mail for ${player.name} in game ${id}`);
  const values: Record<string, string> = {
    FROM: `${player.name} <${player.email}>`,
    REPLY_TO: last.replyTo,
    IN_REPLY_TO: last.headers['Message-ID'] ?? '',
    SUBJECT: last.subject,
    ...fill,
  };
  const raw = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`nothing to fill {{${name}}} with`);
    return values[name]!;
  });
  await deliver(raw, { from: player.email, to: last.replyTo });
  return news(id);
}

/** Closes the current phase as its deadline would, and returns the emails that caused. */
export async function expire(id: string): Promise<OutboxMessage[]> {
  await known(id);
  const outcome = await room(id).expirePhase(Date.now());
  expect(outcome.ok).toBe(true);
  return news(id);
}

export async function seatView<V>(id: string, seat: number): Promise<V> {
  return (await room(id).view(seat)) as V;
}

export async function publicView<V>(id: string): Promise<V> {
  const res = await SELF.fetch(`https://example.com/api/games/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as V;
}

export const recipients = (list: OutboxMessage[]) => list.map((m) => m.to).sort();
export const to = (list: OutboxMessage[], player: Player) => {
  const found = list.find((m) => m.to === player.email);
  if (!found) throw new Error(`no mail to ${player.name} among ${recipients(list).join(', ')}`);
  return found;
};
