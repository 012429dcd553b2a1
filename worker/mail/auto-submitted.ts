// RFC 3834's Auto-Submitted on every game email: answers to a player's own mail (refusals, HELP,
// BOARD, …) are `auto-replied`; turn mails, invitations, reminders and notices are
// `auto-generated`. Either way a well-behaved responder does not answer them, so no loop starts.

/** Mail kinds (envelope's `mailKind`, before any `:request`) that answer an inbound mail. */
const ANSWER_KINDS: ReadonlySet<string> = new Set([
  'refusal',
  'info',
  'help',
  'board',
  'history',
  'unread',
  'hint',
  'analysis',
  'settings',
  'notice',
]);

export type AutoSubmitted = 'auto-replied' | 'auto-generated';

export function autoSubmittedFor(mailKind: string): AutoSubmitted {
  return ANSWER_KINDS.has(mailKind.split(':')[0]!) ? 'auto-replied' : 'auto-generated';
}

export function isAnswer(headers: Record<string, string>): boolean {
  return headers['Auto-Submitted'] === 'auto-replied';
}
