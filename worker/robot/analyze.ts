// ANALYZE: once a crossword game is over, the player gets each of their turns beside the best play
// their rack allowed. The judging runs ANALYSIS_CHUNK turns at a time — the first at once, the
// rest in alarm tasks — with the rows so far kept in the room's meta table, and mails when done.
import { createElement } from 'react';
import { getLexicon } from '../../dictionaries/registry';
import { AnalysisEmail, analysisEmailText } from '../../emails/analysis-email';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import { answerSeat } from '../game-room/answer';
import { gameTitle } from '../game-room/compose';
import type { ServiceCommand } from '../game-room/feature';
import type { RoomPort, Task } from '../game-room/port';
import { type JudgedTurn, judgedTurnCount, judgeTurns, summarise } from './judge-turns';

export const ANALYSIS_TASK = 'analysis';
/** Turns judged per request or alarm: each is a full move generation, a few ms on a big lexicon. */
export const ANALYSIS_CHUNK = 4;

interface AnalysisJob {
  requestId: string;
  next: number;
  rows: JudgedTurn[];
}

const jobKey = (seat: number) => `analysis:${seat}`;

export const analyzeCommand: ServiceCommand = {
  name: 'ANALYZE',
  matches: (line) => /^\s*ANALY[SZ]E\s*$/i.test(line),
  async run(room, seat, line, ctx) {
    const record = room.record()!;
    const kind = room.kindOf(record);
    const refuse = (code: string, message: string) =>
      room.refuse(seat, line, { code, message }, `analysis:${ctx.requestId}`, ctx.now);
    if (kind.family !== 'crossword')
      return refuse('no-analysis', `${kind.title} has no move analysis.`);
    if ((room.state() as CrosswordState).result === null)
      return refuse(
        'game-not-over',
        'ANALYZE works once the game is over: finish it first, then reply ANALYZE.',
      );
    // A second ANALYZE while one is running starts it again; the first one's task finds its job replaced.
    room.writeMeta(jobKey(seat), {
      requestId: ctx.requestId,
      next: 0,
      rows: [],
    } satisfies AnalysisJob);
    await analyseChunk(room, seat, ctx.now);
  },
};

export async function runAnalysisTask(room: RoomPort, task: Task, now: number): Promise<void> {
  const { seat } = task.payload as { seat: number };
  await analyseChunk(room, seat, Math.max(now, task.dueAt));
}

async function analyseChunk(room: RoomPort, seat: number, now: number): Promise<void> {
  const job = room.readMeta<AnalysisJob>(jobKey(seat));
  const record = room.record();
  if (!job || !record) return;
  const state = room.state() as CrosswordState;
  const lexicon = getLexicon(record.lexicon);
  if (!lexicon) throw new Error(`lexicon ${record.lexicon} is not installed`);
  const config = record.config as CrosswordConfig;
  job.rows.push(...judgeTurns(config, state, lexicon, seat, job.next, ANALYSIS_CHUNK));
  job.next += ANALYSIS_CHUNK;
  if (job.next < judgedTurnCount(state, seat)) {
    room.writeMeta(jobKey(seat), job);
    room.scheduleTask({
      key: jobKey(seat),
      kind: ANALYSIS_TASK,
      dueAt: now,
      payload: { seat },
    });
    await room.rearm();
    return;
  }
  room.deleteMeta(jobKey(seat));
  const kind = room.kindOf(record);
  const props = {
    gameTitle: gameTitle(record, kind),
    playerName: record.seats[seat]!.name,
    rows: job.rows,
    summary: summarise(job.rows),
  };
  const email = createElement(AnalysisEmail, props);
  await answerSeat(room, seat, `analysis:${job.requestId}`, email, analysisEmailText(props), now);
}
