/** @jsxImportSource hono/jsx */
// Leaving a game's emails (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the link
// in the List-Unsubscribe header; a person who opens the link gets a page with a button, since a
// GET (a mail scanner) must never act.
import { type Context, Hono } from 'hono';
import type { Child } from 'hono/jsx';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { signingKeys } from '../links/keys';
import { type LinkClaims, verifyLink } from '../links/signed-link';
import { Layout } from '../pages/layout';
import { gameRoom } from './games';

async function claimsOf(c: Context<{ Bindings: Env }>, token: string): Promise<LinkClaims> {
  const check = await verifyLink(signingKeys(c.env), token, Math.floor(Date.now() / 1000));
  if (!check.ok)
    throw new HttpError(check.code === 'expired-link' ? 410 : 403, check.code, check.message);
  if (check.claims.purpose !== 'unsubscribe')
    throw new HttpError(403, 'wrong-link', 'This is not an unsubscribe link.');
  return check.claims;
}

/** The site's page shell (phone width, dark mode), kept out of search indexes: the URL is a key. */
function Page({ title, children }: { title: string; children: Child }) {
  return (
    <Layout title={title} noindex>
      <h1>{title}</h1>
      {children}
    </Layout>
  );
}

export const unsubscribe = new Hono<{ Bindings: Env }>()
  .get('/:token', async function confirmUnsubscribe(c) {
    const token = c.req.param('token');
    const claims = await claimsOf(c, token);
    return c.html(
      <Page title="Stop this game’s emails?">
        <p>
          You will get no more turn emails from game {claims.game}. You can still play from the game
          page, and replying SUBSCRIBE to any email of the game turns them back on.
        </p>
        <form method="post" action={`/unsubscribe/${token}`}>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit">Stop the emails</button>
        </form>
      </Page>,
    );
  })
  .post('/:token', async function oneClickUnsubscribe(c) {
    const claims = await claimsOf(c, c.req.param('token'));
    const done = await gameRoom(c.env, claims.game).setMuted(claims.seat, true);
    if (!done) throw new HttpError(404, 'unknown-game', 'This game no longer exists.');
    return c.html(
      <Page title="Unsubscribed">
        <p>
          You will get no more turn emails from game {claims.game}. Reply SUBSCRIBE to any of its
          emails to start again.
        </p>
      </Page>,
    );
  });
