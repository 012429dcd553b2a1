/** @jsxImportSource hono/jsx */
// Tournaments: POST /api/tournaments (create), GET /api/tournaments/:id (JSON), POST
// /api/tournaments/:id/withdraw and /start, and the public page GET /tournaments/:id.
import { Hono } from 'hono';
import { z } from 'zod';
import { DEFAULT_LEXICON } from '../../dictionaries/registry';
import { getGameKind, rulesetIds } from '../../engine/registry';
import { parseTournamentConfig } from '../../engine/tournament/index';
import { gameTimeControl } from '../correspondence/creation';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { isPlausibleEmail, newGameId, normaliseEmail, randomToken } from '../mail/addresses';
import { Layout } from '../pages/layout';
import { joinAddress, TOURNAMENT_OPTION_KEYS, type TournamentInfo } from '../tournament/info';
import type { TournamentSummary } from '../tournament/summary';
import { readJson } from './create-game';

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
        name: z.string().trim().min(1).max(60),
        email: z.string().trim().min(3).max(254),
      }),
    )
    .default([]),
});

function bad(code: string, message: string): never {
  throw new HttpError(400, code, message);
}

/** Checks the request at the edge into a complete TournamentInfo. */
export function tournamentInfo(body: unknown, now: number): TournamentInfo {
  const parsed = CreateTournament.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    bad('invalid-request', `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  const input = parsed.data;
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
  const configured = kind.configure(clock.value.gameOptions, input.lexicon ?? DEFAULT_LEXICON);
  if (!configured.ok) bad(configured.error.code, configured.error.message);
  const emails = input.players.map((p) => normaliseEmail(p.email));
  const wrong = emails.find((e) => !isPlausibleEmail(e));
  if (wrong !== undefined) bad('invalid-email', `"${wrong}" is not an email address.`);
  if (new Set(emails).size !== emails.length)
    bad('duplicate-email', 'Each player needs their own email address.');
  const startsAt = input.startsAt ? Date.parse(input.startsAt) : null;
  const signup = startsAt !== null && startsAt > now;
  if (!signup && emails.length < 2)
    bad(
      'too-few-players',
      'Name at least two players, or give a future `startsAt` for sign-up by email.',
    );
  return {
    id: newGameId(),
    name: input.name,
    ruleset: kind.id,
    ...(input.lexicon ? { lexicon: input.lexicon } : {}),
    gameOptions,
    timeControl: input.timeControl ?? null,
    config: config.value,
    seed: input.seed ?? randomToken(16),
    createdAt: now,
    startsAt: signup ? startsAt : null,
    status: signup ? 'signup' : 'running',
    players: input.players.map((p, i) => ({ id: emails[i]!, name: p.name })),
    rooms: {},
  };
}

function tournamentStub(env: Env, id: string) {
  if (!/^[a-z2-7]{10}$/.test(id))
    throw new HttpError(404, 'unknown-tournament', `There is no tournament "${id}".`);
  return env.TOURNAMENT.get(env.TOURNAMENT.idFromName(id));
}

async function summaryOf(env: Env, id: string): Promise<TournamentSummary> {
  const summary = await tournamentStub(env, id).summary();
  if (!summary) throw new HttpError(404, 'unknown-tournament', `There is no tournament "${id}".`);
  return summary as TournamentSummary;
}

export const tournamentsApi = new Hono<{ Bindings: Env }>();

tournamentsApi.post('/', async function createTournament(c) {
  const now = Date.now();
  const info = tournamentInfo(await readJson(c), now);
  const created = await tournamentStub(c.env, info.id).create(info, now);
  if (!created.ok)
    throw new HttpError(
      created.error.code === 'tournament-exists' ? 409 : 400,
      created.error.code,
      created.error.message,
    );
  return c.json(
    {
      id: info.id,
      ...(info.status === 'signup' ? { join: joinAddress(c.env.MAIL_DOMAIN, info.id) } : {}),
    },
    201,
  );
});

tournamentsApi.get('/:id', async function showTournament(c) {
  return c.json(await summaryOf(c.env, c.req.param('id')));
});

const Withdraw = z.object({ email: z.string().trim().min(3).max(254) });

tournamentsApi.post('/:id/withdraw', async function withdrawPlayer(c) {
  const parsed = Withdraw.safeParse(await readJson(c));
  if (!parsed.success) bad('invalid-request', 'Send {"email": "…"} of the player who withdraws.');
  const done = await tournamentStub(c.env, c.req.param('id')).withdraw(
    normaliseEmail(parsed.data.email),
  );
  if (!done.ok) throw new HttpError(400, done.error.code, done.error.message);
  return c.json(await summaryOf(c.env, c.req.param('id')));
});

tournamentsApi.post('/:id/start', async function startNow(c) {
  const done = await tournamentStub(c.env, c.req.param('id')).start();
  if (!done.ok) throw new HttpError(400, done.error.code, done.error.message);
  return c.json(await summaryOf(c.env, c.req.param('id')));
});

export const tournamentPages = new Hono<{ Bindings: Env }>();

tournamentPages.get('/:id', async function tournamentPage(c) {
  const s = await summaryOf(c.env, c.req.param('id'));
  return c.html(<TournamentPage s={s} joinAddress={joinAddress(c.env.MAIL_DOMAIN, s.id)} />);
});

function TournamentPage({ s, joinAddress }: { s: TournamentSummary; joinAddress: string }) {
  return (
    <Layout title={s.name}>
      <h1>{s.name}</h1>
      <p class="meta">
        {s.format} · {s.ruleset} · {s.status}
        {s.endedEarly ? ' (ended early: no more pairings without rematches)' : ''}
      </p>
      {s.status === 'signup' ? (
        <p>
          Sign-up is open until {s.startsAt}: email <code>JOIN</code> to{' '}
          <a href={`mailto:${joinAddress}?subject=JOIN`}>{joinAddress}</a>.
        </p>
      ) : null}
      <h2>Standings</h2>
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Player</th>
            <th scope="col">Played</th>
            <th scope="col">Wins</th>
            <th scope="col">Spread</th>
            {s.format === 'swiss' ? (
              <>
                <th scope="col">Buchholz</th>
                <th scope="col">Median</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {s.standings.map((r) => (
            <tr>
              <td>{r.rank}</td>
              <td>
                {r.name}
                {r.withdrawn ? ' (withdrawn)' : ''}
              </td>
              <td>{r.played}</td>
              <td>{r.points}</td>
              <td>{r.spread > 0 ? `+${r.spread}` : r.spread}</td>
              {s.format === 'swiss' ? (
                <>
                  <td>{r.buchholz}</td>
                  <td>{r.medianBuchholz}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {s.rounds.map((round) => (
        <section>
          <h2>Round {round.round}</h2>
          <ul>
            {round.games.map((g) => (
              <li>
                {g.gameId ? (
                  <a href={`/games/${g.gameId}`}>{`${g.first} v ${g.second}`}</a>
                ) : (
                  `${g.first} v ${g.second}`
                )}
                {g.scores
                  ? ` — ${g.scores[0]}–${g.scores[1]}`
                  : g.status === 'cancelled'
                    ? ' — cancelled'
                    : ' — in play'}
                {g.forfeit ? ` (${g.forfeit} forfeited)` : ''}
              </li>
            ))}
            {round.bye ? <li>{round.bye}: bye</li> : null}
          </ul>
        </section>
      ))}
      {s.players.length > 0 && s.rounds.length === 0 ? (
        <p>Entered: {s.players.map((p) => p.name).join(', ')}</p>
      ) : null}
    </Layout>
  );
}
