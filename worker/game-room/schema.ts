// The GameRoom's SQLite tables. One Durable Object per game owns all of them; its outbox's table is
// the mail's own (openOutbox, worker/mail/outbox.ts), made before these, and this adds the index
// the room reads its sent mail by.

export const GAME_ROOM_SCHEMA = [
  // config, state, seats and bookkeeping as JSON values under fixed keys
  `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  // every accepted command, in order: replaying them from the seed reproduces the game
  `CREATE TABLE IF NOT EXISTS moves (
     seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL, command TEXT NOT NULL,
     source TEXT NOT NULL, at INTEGER NOT NULL, events TEXT NOT NULL)`,
  // inbound Message-IDs already handled, so a redelivered email applies once
  `CREATE TABLE IF NOT EXISTS inbound (
     message_id TEXT PRIMARY KEY, at INTEGER NOT NULL, seat INTEGER, outcome TEXT NOT NULL)`,
  // each seat's email thread: the first Message-ID and the latest one
  `CREATE TABLE IF NOT EXISTS threads (
     seat INTEGER PRIMARY KEY, root_id TEXT NOT NULL, last_id TEXT NOT NULL, count INTEGER NOT NULL)`,
  // moves taken back with everyone's agreement (UNDO): replay skips them
  `CREATE TABLE IF NOT EXISTS undone (seq INTEGER PRIMARY KEY)`,
  // scheduled work: deadlines, reminders, robot moves; the alarm runs what is due
  `CREATE TABLE IF NOT EXISTS tasks (
     key TEXT PRIMARY KEY, kind TEXT NOT NULL, due_at INTEGER NOT NULL, payload TEXT NOT NULL)`,
  // the emails a reply names, found by Message-ID (known-mail.ts) rather than by reading every
  // row's envelope: a long game's outbox holds hundreds (0.6 ms a reply at 400, 2.3 at 1,600)
  `CREATE INDEX IF NOT EXISTS outbox_message_id ON outbox (json_extract(body, '$.headers."Message-ID"'))`,
];
