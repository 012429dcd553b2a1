// POST /api/games and the creation shared with the web form, new@ and tournaments: the request
// checked (game-request.ts), the seats' consent asked (worker/access/seat-consent.ts), then a
// complete GameRecord handed to a new GameRoom. An Idempotency-Key (or a tournament pairing)
// fixes the id, so a retry finds the game it made instead of making a second.
import type { Context } from 'hono';
import { idempotencyKey, idFor } from '../access/request-ids';
import { checkSeatConsent, type StartBy } from '../access/seat-consent';
import type { Env } from '../env';
import type { GameRecord } from '../game-room/record';
import type { GameRoom } from '../game-room-object';
import { HttpError } from '../http-error';
import { randomToken } from '../mail/addresses';
import { playerStub } from '../player';
import { checkGameRequest, type TournamentGameFields } from './game-request';

export type { CreateGameBody, TournamentGameFields } from './game-request';

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
}

export async function createGame(c: Context<{ Bindings: Env }>) {
  const key = idempotencyKey(c.req.header('idempotency-key'));
  if (key === 'invalid')
    throw new HttpError(
      400,
      'bad-idempotency-key',
      'Idempotency-Key must be 1–200 visible ASCII characters.',
    );
  const id = key === null ? undefined : idFor('api-game', key);
  const created = await createGameFrom(c.env, await readJson(c), {}, 'now', id);
  return c.json(created, created.replayed ? 200 : 201);
}

/** The creation logic shared by POST /api/games, the new-game form and tournaments; throws HttpError on bad input. */
export async function createGameFrom(
  env: Env,
  input: unknown,
  tournament: TournamentGameFields = {},
  /** 'invitation': the others must ACCEPT first (a person's game: NEW, /new); 'entered': a tournament's. */
  startBy: StartBy = 'now',
  /** A fixed id (Idempotency-Key, tournament pairing): a game already there is answered, not made again. */
  fixedId?: string,
) {
  const { id, body, kind, lexicon, names, emails, robots, clock, hints, config } = checkGameRequest(
    env,
    input,
    tournament,
    fixedId,
  );
  const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)) as DurableObjectStub<GameRoom>;
  if (fixedId !== undefined) {
    const made = (await room.record()) as GameRecord | null;
    if (made) {
      await recordSeats(env, made, kind.id);
      return { ...(await summaryOf(id, room)), replayed: true };
    }
  }
  const seatsInput = body.players.map((_, i) => ({ email: emails[i]!, robot: robots[i] }));
  const consent = await checkSeatConsent(env, id, seatsInput, startBy);
  if (!consent.ok) throw new HttpError(409, consent.error.code, consent.error.message);
  const { opening, ownNames } = consent.value;

  const now = Date.now();
  const record = {
    id,
    ruleset: kind.id,
    lexicon,
    seed: body.seed ?? randomToken(16),
    createdAt: now,
    // A player who has played before keeps the name they chose; the inviter's name is for new ones.
    seats: body.players.map((_, i) => ({
      name: ownNames[i] ?? names[i]!,
      email: emails[i]!,
      token: randomToken(16),
      ...(robots[i] ? { robot: robots[i] } : {}),
    })),
    config,
    timeControl: clock.timeControl,
    rated: clock.rated,
    ...(hints ? { hints: true } : {}),
    ...tournament,
  };
  const created = await (opening.by === 'invitation'
    ? room.invite({ record, now, invitation: opening })
    : room.create({ record, now }));
  if (!created.ok) throw new HttpError(409, created.error.code, created.error.message);
  await recordSeats(env, record, kind.id);
  return { ...(await summaryOf(id, room)), replayed: false };
}

/** Each human seat's Player learns of the game (again, harmlessly, on a retry). */
async function recordSeats(env: Env, record: GameRecord, ruleset: string): Promise<void> {
  await Promise.all(
    record.seats.map(async (seat, i) => {
      if (seat.robot) return; // a robot has no Player: no games list, no mail
      await playerStub(env, seat.email).joinGame(seat.email, seat.name, {
        gameId: record.id,
        ruleset,
        seat: i,
        opponents: record.seats.filter((_, j) => j !== i).map((s) => s.name),
        startedAt: record.createdAt,
        finishedAt: null,
        result: null,
      });
    }),
  );
}

/** What the API answers about a game it created (or had created with the same key). */
async function summaryOf(id: string, room: DurableObjectStub<GameRoom>) {
  const [view, stored] = await Promise.all([room.view(null), room.record()]);
  const record = stored as GameRecord | null;
  return {
    id,
    ruleset: record?.ruleset ?? '',
    lexicon: record?.lexicon ?? '',
    players: (record?.seats ?? []).map((s) => ({ name: s.name })),
    view,
  };
}
