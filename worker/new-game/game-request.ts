// A new game's request checked at the edge, before anything is written: the body's shape, the
// ruleset, seats and their cap, cleaned names, addresses (never the service's own), lexicon,
// clock and its cap, options. Shared by POST /api/games, the web form, new@ and tournaments.
import { z } from 'zod';
import { getLexicon } from '../../dictionaries/registry';
import type { GameKind } from '../../engine/kind';
import { getGameKind, rulesetIds } from '../../engine/registry';
import { checkClock, checkSeats } from '../access/caps';
import { isServiceAddress } from '../access/player-address';
import { type ClockChoice, gameTimeControl } from '../correspondence/creation';
import type { Env } from '../env';
import { checkHintsOption } from '../game-room/hint-policy';
import type { GameRecord } from '../game-room/record';
import { HttpError } from '../http-error';
import { LinkSecretMissing, linkSecretProblem } from '../links/keys';
import { isPlausibleEmail, newGameId, normaliseEmail } from '../mail/addresses';
import { cleanDisplayName } from '../names/display-name';
import { playerCount } from '../pages/player-count';
import { robotSeatsOf } from '../robot/create';
import { robotAddress } from '../robot/seat';
import { wordListFor } from '../word-lists';
import { withRecordedStart } from './recorded-start';

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
  /** Continue a recorded position (recorded-start.ts): a GCG record or a CGP line. */
  gcg: z.string().min(1).max(128_000).optional(),
  cgp: z.string().min(1).max(4_000).optional(),
});

export type CreateGameBody = z.infer<typeof CreateGame>;

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

/** What a tournament adds to the games it creates. */
export type TournamentGameFields = Pick<
  GameRecord,
  'tournamentId' | 'tournamentGameId' | 'tournamentName' | 'tournamentRound' | 'vacationDays'
>;

/** Everything a GameRecord is built from, once every check has passed. */
export interface CheckedGame {
  id: string;
  body: CreateGameBody;
  kind: GameKind;
  lexicon: string;
  names: string[];
  emails: string[];
  robots: (GameRecord['seats'][number]['robot'] | null)[];
  clock: ClockChoice;
  hints: boolean;
  config: unknown;
}

/** Throws HttpError (400) on any bad input, LinkSecretMissing when links cannot be signed. */
export function checkGameRequest(
  env: Env,
  input: unknown,
  tournament: TournamentGameFields = {},
  fixedId?: string,
): CheckedGame {
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
    // The same count /help and the README give (worker/pages/player-count.ts).
    throw new HttpError(
      400,
      'wrong-player-count',
      `${kind.title} is for ${playerCount(kind)} players; you named ${count}.`,
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
  const clockCap = checkClock(clock.value.timeControl);
  if (!clockCap.ok) throw new HttpError(400, clockCap.error.code, clockCap.error.message);
  const hints = checkHintsOption(hintsOption, clock.value.rated, Boolean(tournament.tournamentId));
  if (!hints.ok) throw new HttpError(400, hints.error.code, hints.error.message);
  const configured = kind.configure(clock.value.gameOptions, lexicon);
  if (!configured.ok) throw new HttpError(400, configured.error.code, configured.error.message);
  const seatsFit = kind.checkSeats?.(configured.value, count);
  if (seatsFit && !seatsFit.ok)
    throw new HttpError(400, seatsFit.error.code, seatsFit.error.message);

  return {
    id,
    body,
    kind,
    lexicon,
    names,
    emails,
    robots: robots.value,
    clock: clock.value,
    hints: hints.value,
    // A recorded position is checked here too, before anything is written.
    config: withRecordedStart(kind, configured.value, body, count),
  };
}
