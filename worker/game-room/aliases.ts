// A seat's other addresses. A reply with the seat's token from an address that is not the seat's
// plays nothing; the seat's own address (never the other one) is told, once per address, how to
// link it: ALIAS other@address from the seat's address, then any reply from the other address
// confirms. After that, replies from either address play for the seat.
import { normaliseAddress } from '../mail/inbound/addresses';
import type { ServiceCommand } from './feature';
import type { RoomPort } from './port';
import { tellSeat } from './tell-seat';

interface SeatAliases {
  /** Confirmed: replies from these play for the seat. */
  linked: string[];
  /** Asked for by ALIAS from the seat's address, waiting for a reply from the alias. */
  pending: string[];
  /** Other addresses the seat's address was already told about (told once each). */
  told: string[];
}

const KEY = 'aliases';
// Bounds what a stream of replies from ever new addresses can make us store and send.
const MOST_ADDRESSES = 5;
const ALIAS_LINE = /^\s*ALIAS\s+<?([^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>?\s*$/i;

function allAliases(room: RoomPort): Record<string, SeatAliases> {
  return room.readMeta<Record<string, SeatAliases>>(KEY) ?? {};
}

function aliasesOf(room: RoomPort, seat: number): SeatAliases {
  return allAliases(room)[seat] ?? { linked: [], pending: [], told: [] };
}

function saveAliases(room: RoomPort, seat: number, aliases: SeatAliases): void {
  room.writeMeta(KEY, { ...allAliases(room), [seat]: aliases });
}

/** Whether `address` is the seat's own or a confirmed alias of it. */
export function speaksForSeat(room: RoomPort, seat: number, address: string): boolean {
  const record = room.record()!;
  return address === record.seats[seat]!.email || aliasesOf(room, seat).linked.includes(address);
}

/** One titled answer to the seat's own address. */
function tell(
  room: RoomPort,
  seat: number,
  title: string,
  lines: string[],
  requestId: string,
  now: number,
): Promise<void> {
  return tellSeat(room, seat, [{ title, lines }], `alias:${requestId}`, now);
}

export type StrangerOutcome = 'linked' | 'told' | 'ignored';

/**
 * A reply with the seat's token from `from`, which is not the seat's address: it confirms a
 * pending ALIAS, or the seat's address hears of it (once per address). Nothing is played.
 */
export async function answerStranger(
  room: RoomPort,
  seat: number,
  from: string,
  now: number,
): Promise<StrangerOutcome> {
  const aliases = aliasesOf(room, seat);
  const own = room.record()!.seats[seat]!.email;
  if (from === '') return 'ignored';
  if (aliases.pending.includes(from)) {
    saveAliases(room, seat, {
      ...aliases,
      pending: aliases.pending.filter((a) => a !== from),
      linked: [...aliases.linked, from],
    });
    await tell(
      room,
      seat,
      `${from} is linked`,
      [
        `Replies from ${from} now play for you in this game, as replies from ${own} do.`,
        'The reply that confirmed it was not played: send your move again.',
      ],
      `linked:${from}`,
      now,
    );
    return 'linked';
  }
  if (aliases.told.includes(from) || aliases.told.length >= MOST_ADDRESSES) return 'ignored';
  saveAliases(room, seat, { ...aliases, told: [...aliases.told, from] });
  await tell(
    room,
    seat,
    'A reply came from another address',
    [
      `A reply to this game came from ${from}, not from ${own}, so it was not played.`,
      `If ${from} is yours, reply ALIAS ${from} from ${own},`,
      `then reply to any email of this game from ${from} to confirm.`,
      'If it is not yours, nothing needs doing: it can play nothing.',
    ],
    `told:${from}`,
    now,
  );
  return 'told';
}

/** ALIAS other@address, from the seat's address: asks for the other address to confirm. */
export const aliasCommand: ServiceCommand = {
  name: 'ALIAS',
  matches: (line) => ALIAS_LINE.test(line),
  async run(room, seat, line, ctx) {
    const address = normaliseAddress(ALIAS_LINE.exec(line)![1]!);
    const aliases = aliasesOf(room, seat);
    const own = room.record()!.seats[seat]!.email;
    const known = address === own || aliases.linked.includes(address);
    if (!known && !aliases.pending.includes(address)) {
      if (aliases.pending.length >= MOST_ADDRESSES) aliases.pending.shift();
      saveAliases(room, seat, { ...aliases, pending: [...aliases.pending, address] });
    }
    await tell(
      room,
      seat,
      known ? `${address} already plays for you` : `Confirm ${address}`,
      known
        ? [`Replies from ${address} already play for you in this game.`]
        : [
            `Now reply to any email of this game from ${address}: that reply links it.`,
            `Until then, replies from ${address} play nothing.`,
          ],
      ctx.requestId,
      ctx.now,
    );
  },
};
