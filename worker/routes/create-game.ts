// POST /api/games: validate at the edge, then hand a complete GameRecord to a new GameRoom.
import type { Context } from 'hono';
import { z } from 'zod';
import { getLexicon } from '../../dictionaries/registry';
import { getGameKind, rulesetIds } from '../../engine/registry';
import { gameTimeControl } from '../correspondence/creation';
import type { Env } from '../env';
import type { GameRoom } from '../game-room/game-room';
import type { GameRecord } from '../game-room/record';
import { HttpError } from '../http-error';
import { isPlausibleEmail, newGameId, normaliseEmail, randomToken } from '../mail/addresses';
import { playerCount } from '../pages/player-count';
import { playerStub } from '../player';
import { robotSeatsOf } from '../robot/create';
import { checkHintsOption } from '../robot/hint-policy';
import { robotAddress } from '../robot/seat';
import { wordListFor } from '../word-lists';

const CreateGame = z.object({
  ruleset: z.string().min(1),
  players: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(60),
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
  return c.json(await createGameFrom(c.env, await readJson(c)), 201);
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
  /** 'invitation': the others must ACCEPT by email first (games started with NEW by email). */
  startBy: 'now' | 'invitation' = 'now',
) {
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
    // The same count /help and the README give (worker/pages/player-count.ts).
    throw new HttpError(
      400,
      'wrong-player-count',
      `${kind.title} is for ${playerCount(kind)} players; you named ${count}.`,
    );
  }
  const robots = robotSeatsOf(kind, body.players, Boolean(tournament.tournamentId));
  if (!robots.ok) throw new HttpError(400, robots.error.code, robots.error.message);
  const id = newGameId();
  const emails = body.players.map((p, i) =>
    robots.value[i] ? robotAddress(id, i) : normaliseEmail(p.email),
  );
  const bad = emails.find((e) => !isPlausibleEmail(e));
  if (bad !== undefined)
    throw new HttpError(400, 'invalid-email', `"${bad}" is not an email address.`);
  if (new Set(emails).size !== emails.length) {
    throw new HttpError(400, 'duplicate-email', 'Each player needs their own email address.');
  }
  // The rule book's own list when installed (WWF: ENABLE); the invitation says when it is not.
  const lexicon = body.lexicon ?? wordListFor(kind.id).lexicon;
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
  const hints = checkHintsOption(hintsOption, clock.value.rated, Boolean(tournament.tournamentId));
  if (!hints.ok) throw new HttpError(400, hints.error.code, hints.error.message);
  const configured = kind.configure(clock.value.gameOptions, lexicon);
  if (!configured.ok) throw new HttpError(400, configured.error.code, configured.error.message);
  const seatsFit = kind.checkSeats?.(configured.value, count);
  if (seatsFit && !seatsFit.ok)
    throw new HttpError(400, seatsFit.error.code, seatsFit.error.message);

  const now = Date.now();
  const record = {
    id,
    ruleset: kind.id,
    lexicon,
    seed: body.seed ?? randomToken(16),
    createdAt: now,
    seats: body.players.map((p, i) => ({
      name: p.name,
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
  const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)) as DurableObjectStub<GameRoom>;
  const created = await (startBy === 'invitation'
    ? room.invite({ record, now })
    : room.create({ record, now }));
  if (!created.ok) throw new HttpError(409, created.error.code, created.error.message);
  await Promise.all(
    record.seats.map(async (seat, i) => {
      if (seat.robot) return; // a robot has no Player: no games list, no mail
      await playerStub(env, seat.email).joinGame(seat.email, seat.name, {
        gameId: id,
        ruleset: kind.id,
        seat: i,
        opponents: record.seats.filter((_, j) => j !== i).map((s) => s.name),
        startedAt: now,
        finishedAt: null,
        result: null,
      });
    }),
  );
  return {
    id,
    ruleset: kind.id,
    lexicon,
    players: record.seats.map((s) => ({ name: s.name })),
    view: await room.view(null),
  };
}
