// Starting a game by email: a message to new@MAIL_DOMAIN saying `NEW <ruleset> WITH a@x, b@y`
// invites the others (they answer ACCEPT); the sender is the first player. Only a sender the
// email() door proved (authenticity.ts) gets here. A malformed request gets an answer of fixed
// text (never the line it could not read), within the sender's answer budget, through the sender's
// Postbox, so it is neither lost on a provider fault nor sent twice on a redelivery.

import type { Env } from '../env';
import { HttpError } from '../http-error';
import { ENTRY_ANSWERS, NEW_GAMES_PER_SENDER } from '../limits/mail-limits';
import { takeFromBudget } from '../limits/throttle';
import { isPlausibleEmail, normaliseEmail } from '../mail/addresses';
import type { InboundReply } from '../mail/inbound/read-reply';
import { postMessage } from '../mail/postbox';
import { createGameFrom } from './create-game';

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
  if (!match) return `I could not read your NEW line. ${USAGE}`;
  const emails = match[2]!
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(normaliseEmail);
  const bad = emails.find((e) => !isPlausibleEmail(e));
  if (bad) return `One of the addresses after WITH is not an email address. ${USAGE}`;
  return { ruleset: match[1]!.toLowerCase(), emails, lexicon: match[3]?.toLowerCase() ?? null };
}

export function isNewGameAddress(to: string, mailDomain: string): boolean {
  return normaliseEmail(to) === `new@${mailDomain.toLowerCase()}`;
}

function nameOf(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local.slice(0, 1).toUpperCase() + local.slice(1, 40);
}

const REFUSED_SUBJECT = 'Your new game could not be started';
const TOO_MANY_GAMES = `You have started ${NEW_GAMES_PER_SENDER.capacity} games by email in the last day, the most we start for one address. Please write again tomorrow.`;

/**
 * The one way an answer to new@ leaves: within the sender's answer budget, marked as an automatic
 * reply (RFC 3834) so well-behaved responders do not answer it. False when the budget is spent.
 */
export async function answerNewGameMail(
  env: Env,
  reply: InboundReply,
  body: string,
  now: number,
): Promise<boolean> {
  if (!(await takeFromBudget(env, `answers:${reply.from}`, ENTRY_ANSWERS, now))) return false;
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-replied' };
  if (reply.messageId) headers['In-Reply-To'] = `<${reply.messageId}>`;
  // Through the sender's Postbox: stored before the first try, retried until the provider takes
  // it, under one id per inbound message so a redelivery is not answered twice.
  await postMessage(
    env,
    {
      id: `new:${reply.messageId ?? reply.subject}:${reply.from}`,
      to: reply.from,
      from: env.MAIL_FROM,
      replyTo: `new@${env.MAIL_DOMAIN}`,
      subject: REFUSED_SUBJECT,
      text: `${body}\n`,
      html: `<p>${body.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p>`,
      headers,
    },
    now,
  );
  return true;
}

export async function handleNewGameMail(
  reply: InboundReply,
  env: Env,
  now = Date.now(),
): Promise<string> {
  if (reply.autoReply || !isPlausibleEmail(reply.from)) return 'auto-reply';
  const request = parseNewGame(`${reply.text}\n${reply.subject}`);
  if (typeof request === 'string') {
    return (await answerNewGameMail(env, reply, request, now)) ? 'refused' : 'refused-quietly';
  }
  if (!(await takeFromBudget(env, `new-games:${reply.from}`, NEW_GAMES_PER_SENDER, now))) {
    const told = await answerNewGameMail(env, reply, TOO_MANY_GAMES, now);
    return told ? 'refused' : 'refused-quietly';
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
    // The service's own message about a request the sender proved they sent.
    const told = await answerNewGameMail(env, reply, `${err.message.slice(0, 300)} ${USAGE}`, now);
    return told ? 'refused' : 'refused-quietly';
  }
}
