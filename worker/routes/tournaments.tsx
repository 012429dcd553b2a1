/** @jsxImportSource hono/jsx */
// Tournaments: POST /api/tournaments (create), GET /api/tournaments/:id (JSON), POST
// /api/tournaments/:id/withdraw and /start. The public page is tournament-page.tsx.
import { Hono } from 'hono';
import { z } from 'zod';
import { DEFAULT_LEXICON } from '../../dictionaries/registry';
import { getGameKind, rulesetIds } from '../../engine/registry';
import { parseTournamentConfig } from '../../engine/tournament/index';
import { checkClock, checkEntrants, checkStartsAt } from '../access/caps';
import { requireOperator } from '../access/operator';
import { isServiceAddress } from '../access/player-address';
import { idempotencyKey, idFor } from '../access/request-ids';
import { gameTimeControl } from '../correspondence/creation';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { isPlausibleEmail, newGameId, normaliseEmail, randomToken } from '../mail/addresses';
import { cleanDisplayName, cleanLine, TITLE_MAX } from '../names/display-name';
import { playerStub } from '../rpc/player';
import type { TournamentInfo, TournamentSummary } from '../rpc/tournament';
import { tournamentStub } from '../rpc/tournament';
import { joinAddress, TOURNAMENT_OPTION_KEYS } from '../tournament/info';
import { readJson } from './create-game';
import { organiserUrl } from './tournament-organise';

const CreateTournament = z.object({
  name: z.string().trim().min(1).max(100),
  format: z.string(),
  rounds: z.number().int().optional(),
  ruleset: z.string().min(1),
  lexicon: z.string().min(1).max(60).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  timeControl: z.unknown().optional(),
  seed: z.string().min(1).max(200).optional(),
  /** ISO date-time: sign-up by email (JOIN) stays open until then. */
  startsAt: z.string().datetime({ offset: true }).optional(),
  players: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        email: z.string().trim().min(3).max(254),
      }),
    )
    .default([]),
});

function bad(code: string, message: string): never {
  throw new HttpError(400, code, message);
}

/** Checks the request at the edge into a complete TournamentInfo (`id` fixed by an Idempotency-Key). */
export function tournamentInfo(
  body: unknown,
  now: number,
  env?: Pick<Env, 'MAIL_DOMAIN' | 'MAIL_FROM'>,
  id: string = newGameId(),
): TournamentInfo {
  const parsed = CreateTournament.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    bad('invalid-request', `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  const input = parsed.data;
  const name = cleanLine(input.name, TITLE_MAX);
  if (!name) bad('invalid-name', 'name: the tournament needs a name with visible characters.');
  const entrants = checkEntrants(input.players.length);
  if (!entrants.ok) bad(entrants.error.code, entrants.error.message);
  const kind = getGameKind(input.ruleset);
  if (!kind)
    bad(
      'unknown-ruleset',
      `Unknown ruleset "${input.ruleset}". Choose one of: ${rulesetIds().join(', ')}.`,
    );
  if (kind.minPlayers > 2 || kind.maxPlayers < 2)
    bad(
      'not-a-two-player-game',
      `${kind.title} is not played one against one, so it cannot be a tournament game.`,
    );
  const options = input.options ?? {};
  const tournamentOptions = Object.fromEntries(
    TOURNAMENT_OPTION_KEYS.flatMap((k) => (k in options ? [[k, options[k]]] : [])),
  );
  const gameOptions = Object.fromEntries(
    Object.entries(options).filter(
      ([k]) => !(TOURNAMENT_OPTION_KEYS as readonly string[]).includes(k),
    ),
  );
  const config = parseTournamentConfig({
    ...tournamentOptions,
    format: input.format,
    rounds: input.rounds,
  });
  if (!config.ok) bad(config.error.code, config.error.message);
  const clock = gameTimeControl(kind, input.timeControl, gameOptions);
  if (!clock.ok) bad(clock.error.code, clock.error.message);
  const clockCap = checkClock(clock.value.timeControl);
  if (!clockCap.ok) bad(clockCap.error.code, clockCap.error.message);
  const configured = kind.configure(clock.value.gameOptions, input.lexicon ?? DEFAULT_LEXICON);
  if (!configured.ok) bad(configured.error.code, configured.error.message);
  const emails = input.players.map((p) => normaliseEmail(p.email));
  const wrong = emails.find((e) => !isPlausibleEmail(e));
  if (wrong !== undefined) bad('invalid-email', `"${wrong}" is not an email address.`);
  if (new Set(emails).size !== emails.length)
    bad('duplicate-email', 'Each player needs their own email address.');
  const ours = env ? emails.find((e) => isServiceAddress(e, env)) : undefined;
  if (ours !== undefined)
    bad('service-address', `"${ours}" is one of this service's own addresses, not a player's.`);
  const names = input.players.map((p) => cleanDisplayName(p.name));
  if (names.some((n) => n === ''))
    bad('invalid-name', 'Every player needs a name with visible characters.');
  const startsAt = input.startsAt ? Date.parse(input.startsAt) : null;
  if (startsAt !== null) {
    const late = checkStartsAt(startsAt, now);
    if (!late.ok) bad(late.error.code, late.error.message);
  }
  const signup = startsAt !== null && startsAt > now;
  if (!signup && emails.length < 2)
    bad(
      'too-few-players',
      'Name at least two players, or give a future `startsAt` for sign-up by email.',
    );
  return {
    id,
    name,
    ruleset: kind.id,
    ...(input.lexicon ? { lexicon: input.lexicon } : {}),
    gameOptions,
    timeControl: input.timeControl ?? null,
    config: config.value,
    seed: input.seed ?? randomToken(16),
    createdAt: now,
    startsAt: signup ? startsAt : null,
    status: signup ? 'signup' : 'running',
    players: emails.map((email, i) => ({ id: email, name: names[i]! })),
    rooms: {},
  };
}

/** The tournament an id in a URL names: a malformed id is a 404, not a new object. */
function tournamentById(env: Env, id: string) {
  if (!/^[a-z2-7]{10}$/.test(id))
    throw new HttpError(404, 'unknown-tournament', `There is no tournament "${id}".`);
  return tournamentStub(env, id);
}

export async function summaryOf(env: Env, id: string): Promise<TournamentSummary> {
  const summary = await tournamentById(env, id).summary();
  if (!summary) throw new HttpError(404, 'unknown-tournament', `There is no tournament "${id}".`);
  return summary as TournamentSummary;
}

/**
 * A tournament mails its players pairings and results, so it admits only addresses that have
 * played here (ACCEPT) or written to us; a new player enters by emailing JOIN during sign-up.
 */
async function admitEntrants(env: Env, info: TournamentInfo): Promise<void> {
  const standings = await Promise.all(info.players.map((p) => playerStub(env, p.id).standing()));
  const strangers = info.players.filter((_, i) => !standings[i]!.known).map((p) => p.id);
  if (strangers.length > 0)
    throw new HttpError(
      422,
      'unknown-players',
      `${strangers.join(', ')} ${strangers.length === 1 ? 'has' : 'have'} not played here yet, so cannot be entered for them: give a future \`startsAt\` and let them email JOIN to the sign-up address.`,
    );
}

