// Scheduled work of a game (deadlines, reminders, robot moves, analysis) as rows in one table.
// The Durable Object's single alarm is set for the earliest of these and of the outbox's retries;
// when it fires, every due task runs through the handler its feature gives (feature.ts). A task
// is keyed, so rescheduling the same key replaces it (one deadline per game, not one per move).
import type { Task } from './port';

export type { Task } from './port';

export function scheduleTask(sql: SqlStorage, task: Task): void {
  sql.exec(
    'INSERT OR REPLACE INTO tasks (key, kind, due_at, payload) VALUES (?, ?, ?, ?)',
    task.key,
    task.kind,
    task.dueAt,
    JSON.stringify(task.payload ?? null),
  );
}

export function cancelTask(sql: SqlStorage, key: string): void {
  sql.exec('DELETE FROM tasks WHERE key = ?', key);
}

export function nextTaskDue(sql: SqlStorage): number | null {
  return sql.exec<{ at: number | null }>('SELECT MIN(due_at) AS at FROM tasks').one().at ?? null;
}

export function dueTasks(sql: SqlStorage, dueBy: number): Task[] {
  return sql
    .exec<{ key: string; kind: string; due_at: number; payload: string }>(
      'SELECT key, kind, due_at, payload FROM tasks WHERE due_at <= ? ORDER BY due_at, key',
      dueBy,
    )
    .toArray()
    .map((r) => ({ key: r.key, kind: r.kind, dueAt: r.due_at, payload: JSON.parse(r.payload) }));
}

/** Removes the row picked up to run; the handler may reschedule the same key, so only this one. */
export function takeTask(sql: SqlStorage, task: Task): void {
  sql.exec('DELETE FROM tasks WHERE key = ? AND due_at = ?', task.key, task.dueAt);
}
