// The outbox keeps an email's HTML and text as values of their own beside the envelope's JSON, in
// a real Durable Object's SQLite: every message reads back as it was written (keys in order), a
// part SQLite would change stays in the JSON, and an outbox table made before the part columns
// gains them with its old rows sent as they were written.
import { env, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { RoomCore } from '../../worker/game-room/room';
import { gameRoomFeatures } from '../../worker/game-room-features';
import type { OutgoingMessage } from '../../worker/mail/message';
import { ObjectOutbox } from '../../worker/mail/object-outbox';
import { enqueueMessages, flushOutbox, openOutbox } from '../../worker/mail/outbox';
import { messageOfRow, type OutboxParts } from '../../worker/mail/outbox-row';
import { markForReply } from '../../worker/mail/reply-marker';
import { clearOutbox, outbox } from '../support/mail';

beforeEach(clearOutbox);

const NOW = Date.UTC(2026, 11, 1, 12);
const OWNER = { kind: 'postbox' as const, name: 'outbox-parts' };

function message(id: string, html: string, text: string): OutgoingMessage {
  return {
    id,
    to: 'ann.parts@example.com',
    from: 'Wordmail <turns@play.example.com>',
    replyTo: 'play-abcdefghij-token@play.example.com',
    subject: 'Scrabble: Ann v Zoë "Z" O’Neil [game abcdefghij]',
    headers: { 'Message-ID': `<${id}@play.example.com>`, 'Auto-Submitted': 'auto-generated' },
    text,
    html,
    attachments: [
      {
        filename: 'g.gcg',
        content: '#player1 Ann\n>Ann: AB H8 AB +8 8\n',
        contentType: 'text/plain',
      },
    ],
  };
}

const HTML =
  '<!DOCTYPE html><p style="color:#57606a">Game over — Zoë won! “quotes” \\ back\\slash</p>';
const TEXT = 'Game over — Zoë won!\n\n"quoted" \\ and a tab\there, a NUL \u0000 too\n';

/** A SQLite of its own per test: a fresh Durable Object's storage, no outbox table in it yet. */
function inFreshStorage<T>(name: string, work: (sql: SqlStorage) => T | Promise<T>): Promise<T> {
  const stub = env.DEV_MAILBOX.get(env.DEV_MAILBOX.idFromName(`outbox-parts-${name}`));
  return runInDurableObject(stub, (_, state) => work(state.storage.sql));
}

function rows(sql: SqlStorage): (OutboxParts & { id: string })[] {
  return sql
    .exec<OutboxParts & { id: string }>('SELECT id, body, html, text FROM outbox ORDER BY rowid')
    .toArray();
}

describe('an outbox row', () => {
  it('keeps the HTML and the text as their own values and gives back the message as written', async () => {
    await inFreshStorage('own-values', (sql) => {
      openOutbox(sql);
      const written = message('m1', HTML, TEXT);
      enqueueMessages(sql, [written], NOW);
      const [row] = rows(sql);
      expect(row!.html).toBe(HTML);
      expect(row!.text).toBe(TEXT);
      // The envelope's JSON does not carry the parts again.
      expect(row!.body).not.toContain('Zoë won');
      expect(JSON.stringify(messageOfRow(row!))).toBe(JSON.stringify(written));
    });
  });

  it('keeps a part with a lone surrogate in the JSON, where it survives, and gives it back unchanged', async () => {
    await inFreshStorage('surrogate', (sql) => {
      openOutbox(sql);
      const written = message('m2', `<p>Zo\ud800ë</p>`, `Zo\udfffë\n`);
      enqueueMessages(sql, [written], NOW);
      const [row] = rows(sql);
      expect(row!.html).toBeNull();
      expect(row!.text).toBeNull();
      expect(messageOfRow(row!)).toEqual(written);
    });
  });

  it('keeps the first body of an id enqueued twice', async () => {
    await inFreshStorage('twice', (sql) => {
      openOutbox(sql);
      enqueueMessages(sql, [message('m3', HTML, TEXT)], NOW);
      enqueueMessages(sql, [message('m3', '<p>other</p>', 'other\n')], NOW + 1);
      const all = rows(sql);
      expect(all).toHaveLength(1);
      expect(messageOfRow(all[0]!)).toEqual(message('m3', HTML, TEXT));
    });
  });
});

describe('an outbox table made before the part columns', () => {
  const OLD_SCHEMA = `CREATE TABLE outbox (
     id TEXT PRIMARY KEY, created INTEGER NOT NULL, body TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
     next_at INTEGER NOT NULL, provider_id TEXT, last_error TEXT)`;

  it('gains the columns once, and sends its old rows and new ones as they were written', async () => {
    const old = message('old-1', HTML, TEXT);
    const fresh = message('new-1', HTML, TEXT);
    await inFreshStorage('migrated', async (sql) => {
      sql.exec(OLD_SCHEMA);
      sql.exec(
        'INSERT INTO outbox (id, created, body, next_at) VALUES (?, ?, ?, ?)',
        old.id,
        NOW,
        JSON.stringify(old),
        NOW,
      );
      // Opened as each object start opens it, twice: the second finds the columns there.
      openOutbox(sql);
      openOutbox(sql);
      enqueueMessages(sql, [fresh], NOW);
      const [before, after] = rows(sql);
      expect(before!.html).toBeNull();
      expect(after!.html).toBe(HTML);
      const report = await flushOutbox(sql, env, NOW, NOW, OWNER);
      expect(report).toMatchObject({ sent: 2, failed: 0, held: 0 });
    });
    const delivered = (await outbox())
      .filter((m) => m.to === 'ann.parts@example.com')
      .map(({ sentAt: _, ...asSent }) => asSent);
    expect(delivered.map((m) => m.id)).toEqual(['old-1', 'new-1']);
    expect(delivered[0]).toEqual(markForReply(old));
    // The same bytes whichever way the row held the message: its id aside, character for character.
    const bytes = (m: OutgoingMessage) => JSON.stringify(m).replaceAll(m.id, 'ID');
    expect(bytes(delivered[1]!)).toBe(bytes(delivered[0]!));
  });

  const columnsOf = (sql: SqlStorage) =>
    sql
      .exec<{ name: string }>("SELECT name FROM pragma_table_info('outbox')")
      .toArray()
      .map((c) => c.name);

  it('gains them when a game room or another object that sends mail starts on it', async () => {
    const stub = env.DEV_MAILBOX.get(env.DEV_MAILBOX.idFromName('outbox-parts-room-start'));
    await runInDurableObject(stub, (_, state) => {
      state.storage.sql.exec(OLD_SCHEMA);
      new RoomCore(state.storage, env, gameRoomFeatures());
      expect(columnsOf(state.storage.sql)).toEqual(
        expect.arrayContaining(['html', 'text', 'html_text']),
      );
    });
    await inFreshStorage('object-start', (sql) => {
      sql.exec(OLD_SCHEMA);
      new ObjectOutbox(sql, env, () => OWNER);
      expect(columnsOf(sql)).toEqual(expect.arrayContaining(['html', 'text', 'html_text']));
    });
  });
});
