// The count at the end of `npm run load`: every game's moves as the server records them, and every
// seat's emails in the outbox, against what the driver sent. Pure, so a test can feed it a lost
// or a doubled email and see it counted.

/** One message of the local outbox (`/dev/mail.json?fields=summary`). */
export interface MailSummary {
  id: string;
  to: string;
  replyTo: string;
  subject: string;
}

/** What the driver knows of one game: the server's id, the seats' addresses, moves acknowledged. */
export interface SentGame {
  id: string;
  seatEmails: string[];
  sent: number;
  /** The game began with an invitation: one more email per seat. */
  invited?: boolean;
}

export interface RunCount {
  lostMoves: number;
  duplicatedMoves: number;
  lostEmails: number;
  duplicatedEmails: number;
}

/** The game id in a game email's subject (`… [game k3x9abcdef]`), or null for other mail. */
export function gameOfSubject(subject: string): string | null {
  return /\[game (\w+)\]$/.exec(subject)?.[1] ?? null;
}

/**
 * `recorded` holds each game's move count from `GET /api/games/:id`. Each seat is owed its first
 * email (and its invitation, when the game began with one) and one per move (both seats hear of every move), so a seat with fewer lost some and a
 * seat with more got one twice; a refusal or any mail we did not ask for counts as a double too.
 */
export function countRun(
  games: SentGame[],
  recorded: Map<string, number>,
  outbox: MailSummary[],
): RunCount {
  const count: RunCount = { lostMoves: 0, duplicatedMoves: 0, lostEmails: 0, duplicatedEmails: 0 };
  const received = new Map<string, number>();
  for (const mail of outbox) {
    const game = gameOfSubject(mail.subject);
    if (game === null) continue;
    const key = `${game} ${mail.to}`;
    received.set(key, (received.get(key) ?? 0) + 1);
  }
  for (const game of games) {
    const moves = recorded.get(game.id) ?? 0;
    count.lostMoves += Math.max(0, game.sent - moves);
    count.duplicatedMoves += Math.max(0, moves - game.sent);
    for (const email of game.seatEmails) {
      const key = `${game.id} ${email}`;
      const got = received.get(key) ?? 0;
      received.delete(key);
      const owed = 1 + game.sent + (game.invited ? 1 : 0);
      count.lostEmails += Math.max(0, owed - got);
      count.duplicatedEmails += Math.max(0, got - owed);
    }
  }
  // Mail for one of this run's games addressed to nobody in it.
  const ours = new Set(games.map((g) => g.id));
  for (const [key, got] of received)
    if (ours.has(key.split(' ')[0]!)) count.duplicatedEmails += got;
  return count;
}
