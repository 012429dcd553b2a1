// POST /api/games: validate at the edge, then hand a complete GameRecord to a new GameRoom.
// Names are cleaned, the caps checked and the seats' consent asked before anything is written;
// an Idempotency-Key (or a tournament pairing) fixes the id, so a retry finds the game it made.
import type { Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_LEXICON, getLexicon } from '../../dictionaries/registry';
import { getGameKind, rulesetIds } from '../../engine/registry';
import { checkClock, checkSeats } from '../access/caps';
import { isServiceAddress } from '../access/player-address';
import { idempotencyKey, idFor } from '../access/request-ids';
import { checkSeatConsent, type StartBy } from '../access/seat-consent';
import { gameTimeControl } from '../correspondence/creation';
import type { Env } from '../env';
import type { GameRoom } from '../game-room/game-room';
import type { GameRecord } from '../game-room/record';
import { HttpError } from '../http-error';
import { LinkSecretMissing, linkSecretProblem } from '../links/keys';
import { isPlausibleEmail, newGameId, normaliseEmail, randomToken } from '../mail/addresses';
import { cleanDisplayName } from '../names/display-name';
import { playerStub } from '../player';
import { robotSeatsOf } from '../robot/create';
import { checkHintsOption } from '../robot/hint-policy';
import { robotAddress } from '../robot/seat';

const CreateGame = z.object({
  ruleset: z.string().min(1),
  players: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        email: z.string().trim().min(3).max(254),
        /** With email "robot": the robot's level (worker/robot). */
        level: z.string().optional(),
      }),
    )
    .min(1),
  seed: z.string().min(1).max(200).optional(),
  lexicon: z.string().min(1).max(60).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  timeControl: z.unknown().optional(),
});

export type CreateGameBody = z.infer<typeof CreateGame>;

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
}

function validate(body: unknown): CreateGameBody {
  const parsed = CreateGame.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(
      400,
      'invalid-request',
      `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
  }
  return parsed.data;
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

/** What a tournament adds to the games it creates. */
export type TournamentGameFields = Pick<
  GameRecord,
  'tournamentId' | 'tournamentGameId' | 'vacationDays'
>;

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
  const secret = linkSecretProblem(env);
  if (secret) throw new LinkSecretMissing(secret);
  const body = validate(input);
  const kind = getGameKind(body.ruleset);
  if (!kind) {
    throw new HttpError(
      400,
      'unknown-ruleset',
      `Unknown ruleset "${body.ruleset}". Choose one of: ${rulesetIds().join(', ')}.`,
    );
  }
  const count = body.players.length;
  if (count < kind.minPlayers || count > kind.maxPlayers) {
    const range =
      kind.minPlayers === kind.maxPlayers
        ? `${kind.minPlayers}`
        : `${kind.minPlayers}–${kind.maxPlayers}`;
    throw new HttpError(
      400,
      'wrong-player-count',
      `${kind.title} is for ${range} players; you named ${count}.`,
    );
  }
  const seatCap = checkSeats(count);
  if (!seatCap.ok) throw new HttpError(400, seatCap.error.code, seatCap.error.message);
  const names = body.players.map((p) => cleanDisplayName(p.name));
  const nameless = names.indexOf('');
  if (nameless >= 0)
    throw new HttpError(400, 'invalid-name', `players.${nameless}.name has no visible characters.`);
  const robots = robotSeatsOf(kind, body.players, Boolean(tournament.tournamentId));
  if (!robots.ok) throw new HttpError(400, robots.error.code, robots.error.message);
  const id = fixedId ?? newGameId();
  const emails = body.players.map((p, i) =>
    robots.value[i] ? robotAddress(id, i) : normaliseEmail(p.email),
  );
  const bad = emails.find((e) => !isPlausibleEmail(e));
  if (bad !== undefined)
    throw new HttpError(400, 'invalid-email', `"${bad}" is not an email address.`);
  const ours = emails.find((e, i) => !robots.value[i] && isServiceAddress(e, env));
  if (ours !== undefined)
    throw new HttpError(
      400,
      'service-address',
      `"${ours}" is one of this service's own addresses, not a player's.`,
    );
  if (new Set(emails).size !== emails.length) {
    throw new HttpError(400, 'duplicate-email', 'Each player needs their own email address.');
  }
  const lexicon = body.lexicon ?? DEFAULT_LEXICON;
  if (!getLexicon(lexicon))
    throw new HttpError(400, 'unknown-lexicon', `There is no lexicon called "${lexicon}".`);
  // Clock options (timeoutAction, reminderHours, rated) are the service's, not the game's.
  // `hints` is the service's too (worker/robot); a game against a robot never moves ratings.
  const { hints: hintsOption, ...options } = body.options ?? {};
  const withRobot = robots.value.some((l) => l !== null);
  const clock = gameTimeControl(
    kind,
    body.timeControl,
    withRobot ? { ...options, rated: false } : options,
  );
  if (!clock.ok) throw new HttpError(400, clock.error.code, clock.error.message);
  const clockCap = checkClock(clock.value.timeControl);
  if (!clockCap.ok) throw new HttpError(400, clockCap.error.code, clockCap.error.message);
  const hints = checkHintsOption(hintsOption, clock.value.rated, Boolean(tournament.tournamentId));
  if (!hints.ok) throw new HttpError(400, hints.error.code, hints.error.message);
  const configured = kind.configure(clock.value.gameOptions, lexicon);
  if (!configured.ok) throw new HttpError(400, configured.error.code, configured.error.message);
  const seatsFit = kind.checkSeats?.(configured.value, count);
  if (seatsFit && !seatsFit.ok)
    throw new HttpError(400, seatsFit.error.code, seatsFit.error.message);

  const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)) as DurableObjectStub<GameRoom>;
  if (fixedId !== undefined) {
    const made = (await room.record()) as GameRecord | null;
    if (made) {
      await recordSeats(env, made, kind.id);
      return { ...(await summaryOf(id, room)), replayed: true };
    }
  }
  const seatsInput = body.players.map((_, i) => ({ email: emails[i]!, robot: robots.value[i] }));
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
      ...(robots.value[i] ? { robot: robots.value[i] } : {}),
    })),
    config: configured.value,
    timeControl: clock.value.timeControl,
    rated: clock.value.rated,
    ...(hints.value ? { hints: true } : {}),
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
