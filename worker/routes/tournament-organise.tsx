/** @jsxImportSource hono/jsx */
// The tournament organiser's page behind a signed link (`organiserUrl` in POST /api/tournaments'
// answer, for the operator to hand on): start the tournament now, or withdraw a player. GET only
// shows; each action is a POST with the page's CSRF token. The link is the organiser's credential.
import { type Context, Hono } from 'hono';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { signingKeys } from '../links/keys';
import { claimsFor } from '../links/link-claims';
import { checkCsrf, csrfToken, signLink } from '../links/signed-link';
import { normaliseEmail } from '../mail/addresses';
import { Layout } from '../pages/layout';
import type { TournamentSummary } from '../rpc/tournament';
import { tournamentStub } from '../rpc/tournament';

const ORGANISER_LINK_DAYS = 365;

/** The organiser's link for tournament `id`, good for a year. */
export async function organiserUrl(env: Env, id: string, nowMs: number): Promise<string> {
  const [key] = signingKeys(env);
  const exp = Math.floor(nowMs / 1000) + ORGANISER_LINK_DAYS * 86_400;
  const token = await signLink(key!, { game: id, seat: 0, exp, purpose: 'organise' });
  return `${env.PUBLIC_URL.replace(/\/$/, '')}/organise/${token}`;
}

async function tournamentOf(c: Context<{ Bindings: Env }>) {
  const token = c.req.param('token') ?? '';
  const claims = await claimsFor(c.env, token, 'organise');
  const stub = tournamentStub(c.env, claims.game);
  const summary = (await stub.summary()) as TournamentSummary | null;
  if (!summary) throw new HttpError(404, 'unknown-tournament', 'There is no such tournament.');
  return { token, stub, summary };
}

function OrganiserPage({ s, csrf, flash }: { s: TournamentSummary; csrf: string; flash?: string }) {
  return (
    <Layout title={`Organise ${s.name}`}>
      <h1>Organise {s.name}</h1>
      <p class="meta">
        {s.format} · {s.ruleset} · {s.status} · {s.players.length} players ·{' '}
        <a href={`/tournaments/${s.id}`}>public page</a>
      </p>
      {flash ? (
        <p class="flash ok" role="status">
          {flash}
        </p>
      ) : null}
      {s.status === 'signup' ? (
        <form method="post">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="action" value="start" />
          <button type="submit">Close sign-up and start now</button>
        </form>
      ) : null}
      <form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="action" value="withdraw" />
        <label for="email">Withdraw the player with this email address</label>
        <input id="email" name="email" type="email" required />
        <button type="submit" class="secondary">
          Withdraw
        </button>
      </form>
    </Layout>
  );
}

export const organise = new Hono<{ Bindings: Env }>()
  .get('/:token', async function showOrganiserPage(c) {
    const { token, summary } = await tournamentOf(c);
    const [key] = signingKeys(c.env);
    return c.html(<OrganiserPage s={summary} csrf={await csrfToken(key!, token)} />);
  })
  .post('/:token', async function organiserAction(c) {
    const { token, stub } = await tournamentOf(c);
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    if (!(await checkCsrf(signingKeys(c.env), token, field('csrf'))))
      throw new HttpError(
        403,
        'bad-csrf',
        'This form has expired: open your organiser link again.',
      );
    let flash: string;
    if (field('action') === 'start') {
      const done = await stub.start();
      if (!done.ok) throw new HttpError(400, done.error.code, done.error.message);
      flash = 'The tournament has started: the first pairings are mailed.';
    } else if (field('action') === 'withdraw') {
      const done = await stub.withdraw(normaliseEmail(field('email')));
      if (!done.ok && done.error.code !== 'unknown-player')
        throw new HttpError(400, done.error.code, done.error.message);
      // The same words whether or not the address was entered.
      flash = 'If that address was entered, it is withdrawn and its remaining games are settled.';
    } else throw new HttpError(400, 'unknown-action', 'Choose start or withdraw.');
    const [key] = signingKeys(c.env);
    const summary = (await stub.summary()) as TournamentSummary;
    return c.html(<OrganiserPage s={summary} csrf={await csrfToken(key!, token)} flash={flash} />);
  });
