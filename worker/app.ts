// The HTTP routes. Handlers parse input at the edge and call a Durable Object; one error handler
// turns expected failures into `{error: {code, message}}` with a 4xx status.
import { Hono } from 'hono';
import type { Env } from './env';
import { HttpError } from './http-error';
import { httpLimits } from './limits/http-limits';
import { LinkSecretMissing } from './links/keys';
import { pageSecurityHeaders } from './pages/csp';
import { calculator } from './routes/calculator';
import { devMail } from './routes/dev-mail';
import { games } from './routes/games';
import { help } from './routes/help';
import { home } from './routes/home';
import { leaderboard } from './routes/leaderboard';
import { mailHealthRoute } from './routes/mail-health';
import { newGame } from './routes/new-game';
import { confirmNewGame } from './routes/new-game-confirm';
import { play } from './routes/play';
import { spectate } from './routes/spectate';
import { organise } from './routes/tournament-organise';
import { tournamentPages } from './routes/tournament-page';
import { tournamentsApi } from './routes/tournaments';
import { unsubscribe } from './routes/unsubscribe';
import { words } from './routes/words';

export const app = new Hono<{ Bindings: Env }>()
  // Rate limits per client IP and per bearer token, before any route (worker/limits/http-limits.ts).
  .use('*', httpLimits)
  // Every HTML answer, error pages included, carries the CSP and frame-ancestors 'none'.
  .use('*', pageSecurityHeaders)
  .get('/health', (c) => c.json({ ok: true }))
  .route('/health/mail', mailHealthRoute)
  .route('/api/games', games)
  .route('/dev', devMail)
  .route('/play', play)
  .route('/unsubscribe', unsubscribe)
  .route('/games', spectate)
  .route('/api/words', words)
  .route('/calculator', calculator)
  .route('/help', help)
  .route('/new/confirm', confirmNewGame)
  .route('/new', newGame)
  .route('/api/tournaments', tournamentsApi)
  .route('/tournaments', tournamentPages)
  .route('/organise', organise)
  .route('/leaderboard', leaderboard)
  .route('/', home)
  .notFound((c) => {
    // A browser gets a page that leads home; scripts and the API keep the JSON answer.
    if (wantsHtml(c.req.header('accept'), c.req.path)) {
      const message = `There is no page at ${c.req.path}. The links in your game emails lead to your games.`;
      return c.html(errorPage(new HttpError(404, 'not-found', message)), 404);
    }
    const message = `No route for ${c.req.method} ${c.req.path}.`;
    return c.json({ error: { code: 'not-found', message } }, 404);
  })
  .onError((err, c) => {
    if (err instanceof LinkSecretMissing) {
      console.error(err.message);
      err = new HttpError(503, err.code, 'Signed links are not configured on this service yet.');
    }
    if (err instanceof HttpError) {
      if (wantsHtml(c.req.header('accept'), c.req.path)) return c.html(errorPage(err), err.status);
      return c.json({ error: { code: err.code, message: err.message } }, err.status);
    }
    console.error(err);
    return c.json(
      {
        error: {
          code: 'internal',
          message: 'Something went wrong on our side; nothing was changed. Please try again.',
        },
      },
      500,
    );
  });

/** Whether the answer should be a page: a browser asked, and not for the API. */
function wantsHtml(accept: string | undefined, path: string): boolean {
  return (accept ?? '').includes('text/html') && !path.startsWith('/api/');
}

function errorPage(err: HttpError): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(err.code)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>${err.status === 404 ? 'Not found' : 'This link cannot be used'}</h1><p>${esc(err.message)}</p><p><small>Error: ${esc(err.code)}</small></p><p><a href="/">Wordmail home</a></p></body></html>`;
}
