// The email() entry: find which of our addresses the mail is for, read the MIME, judge who sent it
// (worker/mail/inbound/authenticity.ts), apply the burst limits, then hand it to its entry: a
// game seat, new@, join-<tournament>@ or watch-<game>@. Mail to an unknown address, forged mail
// and mail over a limit are rejected at the door; automatic mail is never answered.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Env } from './env';
import { admitMail } from './limits/mail-limits';
import { findReplyTarget, normaliseEmail, type ReplyTarget } from './mail/addresses';
import { judgeSender, trustedResults } from './mail/inbound/authenticity';
import { readHeaderFields } from './mail/inbound/header-fields';
import { readRaw } from './mail/inbound/raw-bytes';
import { DEFAULT_MAX_BYTES, type InboundReply, readReply } from './mail/inbound/read-reply';
import { handleNewGameMail, isNewGameAddress } from './new-game/new-game-mail';
import { gameRoomStub } from './rpc/game-room';
import { findWatchTarget, handleWatchMail } from './spectators/watch-mail';
import { findJoinTarget } from './tournament/info';
import { handleJoinMail } from './tournament/join-mail';

/** Larger mails are not parsed; the player is told to send just the move. */
export const MAX_INBOUND_BYTES = DEFAULT_MAX_BYTES;

type Entry =
  | { kind: 'join'; tournamentId: string }
  | { kind: 'new' }
  | { kind: 'watch'; gameId: string; code: string | null }
  | { kind: 'seat'; target: ReplyTarget };

function entryFor(to: string, env: Env): Entry | null {
  const tournamentId = findJoinTarget(to);
  if (tournamentId) return { kind: 'join', tournamentId };
  if (isNewGameAddress(to, env.MAIL_DOMAIN)) return { kind: 'new' };
  const watch = findWatchTarget(to);
  if (watch) return { kind: 'watch', ...watch };
  const target = findReplyTarget([to]);
  return target ? { kind: 'seat', target } : null;
}

const UNVERIFIED =
  'We could not verify that this message came from its sender (no DMARC, DKIM or SPF pass for the From domain), so it was not acted on.';
const FORGED =
  'The sender of this message could not be confirmed (envelope or DMARC), so it was refused.';

/** Mail no person wrote, or mail from one of our own addresses: never answered. */
function isAutomatic(message: ForwardableEmailMessage, reply: InboundReply, env: Env): boolean {
  const envelope = message.from.trim();
  if (envelope === '' || envelope === '<>') return true;
  const ours = reply.from === normaliseEmail(env.MAIL_FROM);
  return (
    reply.autoReply !== null || ours || reply.from.endsWith(`@${env.MAIL_DOMAIN.toLowerCase()}`)
  );
}

export async function handleEmail(
  message: ForwardableEmailMessage,
  env: Env,
  now = Date.now(),
): Promise<string> {
  const entry = entryFor(message.to, env);
  if (!entry) {
    await message.raw.cancel();
    message.setReject('Unknown recipient: reply to a game email to play.');
    return 'unknown-recipient';
  }
  const raw = await readRaw(message.raw, MAX_INBOUND_BYTES);
  const fields = readHeaderFields(raw.bytes);
  const reply = await readReply(raw.bytes, { maxBytes: MAX_INBOUND_BYTES });
  if (isAutomatic(message, reply, env)) return 'auto-reply';
  const remoteIp = trustedResults(fields)?.results.find((r) => r.props['smtp.remote-ip'])?.props[
    'smtp.remote-ip'
  ];
  const refusal = await admitMail(env, {
    sender: message.from.trim().toLowerCase(),
    recipient: message.to.toLowerCase(),
    remoteIp: remoteIp ?? null,
  });
  if (refusal) {
    message.setReject(refusal);
    return 'rate-limited';
  }
  const verdict = judgeSender(message.from, reply.from, fields);
  if (verdict.kind === 'forged') {
    console.warn(`refused mail to ${message.to}: ${verdict.why}`);
    message.setReject(FORGED);
    return 'forged';
  }
  if (entry.kind === 'seat') return toSeat(entry.target, reply, env);
  // Only a proven sender may start a game, enter a tournament or watch: none has a reply token.
  if (verdict.kind !== 'verified') {
    console.warn(`unverified mail to ${message.to}: ${verdict.why}`);
    message.setReject(UNVERIFIED);
    return 'unverified';
  }
  return toEntry(entry, reply, env, now);
}

function toEntry(
  entry: Exclude<Entry, { kind: 'seat' }>,
  reply: InboundReply,
  env: Env,
  now: number,
): Promise<string> {
  if (entry.kind === 'join') return handleJoinMail(reply, env, entry.tournamentId);
  if (entry.kind === 'new') return handleNewGameMail(reply, env, now);
  return handleWatchMail(reply, env, entry.gameId, entry.code, now);
}

async function toSeat(target: ReplyTarget, reply: InboundReply, env: Env): Promise<string> {
  const digest = bytesToHex(
    sha256(new TextEncoder().encode(`${reply.from}\n${reply.subject}\n${reply.text}`)),
  );
  const room = gameRoomStub(env, target.gameId);
  const { outcome } = await room.receiveEmail({
    token: target.token,
    messageId: reply.messageId,
    inReplyTo: reply.inReplyTo,
    references: reply.references,
    from: reply.from,
    autoReply: reply.autoReply,
    tooLarge: reply.tooLarge,
    text: reply.text,
    body: reply.body,
    subject: reply.subject,
    source: reply.source,
    digest,
  });
  console.log(`email for game ${target.gameId}: ${outcome}`);
  return outcome;
}
