// What the turn bench has sent each seat, kept as the game room keeps it (the outbox rows, each
// email's HTML as text once a reply read it, and each seat's thread), and a reply read against it
// as the room reads one (game-room/known-mail.ts). Imported after turn-bench.ts has set the
// workerd export conditions, like the rest of the Worker's modules there.
import type { Thread } from '../game-room/envelope';
import { namedEmailOfRow, type SentRow } from '../game-room/known-mail';
import { type OwnWords, ownWords } from '../mail/inbound/own-words';
import type { InboundReply } from '../mail/inbound/read-reply';
import { knownMailOf, MOST_NAMED } from '../mail/inbound/sent-mail';
import type { OutgoingMessage } from '../mail/message';
import { messageOfRow, type OutboxParts } from '../mail/outbox-row';
import { markForReply } from '../mail/reply-marker';

/**
 * An email sent to a seat, as its outbox row keeps it: each value as UTF-8 bytes, outside the JS
 * heap, as SQLite keeps it. A game's emails held as strings instead (400 of 90 KB by its end) stay
 * in V8's heap, which the room's isolate never holds: every young collection would copy them, and
 * the old generation they fill would be marked again and again, all billed to the turns.
 */
type Row = {
  messageId: string;
  body: Uint8Array;
  html: Uint8Array | null;
  text: Uint8Array | null;
  htmlText: Uint8Array | null;
};

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

function bytes(value: string | null): Uint8Array | null {
  return value === null ? null : utf8.encode(value);
}

function value(stored: Uint8Array | null): string | null {
  return stored === null ? null : fromUtf8.decode(stored);
}

export class BenchMailbox {
  private readonly sent: Row[][];
  /** Each seat's thread, as the room's threads table keeps it: the turn's emails are threaded. */
  readonly threads = new Map<number, Thread>();

  constructor(
    seats: number,
    private readonly mailFrom: string,
  ) {
    this.sent = Array.from({ length: seats }, () => []);
  }

  /** The seat's latest email as it was sent (marked), which its reply quotes and names. */
  latest(seat: number): OutgoingMessage | undefined {
    const row = this.sent[seat]!.at(-1);
    return row && markForReply(messageOfRow({ ...this.valuesOf(row), html: value(row.html) }));
  }

  /**
   * A turn's emails, sent as the room commits them: each as its outbox row's values (`parts`,
   * outboxParts), into its seat's rows, the seat's thread moved on.
   */
  commit(sent: readonly { seat: number; message: OutgoingMessage; parts: OutboxParts }[]): void {
    for (const { seat, message, parts } of sent) {
      const id = message.headers['Message-ID']!;
      this.sent[seat]!.push({
        messageId: id,
        body: utf8.encode(parts.body),
        html: bytes(parts.html),
        text: bytes(parts.text),
        htmlText: null,
      });
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
    // As the room reads a reply (known-mail.ts): the emails to the seat it names, newest first,
    // each row's HTML only where the reply could hold it and while its text is not kept.
    const emails = this.sent[seat]!.filter((row) => named.has(row.messageId))
      .slice(-MOST_NAMED)
      .reverse()
      .map((row) =>
        namedEmailOfRow(
          this.valuesOf(row),
          () => value(row.html),
          (htmlText) => {
            row.htmlText = utf8.encode(htmlText);
          },
        ),
      );
    return ownWords(reply.body, knownMailOf(emails, reply.inReplyTo, this.mailFrom));
  }

  /** The row's values read back into strings, as SQLite gives them, but its HTML. */
  private valuesOf(row: Row): SentRow {
    return {
      body: fromUtf8.decode(row.body),
      text: value(row.text),
      html_text: value(row.htmlText),
    };
  }
}