const Withdraw = z.object({ email: z.string().trim().min(3).max(254) });

/** The same answer whether or not the address was entered, so the route tells nobody who plays. */
const WITHDRAW_ANSWER = {
  ok: true,
  message: 'If that address was entered, it is withdrawn and its remaining games are settled.',
};

export const tournamentsApi = new Hono<{ Bindings: Env }>()
  .post('/', requireOperator, async function createTournament(c) {
    const now = Date.now();
    const key = idempotencyKey(c.req.header('idempotency-key'));
    if (key === 'invalid')
      bad('bad-idempotency-key', 'Idempotency-Key must be 1–200 visible ASCII characters.');
    const info = tournamentInfo(
      await readJson(c),
      now,
      c.env,
      key === null ? undefined : idFor('api-tournament', key),
    );
    const stub = tournamentById(c.env, info.id);
    const answer = async (status: 200 | 201) =>
      c.json(
        {
          id: info.id,
          ...(info.status === 'signup' ? { join: joinAddress(c.env.MAIL_DOMAIN, info.id) } : {}),
          organiserUrl: await organiserUrl(c.env, info.id, now),
        },
        status,
      );
    if (key !== null && (await stub.summary())) return answer(200);
    await admitEntrants(c.env, info);
    const created = await stub.create(info, now);
    if (!created.ok)
      throw new HttpError(
        created.error.code === 'tournament-exists' ? 409 : 400,
        created.error.code,
        created.error.message,
      );
    return answer(201);
  })
  .get('/:id', async function showTournament(c) {
    return c.json(await summaryOf(c.env, c.req.param('id')));
  })
  .post('/:id/withdraw', requireOperator, async function withdrawPlayer(c) {
    const parsed = Withdraw.safeParse(await readJson(c));
    if (!parsed.success) bad('invalid-request', 'Send {"email": "…"} of the player who withdraws.');
    const id = c.req.param('id');
    await summaryOf(c.env, id);
    const done = await tournamentById(c.env, id).withdraw(normaliseEmail(parsed.data.email));
    if (!done.ok && done.error.code !== 'unknown-player')
      throw new HttpError(400, done.error.code, done.error.message);
    return c.json(WITHDRAW_ANSWER);
  })
  .post('/:id/start', requireOperator, async function startNow(c) {
    const done = await tournamentById(c.env, c.req.param('id')).start();
    if (!done.ok) throw new HttpError(400, done.error.code, done.error.message);
    return c.json(await summaryOf(c.env, c.req.param('id')));
  });
