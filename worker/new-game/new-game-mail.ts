// Starting a game by email: a message to new@MAIL_DOMAIN saying `NEW <ruleset> WITH a@x, b@y`
// invites the others (they answer ACCEPT); the sender is the first player. A malformed request
// gets an answer back through the sender's Postbox (stored before the first try, retried until the
// provider takes it), under one id per inbound message so a redelivery is not answered twice.

import type { Env } from '../env';
import { HttpError } from '../http-error';
import { isPlausibleEmail, normaliseEmail } from '../mail/addresses';
import type { InboundReply } from '../mail/inbound/read-reply';
import { postMessage } from '../mail/postbox';
import { createGameFrom } from '../routes/create-game';

export interface NewGameRequest {
  ruleset: string;
  emails: string[];
  lexicon: string | null;
}

const USAGE =
  'Write one line: NEW <game> WITH <email>, <email> — e.g. "NEW jamble-jx WITH bob@example.com". Add "LEXICON <name>" to choose a word list.';

export function parseNewGame(text: string): NewGameRequest | string {
  const line = text.split('\n').find((l) => /^\s*NEW\b/i.test(l));
  if (!line) return `I could not find a NEW line. ${USAGE}`;
  const match = /^\s*NEW\s+([a-z0-9-]+)\s+WITH\s+(.+?)(?:\s+LEXICON\s+([a-z0-9_-]+))?\s*$/i.exec(
    line,
  );
  if (!match) return `I could not read "${line.trim()}". ${USAGE}`;
  const emails = match[2]!
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(normaliseEmail);
  const bad = emails.find((e) => !isPlausibleEmail(e));
  if (bad) return `"${bad}" is not an email address. ${USAGE}`;
  return { ruleset: match[1]!.toLowerCase(), emails, lexicon: match[3]?.toLowerCase() ?? null };
}

export function isNewGameAddress(to: string, mailDomain: string): boolean {
  return normaliseEmail(to) === `new@${mailDomain.toLowerCase()}`;
}

function nameOf(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local.slice(0, 1).toUpperCase() + local.slice(1, 40);
}

export async function handleNewGameMail(reply: InboundReply, env: Env): Promise<string> {
  if (reply.autoReply || !isPlausibleEmail(reply.from)) return 'auto-reply';
  const request = parseNewGame(`${reply.text}\n${reply.subject}`);
  const answer = async (subject: string, body: string) => {
    await postMessage(env, {
      id: `new:${reply.messageId ?? reply.subject}:${reply.from}`,
      to: reply.from,
      from: env.MAIL_FROM,
      replyTo: `new@${env.MAIL_DOMAIN}`,
      subject,
      text: `${body}\n`,
      html: `<p>${body.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p>`,
      headers: reply.messageId ? { 'In-Reply-To': `<${reply.messageId}>` } : {},
    });
  };
  if (typeof request === 'string') {
    await answer('Your new game could not be started', request);
    return 'refused';
  }
  const host = { name: (reply.fromName ?? nameOf(reply.from)).slice(0, 60), email: reply.from };
  const body = {
    ruleset: request.ruleset,
    players: [host, ...request.emails.map((email) => ({ name: nameOf(email), email }))],
    ...(request.lexicon ? { lexicon: request.lexicon } : {}),
  };
  try {
    await createGameFrom(env, body, {}, 'invitation');
    return 'invited';
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    await answer('Your new game could not be started', `${err.message} ${USAGE}`);
    return 'refused';
  }
}
