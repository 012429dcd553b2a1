// The watch-<game>@ entry of the email() handler: spends one of the sender's answer tokens and
// hands the request to the game's room (watch-request.ts).
import type { Env } from '../env';
import { ENTRY_ANSWERS } from '../limits/mail-limits';
import { takeFromBudget } from '../limits/throttle';
import type { InboundReply } from '../mail/inbound/read-reply';
import { gameRoomStub } from '../rpc/game-room';

export { findWatchTarget } from './watchers';

export async function handleWatchMail(
  reply: InboundReply,
  env: Env,
  gameId: string,
  code: string | null,
  now: number,
): Promise<string> {
  const text = `${reply.text}\n${reply.subject}`;
  const stopping = /^\s*(UNWATCH|STOP)\b/im.test(text);
  // UNWATCH sends nothing back, so it is never refused for want of a token.
  if (!stopping && !(await takeFromBudget(env, `answers:${reply.from}`, ENTRY_ANSWERS, now)))
    return 'answer-budget-spent';
  const room = gameRoomStub(env, gameId);
  return room.watch({
    email: reply.from,
    name: (reply.fromName ?? reply.from).slice(0, 60),
    text,
    messageId: reply.messageId,
    code,
  });
}
