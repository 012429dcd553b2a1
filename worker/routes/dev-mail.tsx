/** @jsxImportSource hono/jsx */
// The local outbox, for development: every message the service would have sent, paged newest
// first and filtered by recipient or game at /dev/mail; all of it, oldest first, at /dev/mail.json
// (or, with ?to=, ?game= and ?last=N, the N newest of one recipient's or one game's).
// It exists only in local development (the DEV_MODE flag `npm start` sets), and even then only
// while no RESEND_API_KEY sends the mail for real; a missing key never opens it.
import { Hono } from 'hono';
import { isLocalDevelopment } from '../access/dev-mode';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { type DevMailbox, devMailbox } from '../mail/dev-mailbox';
import type { DeliveredMessage } from '../mail/message';
import { usesLocalOutbox } from '../mail/send';

/** Messages a page: a busy outbox holds thousands, each with a ~40 KB board. */
const PAGE_SIZE = 25;
// Messages an RPC answer from the mailbox for /dev/mail.json: one answer may be 32 MiB at most,
// which about 700 turn emails already pass, so the listing is read in pieces this size.
const LISTING_PIECE = 200;

/** The `last` newest messages matching `to` and `game` ('' for any), oldest first. */
async function listedMail(
  mailbox: DurableObjectStub<DevMailbox>,
  query: { to: string; game: string; last: number },
): Promise<DeliveredMessage[]> {
  const newestFirst: DeliveredMessage[] = [];
  let before: number | null = null;
  while (newestFirst.length < query.last) {
    const limit = Math.min(LISTING_PIECE, query.last - newestFirst.length);
    const piece = await mailbox.olderThan({ to: query.to, game: query.game, limit, before });
    newestFirst.push(...piece);
    if (piece.length < limit) break;
    before = piece.at(-1)!.seq;
  }
  return newestFirst.reverse();
}

export const devMail = new Hono<{ Bindings: Env }>()
  .use('*', async (c, next) => {
    if (!isLocalDevelopment(c.env))
      throw new HttpError(404, 'not-found', `No route for ${c.req.method} ${c.req.path}.`);
    if (!usesLocalOutbox(c.env))
      throw new HttpError(404, 'not-found', 'The local outbox is off: mail goes through Resend.');
    await next();
  })
  .get('/mail.json', async function listMailJson(c) {
    // ?fields=summary: id, to, replyTo, subject and sentAt only (for counting thousands of messages).
    if (c.req.query('fields') === 'summary') return c.json(await devMailbox(c.env).summaries());
    const messages = await listedMail(devMailbox(c.env), {
      to: (c.req.query('to') ?? '').trim().toLowerCase(),
      game: (c.req.query('game') ?? '').trim(),
      last: Math.floor(Number(c.req.query('last'))) || Number.POSITIVE_INFINITY,
    });
    return c.json(
      messages.map(
        ({ id, to, from, replyTo, subject, text, html, headers, sentAt, attachments }) => ({
          id,
          to,
          from,
          replyTo,
          subject,
          text,
          html,
          headers,
          sentAt,
          attachments: attachments ?? [],
        }),
      ),
    );
  })
  .get('/mail/:seq{[0-9]+}', async function showMail(c) {
    const message = await devMailbox(c.env).bySeq(Number(c.req.param('seq')));
    if (!message) throw new HttpError(404, 'not-found', 'No such message.');
    return c.html(message.html);
  })
  .get('/mail', async function listMail(c) {
    const to = (c.req.query('to') ?? '').trim().toLowerCase();
    const game = (c.req.query('game') ?? '').trim();
    const page = Math.max(1, Math.floor(Number(c.req.query('page')) || 1));
    const { total, messages } = await devMailbox(c.env).page({
      to,
      game,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const link = (p: number) =>
      `/dev/mail?${new URLSearchParams({ ...(to && { to }), ...(game && { game }), page: `${p}` })}`;
    return c.html(
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Local outbox ({total})</title>
          <style>{`body{font-family:system-ui,sans-serif;margin:1rem;max-width:960px}
details{border:1px solid #d0d7de;border-radius:6px;margin:.5rem 0;padding:.5rem}
summary{cursor:pointer;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f8fa;padding:.5rem;font-size:13px}
iframe{width:100%;height:720px;border:1px solid #d0d7de}form{display:flex;flex-wrap:wrap;gap:.5rem}
nav{margin:1rem 0;display:flex;gap:1rem}`}</style>
        </head>
        <body>
          <h1>Local outbox</h1>
          <form method="get" action="/dev/mail">
            <label>
              To <input name="to" type="email" value={to} placeholder="ann@example.com" />
            </label>
            <label>
              Game <input name="game" value={game} placeholder="game id" />
            </label>
            <button type="submit">Filter</button>
          </form>
          <p>
            {total} message{total === 1 ? '' : 's'}
            {to || game ? ' matching' : ''}, newest first; page {page} of {pages}. JSON (oldest
            first) at <a href="/dev/mail.json">/dev/mail.json</a>.
          </p>
          {messages.map((m) => (
            <details>
              <summary>
                #{m.seq} <strong>{m.subject}</strong> — to {m.to} — {m.sentAt}
              </summary>
              <p>
                Reply-To: <code>{m.replyTo}</code> · Message-ID:{' '}
                <code>{m.headers['Message-ID']}</code> ·{' '}
                <a href={`/dev/mail/${m.seq}`}>open as HTML</a>
              </p>
              <iframe title={`message ${m.seq}`} srcdoc={m.html} sandbox="" loading="lazy" />
              <pre>{m.text}</pre>
            </details>
          ))}
          <nav>
            {page > 1 && <a href={link(page - 1)}>← newer</a>}
            {page < pages && <a href={link(page + 1)}>older →</a>}
          </nav>
        </body>
      </html>,
    );
  });
