/** @jsxImportSource hono/jsx */
// The local outbox, for development: every message the service would have sent, oldest first.
// It exists only in local development (the DEV_MODE flag `npm start` sets), and even then only
// while no RESEND_API_KEY sends the mail for real; a missing key never opens it.
import { Hono } from 'hono';
import { isLocalDevelopment } from '../access/dev-mode';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { devMailbox } from '../mail/dev-mailbox';
import { usesLocalOutbox } from '../mail/send';

export const devMail = new Hono<{ Bindings: Env }>();

devMail.use('*', async (c, next) => {
  if (!isLocalDevelopment(c.env))
    throw new HttpError(404, 'not-found', `No route for ${c.req.method} ${c.req.path}.`);
  if (!usesLocalOutbox(c.env))
    throw new HttpError(404, 'not-found', 'The local outbox is off: mail goes through Resend.');
  await next();
});

devMail.get('/mail.json', async function listMailJson(c) {
  // ?fields=summary: id, to, replyTo, subject and sentAt only (for counting thousands of messages).
  if (c.req.query('fields') === 'summary') return c.json(await devMailbox(c.env).summaries());
  const messages = await devMailbox(c.env).list();
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
});

devMail.get('/mail/:n{[0-9]+}', async function showMail(c) {
  const messages = await devMailbox(c.env).list();
  const message = messages[Number(c.req.param('n'))];
  if (!message) throw new HttpError(404, 'not-found', 'No such message.');
  return c.html(message.html);
});

devMail.get('/mail', async function listMail(c) {
  const messages = await devMailbox(c.env).list();
  return c.html(
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Local outbox ({messages.length})</title>
        <style>{`body{font-family:system-ui,sans-serif;margin:1rem;max-width:960px}
details{border:1px solid #d0d7de;border-radius:6px;margin:.5rem 0;padding:.5rem}
summary{cursor:pointer}pre{white-space:pre-wrap;background:#f6f8fa;padding:.5rem;font-size:13px}
iframe{width:100%;height:720px;border:1px solid #d0d7de}`}</style>
      </head>
      <body>
        <h1>Local outbox</h1>
        <p>
          {messages.length} message{messages.length === 1 ? '' : 's'}, oldest first. JSON at{' '}
          <a href="/dev/mail.json">/dev/mail.json</a>.
        </p>
        {messages.map((m, n) => (
          <details>
            <summary>
              <strong>{m.subject}</strong> — to {m.to} — {m.sentAt}
            </summary>
            <p>
              Reply-To: <code>{m.replyTo}</code> · Message-ID:{' '}
              <code>{m.headers['Message-ID']}</code> · <a href={`/dev/mail/${n}`}>open as HTML</a>
            </p>
            <iframe title={`message ${n}`} srcdoc={m.html} sandbox="" loading="lazy" />
            <pre>{m.text}</pre>
          </details>
        ))}
      </body>
    </html>,
  );
});
