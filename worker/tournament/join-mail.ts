// Sign-up by email: a message to join-<tournament>@MAIL_DOMAIN whose first line is JOIN (or
// WITHDRAW) enters (or leaves) the sender; the display name of the From header is their name.
// The email() door has already proven the sender (authenticity.ts), so a forged From never
// reaches here; nothing is sent back.
import type { Env } from '../env';
import type { InboundReply } from '../mail/inbound/read-reply';
import { tournamentStub } from '../rpc/tournament';

export async function handleJoinMail(
  reply: InboundReply,
  env: Env,
  tournamentId: string,
): Promise<string> {
  const words = `${reply.text}\n${reply.subject}`.trim().split(/\s+/);
  const verb = words.find((w) => /^(join|withdraw)$/i.test(w))?.toUpperCase();
  const stub = tournamentStub(env, tournamentId);
  if (verb === 'WITHDRAW') {
    const left = await stub.withdraw(reply.from);
    return left.ok ? 'withdrawn' : left.error.code;
  }
  if (verb !== 'JOIN') return 'no-command';
  const name = (reply.fromName ?? reply.from.split('@')[0] ?? reply.from).trim().slice(0, 60);
  const joined = await stub.join(reply.from, name);
  return joined.ok ? 'joined' : joined.error.code;
}
