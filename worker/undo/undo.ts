// UNDO: a player may take back their own last move when every other player agrees (each replies
// UNDO too). The game is rebuilt by replaying its move log from the seed without that move —
// the log and the seed reproduce every state exactly — and the take-back is itself logged.
import { getLexicon } from '../../dictionaries/registry';
import type { GameEvent } from '../../engine/kind';
import { fail, ok, type Result } from '../../engine/result';
import { type RoomFeature, wordCommand } from '../game-room/feature';
import type { RoomPort } from '../game-room/port';
import { relayNote } from '../game-room/service-commands';

/** Where a pending request to take a move back waits for the others' agreement. */
const UNDO_KEY = 'undo';

interface UndoRequest {
  by: number;
  seq: number;
  agreed: number[];
}

/** The moves that make up the game now: undone moves and the take-backs themselves left out. */
function effectiveMoves(room: RoomPort) {
  const undone = new Set(room.undoneMoves());
  return room.moveLog().filter((m) => m.source !== 'undo' && !undone.has(m.seq));
}

/** Replays the log from the seed, leaving out move `skip`. */
export function replayWithout(room: RoomPort, skip: number): Result<unknown> {
  const record = room.record()!;
  const kind = room.kindOf(record);
  const lexicon = getLexicon(record.lexicon);
  if (!lexicon) throw new Error(`lexicon ${record.lexicon} is not installed`);
  let state = kind.setup(
    record.config,
    record.seats.map((s) => ({ name: s.name })),
    record.seed,
  );
  for (const move of effectiveMoves(room)) {
    if (move.seq === skip) continue;
    const ctx = { now: move.at, lexicon };
    const next =
      move.seat < 0 && kind.expire
        ? kind.expire(record.config, state, ctx)
        : (() => {
            const command = kind.parse(move.command, record.config);
            return command.ok
              ? kind.apply(record.config, state, move.seat, command.value, ctx)
              : command;
          })();
    if (!next.ok)
      return fail(
        'undo-replay',
        `The game could not be rebuilt without that move (${next.error.message}).`,
      );
    state = next.value.state;
  }
  return ok(state);
}

export const undoCommand = wordCommand('UNDO', async (room, seat, _line, ctx) => {
  const record = room.record()!;
  const name = record.seats[seat]!.name;
  const pending = room.readMeta<UndoRequest>(UNDO_KEY);
  const refuse = (message: string) =>
    room.refuse(seat, 'UNDO', { code: 'undo-refused', message }, ctx.requestId, ctx.now);
  if (record.tournamentId) return refuse('Moves cannot be taken back in tournament games.');
  if (!pending) {
    const last = effectiveMoves(room).at(-1);
    if (!last || last.seat !== seat) {
      return refuse('You can only take back your own last move, before anyone has moved since.');
    }
    const robots = record.seats.flatMap((s, i) => (s.robot ? [i] : []));
    room.writeMeta(UNDO_KEY, {
      by: seat,
      seq: last.seq,
      agreed: [seat, ...robots],
    } satisfies UndoRequest);
    if (record.seats.every((_, i) => i === seat || robots.includes(i)))
      return takeBack(room, seat, last.seq, ctx.now);
    const text = `${name} asks to take back their last move (${last.command}). Reply UNDO to agree; any move declines.`;
    return relayNote(room, seat, text, ctx.requestId, ctx.now);
  }
  if (pending.by === seat)
    return refuse('You have already asked; the others must reply UNDO to agree.');
  const agreed = [...new Set([...pending.agreed, seat])];
  if (agreed.length < record.seats.length) {
    room.writeMeta(UNDO_KEY, { ...pending, agreed });
    return;
  }
  await takeBack(room, pending.by, pending.seq, ctx.now);
});

async function takeBack(room: RoomPort, by: number, seq: number, now: number): Promise<void> {
  const record = room.record()!;
  const rebuilt = replayWithout(room, seq);
  if (!rebuilt.ok) {
    await room.refuse(by, 'UNDO', rebuilt.error, `undo-${seq}`, now);
    return;
  }
  const event: GameEvent = {
    type: 'undo',
    seat: by,
    text: `${record.seats[by]!.name}'s last move was taken back, with everyone's agreement.`,
  };
  await room.commitTurn({
    seat: by,
    text: 'UNDO',
    sourceKind: 'undo',
    state: rebuilt.value,
    events: [event],
    now,
    extras: { undoneSeq: seq },
  });
}

/** UNDO by agreement; any move made meanwhile settles (declines) a pending request. */
export function undo(): RoomFeature {
  return {
    name: 'undo',
    serviceCommands: [undoCommand],
    onCommit: (room) => room.deleteMeta(UNDO_KEY),
  };
}
