// Who a new game may mail, seat by seat (worker/access/consent.ts). A game started by a person
// (new@, the web form) invites every other seat, and each must ACCEPT. A game the operator
// creates starts at once between players who have played before; any stranger among them gets
// the game's one invitation instead, and a stranger who already has one is refused. A tournament's
// games start at once: its players were admitted when they entered (known, or JOIN by mail).
import { fail, ok, type Result } from '../../engine/result';
import type { Env } from '../env';
import type { InvitationClaim } from '../rpc/player';
import { playerStub } from '../rpc/player';

export type StartBy = 'now' | 'invitation' | 'entered';

export type Opening =
  | { by: 'now' }
  /** The seats that have already agreed; `hostNote` tells seat 0 the invitations are out. */
  | { by: 'invitation'; accepted: number[]; hostNote: boolean };

export interface SeatCheck {
  opening: Opening;
  /** Each seat's own display name where the player already has one (null: use the given name). */
  ownNames: (string | null)[];
}

export async function checkSeatConsent(
  env: Env,
  gameId: string,
  seats: { email: string; robot?: unknown }[],
  startBy: StartBy,
): Promise<Result<SeatCheck>> {
  const human = (i: number) => !seats[i]!.robot;
  const standings = await Promise.all(
    seats.map((s, i) => (human(i) ? playerStub(env, s.email).standing() : null)),
  );
  const ownNames = standings.map((s) => s?.name ?? null);
  if (startBy === 'entered') return ok({ opening: { by: 'now' }, ownNames });
  // The host of a person's game wrote to us: the web form's host proved it by the mailed link,
  // new@'s by the inbound identity check (envelope, From and DMARC) before it gets here.
  const host = startBy === 'invitation' ? 0 : -1;
  const strangers = seats.flatMap((_, i) =>
    human(i) && i !== host && !standings[i]!.known ? [i] : [],
  );
  const claims: InvitationClaim[] = await Promise.all(
    strangers.map((i) => playerStub(env, seats[i]!.email).claimInvitation(gameId)),
  );
  const waiting = strangers.filter((_, k) => claims[k] === 'already-invited');
  if (waiting.length > 0)
    return fail(
      'invitation-unanswered',
      `${waiting.map((i) => seats[i]!.email).join(', ')} has not answered an earlier invitation yet; a new address gets one invitation until it accepts.`,
    );
  if (host === 0) {
    await playerStub(env, seats[0]!.email).markKnown();
    // A robot seat has no one to ask: a host alone with robots starts at once.
    const accepted = seats.flatMap((_, i) => (i === host || !human(i) ? [i] : []));
    if (accepted.length === seats.length) return ok({ opening: { by: 'now' }, ownNames });
    return ok({ opening: { by: 'invitation', accepted, hostNote: true }, ownNames });
  }
  if (strangers.length === 0) return ok({ opening: { by: 'now' }, ownNames });
  const accepted = seats.flatMap((_, i) => (strangers.includes(i) ? [] : [i]));
  return ok({ opening: { by: 'invitation', accepted, hostNote: false }, ownNames });
}
