// Starting a game: deal from the seed, start the clock, send everyone the first email (with the
// deadline the clock now holds), and let a robot that moves first take its turn. Used at creation
// and when the last invitee accepts.
import type { GameEvent } from '../../engine/kind';
import { openingClock, runningDeadlines, startGameClock } from '../correspondence/index';
import { scheduleRobotMove } from '../robot/index';
import { composeTurnMails } from './compose';
import type { GameRecord } from './record';
import type { RoomCore } from './room';

export async function startGame(room: RoomCore, record: GameRecord, now: number): Promise<void> {
  const kind = room.kindOf(record);
  const state = kind.setup(
    record.config,
    record.seats.map((s) => ({ name: s.name })),
    record.seed,
  );
  const invitation: GameEvent = {
    type: 'start',
    text: `A new game of ${kind.title} has started: ${record.seats.map((s) => s.name).join(' v ')}.`,
  };
  // The clock is worked out first and stored with the mail, so the first email states the very
  // deadline the clock holds, as every later turn's email does.
  const clock = openingClock(room, record, state, now);
  const ctx = {
    env: room.env,
    record,
    kind,
    state,
    turn: 0,
    now,
    threads: room.threads(),
    ...(clock ? { deadlines: runningDeadlines(clock) } : {}),
  };
  const mails = await composeTurnMails(ctx, [invitation], null, null);
  room.storage.transactionSync(() => {
    room.writeMeta('game', record);
    room.writeMeta('state', state);
    room.writeMeta('turn', 0);
    room.commitMail(mails, now);
    if (clock) startGameClock(room, record, state, clock, now);
  });
  scheduleRobotMove(room, now);
  await room.deliver(now);
}
