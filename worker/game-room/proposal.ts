// A game proposed on the web form waits in its GameRoom until the proposer proves their address
// by opening the link mailed to them (worker/routes/new-game-confirm.tsx); only then is it created
// and are the others invited. The confirmation goes through the room's outbox like any mail.
import { fail, ok, type Result } from '../../engine/result';
import type { OutgoingMessage } from '../mail/message';
import type { Proposal } from '../rpc/game-room';
import type { RoomCore } from './room';

export function proposalOf(room: RoomCore): Proposal | null {
  return room.readMeta<Proposal>('proposal');
}

export async function proposeGame(
  room: RoomCore,
  proposal: Proposal,
  confirmation: OutgoingMessage,
  now: number,
): Promise<Result<void>> {
  if (room.record() || proposalOf(room))
    return fail('game-exists', 'This game has already been proposed.');
  room.storage.transactionSync(() => {
    room.writeMeta('proposal', proposal);
    room.commitMail([{ seat: 0, message: confirmation }], now);
  });
  await room.deliver(now);
  return ok(undefined);
}
