// The email() entry: read the MIME, find the game from the reply address, hand it to the
// GameRoom. Mail to an address we do not know is rejected at the door.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Env } from './env';
import { findReplyTarget } from './mail/addresses';
import { DEFAULT_MAX_BYTES, readReply } from './mail/inbound/read-reply';
import { handleNewGameMail, isNewGameAddress } from './new-game/new-game-mail';
import { findWatchTarget } from './spectators/watchers';
import { findJoinTarget } from './tournament/info';
import { handleJoinMail } from './tournament/join-mail';

/** Larger mails are not parsed; the player is told to send just the move. */
export const MAX_INBOUND_BYTES = DEFAULT_MAX_BYTES;

export async function handleEmail(message: ForwardableEmailMessage, env: Env): Promise<string> {
  const tournamentId = findJoinTarget(message.to);
  if (tournamentId) return handleJoinMail(message, env, tournamentId, MAX_INBOUND_BYTES);
  if (isNewGameAddress(message.to, env.MAIL_DOMAIN)) {
    return handleNewGameMail(await readReply(message.raw, { maxBytes: MAX_INBOUND_BYTES }), env);
  }
  const watchedGame = findWatchTarget(message.to);
  if (watchedGame) {
    const reply = await readReply(message.raw, { maxBytes: MAX_INBOUND_BYTES });
    if (reply.autoReply) return 'auto-reply';
    const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(watchedGame));
    const name = reply.fromName ?? reply.from;
    return room.watch({
      email: reply.from,
      name,
      text: `${reply.text}\n${reply.subject}`,
      messageId: reply.messageId,
    });
  }
  const target = findReplyTarget([message.to]);
  if (!target) {
    await message.raw.cancel();
    message.setReject('Unknown recipient: reply to a game email to play.');
    return 'unknown-recipient';
  }
  const reply = await readReply(message.raw, { maxBytes: MAX_INBOUND_BYTES });
  const digest = bytesToHex(
    sha256(new TextEncoder().encode(`${reply.from}\n${reply.subject}\n${reply.text}`)),
  );
  const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(target.gameId));
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
