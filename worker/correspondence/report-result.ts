// When a game ends: each Player hears the result once, ratings move (Glicko-2, per family) for
// rated games by the changes the game-over emails stated (rating-change.ts), and a tournament
// game reports to its Tournament. Every step is idempotent by game
// id, so a failed report is simply retried by a task until it goes through.
import type { TurnInfo } from '../game-room/feature';
import type { RoomPort, Task } from '../game-room/port';
import type { GameRecord } from '../game-room/record';
import { playerStub } from '../rpc/player';
import { tournamentStub } from '../rpc/tournament';
import { type FinalResult, finalResult, resultText } from './final-result';
import { recordRatingChanges, storedRatingChanges } from './rating-change';
import { cancelledByTournament } from './tournament-stop';

export const REPORT_TASK = 'report-result';
const REPORTED_KEY = 'result-reported';
const RETRY_MS = 5 * 60_000;

/**
 * In the transaction of the turn that ends the game: a report task for later, so the result is
 * reported even if the object dies before the after-turn hook runs. The hook cancels it when its
 * own report goes through; if the task does run after all, the report is idempotent.
 */
export function reportBackstop(room: RoomPort, state: unknown, now: number): void {
  const record = room.record();
  if (!record || room.readMeta<boolean>(REPORTED_KEY)) return;
  if (!room.kindOf(record).pending(record.config, state).over) return;
  room.scheduleTask({
    key: REPORT_TASK,
    kind: REPORT_TASK,
    dueAt: now + RETRY_MS,
    payload: null,
  });
}

export async function reportAfterTurn(room: RoomPort, turn: TurnInfo): Promise<void> {
  await reportIfOver(room, turn.now);
}

export async function runReportTask(room: RoomPort, task: Task, now: number): Promise<void> {
  await reportIfOver(room, Math.max(now, task.dueAt));
}

async function reportIfOver(room: RoomPort, now: number): Promise<void> {
  const record = room.record();
  if (!record || room.readMeta<boolean>(REPORTED_KEY)) return;
  const kind = room.kindOf(record);
  const state = room.state();
  if (!kind.pending(record.config, state).over) return;
  if (cancelledByTournament(room)) return;
  const result = finalResult(
    kind.view(record.config, state, null),
    record.seats.length,
    lastForfeit(room),
  );
  try {
    await reportResult(room, record, result, now);
    room.transaction(() => {
      room.writeMeta(REPORTED_KEY, true);
      room.cancelTask(REPORT_TASK);
    });
  } catch (err) {
    console.error(`game ${record.id}: result report failed, retrying`, err);
    room.scheduleTask({
      key: REPORT_TASK,
      kind: REPORT_TASK,
      dueAt: now + RETRY_MS,
      payload: null,
    });
  }
}

/** The seat whose last move was RESIGN (themselves, or on time), if the game ended that way. */
function lastForfeit(room: RoomPort): number | null {
  const last = room.moveLog().at(-1);
  return last && /^RESIGN\b/.test(last.command.trim().toUpperCase()) ? last.seat : null;
}

async function reportResult(
  room: RoomPort,
  record: GameRecord,
  result: FinalResult,
  now: number,
): Promise<void> {
  const { env } = room;
  const players = record.seats.map((s) => playerStub(env, s.email));
  await Promise.all(players.map((p, i) => p.finishGame(record.id, resultText(result, i), now)));
  const changes = await storedRatingChanges(room, record);
  if (changes) await recordRatingChanges(room, record, changes, now);
  if (record.tournamentId && record.tournamentGameId && record.seats.length === 2) {
    const tournament = tournamentStub(env, record.tournamentId);
    const forfeit = result.forfeit === null ? undefined : record.seats[result.forfeit]!.email;
    const reported = await tournament.reportResult(
      record.tournamentGameId,
      { scores: [result.scores[0]!, result.scores[1]!], ...(forfeit ? { forfeit } : {}) },
      now,
    );
    if (!reported.ok)
      console.error(`game ${record.id}: tournament refused the result: ${reported.error.message}`);
  }
}
