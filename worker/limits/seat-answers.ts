// The answer budget of one seat of one game, kept in the room's own storage: answers (mail marked
// Auto-Submitted: auto-replied) beyond it are not sent, so a responder that answers every answer
// gets SEAT_ANSWERS.capacity of them and then silence. Moves and turn mails are never held back.
import { isAnswer } from '../mail/auto-submitted';
import type { OutgoingMessage } from '../mail/message';
import { SEAT_ANSWERS } from './mail-limits';
import { type Bucket, takeToken } from './token-bucket';

interface MetaStore {
  readMeta<T>(key: string): T | null;
  writeMeta(key: string, value: unknown): void;
}

/** A message for one seat (the game room's composed mail). */
interface SeatMessage {
  seat: number;
  message: OutgoingMessage;
}

/** Call inside the transaction that commits the mail; returns what may be sent. */
export function spendSeatAnswers<M extends SeatMessage>(
  store: MetaStore,
  composed: M[],
  now: number,
): M[] {
  return composed.filter(({ seat, message }) => {
    if (!isAnswer(message.headers)) return true;
    const key = `answer-budget:${seat}`;
    const { allowed, bucket } = takeToken(store.readMeta<Bucket>(key), SEAT_ANSWERS, now);
    store.writeMeta(key, bucket);
    if (!allowed) console.warn(`seat ${seat}: answer budget spent, not sent: ${message.subject}`);
    return allowed;
  });
}
