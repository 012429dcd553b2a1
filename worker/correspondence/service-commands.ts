// Reply commands about the player rather than the move: VACATION <from> <to>, BACK, and GAMES
// (every game they are in, whose turn it is and by when, in their own time zone).
import {
  DEFAULT_ALLOWANCE_DAYS,
  formatDeadline,
  parseVacationCommand,
} from '../../engine/correspondence/index';
import type { RuleError } from '../../engine/result';
import { boardToSeat } from '../game-room/answer';
import { type ServiceCommand, type ServiceContext, wordCommand } from '../game-room/feature';
import type { RoomPort } from '../game-room/port';
import { type GameStatus, gameRoomStub } from '../rpc/game-room';
import { playerStub } from '../rpc/player';
import { backInRoom, gameStatus, vacationInRoom } from './room-clock';

const startsWith = (verb: string) => (line: string) =>
  line.trim().split(/\s+/)[0]?.toUpperCase() === verb;

/** An answer to the sender only, with the board of this game. */
export async function answer(room: RoomPort, seat: number, lines: string[], ctx: ServiceContext) {
  const happened = lines.map((text) => ({ type: 'notice', text }));
  await boardToSeat(room, seat, `notice:${ctx.requestId}`, happened, ctx.now);
}

export async function refuse(
  room: RoomPort,
  seat: number,
  line: string,
  error: RuleError,
  ctx: ServiceContext,
) {
  await room.refuse(seat, line, error, ctx.requestId, ctx.now);
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

export const vacationCommand: ServiceCommand = {
  name: 'VACATION',
  matches: startsWith('VACATION'),
  async run(room, seat, line, ctx) {
    const record = room.record()!;
    const command = parseVacationCommand(line);
    if (!command.ok) return refuse(room, seat, line, command.error, ctx);
    if (command.value.type !== 'vacation') return;
    const email = record.seats[seat]!.email;
    const allowance = record.vacationDays ?? DEFAULT_ALLOWANCE_DAYS;
    const booked = await playerStub(room.env, email).takeVacation(
      command.value,
      ctx.now,
      allowance,
      record.id,
    );
    if (!booked.ok) return refuse(room, seat, line, booked.error, ctx);
    const { vacation, daysLeft, games } = booked.value;
    await vacationInRoom(room, email, vacation.from, vacation.to, ctx.now);
    await answer(
      room,
      seat,
      [
        `Your vacation from ${day(vacation.from)} to ${day(vacation.to - 1)} (UTC) is booked: your clock stands still in this game and ${games} other game${games === 1 ? '' : 's'}.`,
        `You have ${daysLeft} vacation day${daysLeft === 1 ? '' : 's'} left in any 365 days around it. Reply BACK to end it early.`,
      ],
      ctx,
    );
  },
};

export const backCommand = wordCommand('BACK', async (room, seat, line, ctx) => {
  const record = room.record()!;
  const email = record.seats[seat]!.email;
  const back = await playerStub(room.env, email).comeBack(ctx.now, record.id);
  if (!back.ok) return refuse(room, seat, line, back.error, ctx);
  await backInRoom(room, email, ctx.now);
  await answer(room, seat, ['Welcome back: your clocks run again in all your games.'], ctx);
});

export const gamesCommand = wordCommand('GAMES', async (room, seat, _line, ctx) => {
  const record = room.record()!;
  const player = playerStub(room.env, record.seats[seat]!.email);
  const [games, settings, ratings] = await Promise.all([
    player.activeGames(),
    player.settings(),
    player.ratings(),
  ]);
  // This game answers for itself: it is busy running this command and cannot take a call.
  const statuses = await Promise.all(
    games.map((g) =>
      g.gameId === record.id ? gameStatus(room) : gameRoomStub(room.env, g.gameId).status(),
    ),
  );
  const lines = statuses
    .filter((s): s is GameStatus => s !== null && !s.over)
    .map((s) => describe(s, record.seats[seat]!.email, games, settings.timeZone));
  const rated = Object.entries(ratings).map(
    ([family, r]) =>
      `${family} ${Math.round(r!.rating)} (${r!.games} rated game${r!.games === 1 ? '' : 's'})`,
  );
  await answer(
    room,
    seat,
    [
      ...(lines.length > 0
        ? [`Your games (${lines.length}):`, ...lines]
        : ['You have no games in play.']),
      ...(rated.length > 0 ? [`Your ratings: ${rated.join(', ')}.`] : []),
      `Deadlines are shown in ${settings.timeZone} time; reply TIMEZONE and a zone (e.g. TIMEZONE Europe/Berlin) to change it.`,
    ],
    ctx,
  );
});

export const timeZoneCommand: ServiceCommand = {
  name: 'TIMEZONE',
  matches: startsWith('TIMEZONE'),
  async run(room, seat, line, ctx) {
    const zone = line.trim().split(/\s+/)[1] ?? '';
    if (!isTimeZone(zone)) {
      return refuse(
        room,
        seat,
        line,
        {
          code: 'bad-time-zone',
          message: `"${zone}" is not a time zone I know. Write TIMEZONE and a zone name such as Europe/Berlin, America/New_York or UTC.`,
        },
        ctx,
      );
    }
    const email = room.record()!.seats[seat]!.email;
    const settings = await playerStub(room.env, email).updateSettings({ timeZone: zone });
    const lines = [`Deadlines in your emails are now shown in ${zone} time.`];
    if (settings.notify === 'daily-digest')
      lines.push(`Your daily digest now comes at 07:00 ${zone} time.`);
    await answer(room, seat, lines, ctx);
  },
};

function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function describe(
  s: GameStatus,
  _email: string,
  games: { gameId: string; seat: number }[],
  timeZone: string,
): string {
  const mySeat = games.find((g) => g.gameId === s.gameId)?.seat;
  const turns = s.toMove.map((m) => {
    const who = m.seat === mySeat ? 'your turn' : `${m.name} to play`;
    return m.deadline === null ? who : `${who}, due by ${formatDeadline(m.deadline, timeZone)}`;
  });
  return `${s.title} (game ${s.gameId}): ${turns.join('; ') || 'waiting'}`;
}
