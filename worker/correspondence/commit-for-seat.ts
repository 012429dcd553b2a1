// A command the service makes on a seat's behalf (PASS or RESIGN at a timeout, RESIGN for a
// tournament forfeit). It goes through the same rules and commit as a player's move, with source
// 'deadline', so mail and after-turn hooks run as for any move.
import { getLexicon } from '../../dictionaries/registry';
import type { GameEvent } from '../../engine/kind';
import type { RoomPort, SubmitOutcome } from '../game-room/port';

export async function commitForSeat(
  room: RoomPort,
  seat: number,
  text: string,
  now: number,
  why: GameEvent,
): Promise<SubmitOutcome> {
  const record = room.record();
  if (!record)
    return { ok: false, error: { code: 'unknown-game', message: 'There is no such game.' } };
  const kind = room.kindOf(record);
  const parsed = kind.parse(text, record.config);
  if (!parsed.ok) return parsed;
  const lexicon = getLexicon(record.lexicon);
  if (!lexicon) throw new Error(`lexicon ${record.lexicon} is not installed`);
  const applied = kind.apply(record.config, room.state(), seat, parsed.value, { now, lexicon });
  if (!applied.ok) return applied;
  const { state, events } = applied.value;
  return room.commitTurn({
    seat,
    text,
    sourceKind: 'deadline',
    state,
    events: [why, ...events],
    now,
  });
}
