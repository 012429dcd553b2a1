// What the turn bench has sent each seat, kept as the game room keeps it (the outbox rows, each
// email's HTML as text once a reply read it, and each seat's thread), and a reply read against it
// as the room reads one (game-room/known-mail.ts). Imported after turn-bench.ts has set the
// workerd export conditions, like the rest of the Worker's modules there.
import type { Thread } from '../game-room/envelope';
import { sentHtmlText } from '../mail/inbound/html-to-text';
import { type OwnWords, ownWords } from '../mail/inbound/own-words';
import type { InboundReply } from '../mail/inbound/read-reply';
import { knownMailOf, MOST_NAMED } from '../mail/inbound/sent-mail';
import type { OutgoingMessage } from '../mail/message';
import { markForReply } from '../mail/reply-marker';

/** An email sent to a seat, as its outbox row keeps it. */
type Sent = { message: OutgoingMessage; htmlText: string | null };

export class BenchMailbox {
  private readonly sent: Sent[][];
  /** Each seat's thread, as the room's threads table keeps it: the turn's emails are threaded. */
  readonly threads = new Map<number, Thread>();

  constructor(
    seats: number,
    private readonly mailFrom: string,
  ) {
    this.sent = Array.from({ length: seats }, () => []);
  }

  /** The seat's latest email, which its reply quotes and names. */
  latest(seat: number): OutgoingMessage | undefined {
    return this.sent[seat]!.at(-1)?.message;
  }

  /** A turn's emails, sent as the room commits them: into each seat's rows, its thread moved on. */
  commit(composed: readonly { seat: number; message: OutgoingMessage }[]): void {
    for (const { seat, message } of composed) {
      this.sent[seat]!.push({ message: markForReply(message), htmlText: null });
      const id = message.headers['Message-ID']!;
      const thread = this.threads.get(seat);
      this.threads.set(
        seat,
        thread
          ? { ...thread, lastId: id, count: thread.count + 1 }
          : { rootId: id, lastId: id, count: 1 },
      );
    }
  }

  /** The player's own words in the seat's reply, read against the emails to it that it names. */
  read(seat: number, reply: InboundReply): OwnWords {
    // Read bare, as readReply gives them; the headers we wrote have the angle brackets.
    const named = new Set([reply.inReplyTo, ...reply.references].map((id) => `<${id}>`));
    // As the room reads a reply: the emails to the seat it names, newest first.
    const emails = this.sent[seat]!.filter((e) => named.has(e.message.headers['Message-ID']!))
      .slice(-MOST_NAMED)
      .reverse()
      .map((e) => ({
        message: e.message,
        htmlText: () => {
          e.htmlText ??= sentHtmlText(e.message.html);
          return e.htmlText;
        },
      }));
    return ownWords(reply.body, knownMailOf(emails, reply.inReplyTo, this.mailFrom));
  }
}
