/** @jsxImportSource hono/jsx */
// The player's game page behind a signed link. GET never changes anything (mail scanners follow
// links); a POST with the page's CSRF token submits through the same GameRoom.submit() as email.
import { type Context, Hono } from 'hono';
import type { Preview } from '../../engine/crossword/kind';
import type { CrosswordView } from '../../engine/crossword/view';
import { getGameKind } from '../../engine/registry';
import type { Result } from '../../engine/result';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { signingKeys } from '../links/keys';
import { checkCsrf, csrfToken, type LinkClaims, verifyLink } from '../links/signed-link';
import { GamePage } from '../pages/game-page';
import { ParlorPage } from '../pages/parlor-page';
import type { SubmitOutcome } from '../rpc/game-room';
import { gameRoom } from './games';

async function claimsOf(c: Context<{ Bindings: Env }>, token: string): Promise<LinkClaims> {
  const check = await verifyLink(signingKeys(c.env), token, Math.floor(Date.now() / 1000));
  if (!check.ok)
    throw new HttpError(check.code === 'expired-link' ? 410 : 403, check.code, check.message);
  // An unsubscribe link is long-lived and must not open the game.
  if (check.claims.purpose !== 'play') {
    throw new HttpError(
      403,
      'wrong-link',
      'This link is not a game-page link. Use “Open the game page” in your latest game email.',
    );
  }
  return check.claims;
}

type Flash = { kind: 'ok' | 'error'; text: string };

async function renderPage(
  c: Context<{ Bindings: Env }>,
  token: string,
  claims: LinkClaims,
  shown: Flash | 'played' | null,
  status: 200 | 409 | 422 = 200,
) {
  const room = gameRoom(c.env, claims.game);
  const view = (await room.view(claims.seat)) as CrosswordView | null;
  if (!view) throw new HttpError(404, 'unknown-game', 'This game no longer exists.');
  // After a successful POST the browser is sent here (POST, redirect, GET), so reloading the page
  // can never play the same move again; the confirmation is the last move.
  const flash: Flash | null =
    shown === 'played'
      ? {
          kind: 'ok',
          text:
            view.family === 'crossword' && view.lastMove
              ? view.lastMove.text
              : 'Your reply was accepted.',
        }
      : shown;
  const [key] = signingKeys(c.env);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  if (view.family !== 'crossword') {
    const parlor = view as unknown as Record<string, unknown>;
    const title = `${getGameKind(String(parlor.game ?? ''))?.title ?? 'Game'} · game ${claims.game}`;
    return c.html(
      <ParlorPage
        gameTitle={title}
        view={parlor}
        csrf={await csrfToken(key!, token)}
        action={`/play/${token}`}
        flash={flash}
      />,
      status,
    );
  }
  const clocks = (await room.status())?.clocks ?? [];
  return c.html(
    <GamePage
      clocks={clocks}
      gameId={claims.game}
      gameTitle={`${view.title} · game ${claims.game}`}
      view={view}
      seat={claims.seat}
      csrf={await csrfToken(key!, token)}
      action={`/play/${token}`}
      flash={flash}
      gcgUrl={`/api/games/${claims.game}/gcg?link=${token}`}
    />,
    status,
  );
}

function commandFrom(form: Record<string, string | File>): string {
  const field = (name: string) =>
    typeof form[name] === 'string' ? (form[name] as string).trim() : '';
  switch (field('action')) {
    case 'play':
      if (!field('move'))
        throw new HttpError(422, 'empty-move', 'Type your move first, e.g. H8 across PLANE.');
      return field('move');
    case 'pass':
      return 'PASS';
    case 'command':
      // Parlor games: the reply box takes the same lines as an email.
      if (!field('command')) throw new HttpError(422, 'empty-command', 'Type your reply first.');
      return field('command');
    case 'draw': {
      const draws = field('draw').toUpperCase().replace(/\s+/g, '');
      if (!/^[FB]+$/.test(draws))
        throw new HttpError(
          422,
          'bad-draw',
          'Choose F (front) or B (back) for each tile you draw, e.g. FFB.',
        );
      return `DRAW ${draws}`;
    }
    case 'exchange':
      return `EXCHANGE ${field('tiles')}`;
    case 'resign':
      if (field('confirm') !== 'yes')
        throw new HttpError(422, 'confirm-resign', 'Tick the box to confirm that you resign.');
      return 'RESIGN';
    default:
      throw new HttpError(400, 'unknown-action', 'That form action is not known.');
  }
}

export const play = new Hono<{ Bindings: Env }>()
  /** The live preview: JSON from GameRoom.preview(). A GET that only reads, so a scanner can do no harm. */
  .get('/:token/preview', async function previewMove(c) {
    const claims = await claimsOf(c, c.req.param('token'));
    const move = (c.req.query('move') ?? '').trim().slice(0, 200);
    c.header('Cache-Control', 'no-store');
    if (!move)
      return c.json({
        ok: false,
        error: { code: 'empty-move', message: 'Type your move, e.g. H8 across PLANE.' },
      });
    const result = (await gameRoom(c.env, claims.game).preview(
      claims.seat,
      move,
    )) as Result<Preview>;
    return result.ok
      ? c.json({ ok: true, preview: result.value })
      : c.json({ ok: false, error: result.error });
  })
  .get('/:token', async function showGamePage(c) {
    const token = c.req.param('token');
    return renderPage(
      c,
      token,
      await claimsOf(c, token),
      c.req.query('done') === '1' ? 'played' : null,
    );
  })
  .post('/:token', async function submitFromPage(c) {
    const token = c.req.param('token');
    const claims = await claimsOf(c, token);
    const form = await c.req.parseBody();
    const csrf = typeof form.csrf === 'string' ? form.csrf : '';
    if (!(await checkCsrf(signingKeys(c.env), token, csrf))) {
      throw new HttpError(403, 'bad-csrf', 'This form has expired. Reload the page and try again.');
    }
    let command: string;
    try {
      command = commandFrom(form);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422)
        return renderPage(c, token, claims, { kind: 'error', text: err.message }, 422);
      throw err;
    }
    // A form from a tab opened turns ago must not play into a position its player never saw.
    const seen = typeof form.turn === 'string' ? Number(form.turn) : null;
    if (seen !== null) {
      const now = (await gameRoom(c.env, claims.game).view(claims.seat)) as CrosswordView | null;
      if (now?.family === 'crossword' && now.moveNumber !== seen) {
        const text =
          'The game has moved on since you opened this page, so nothing was played. Here it is as it stands now.';
        return renderPage(c, token, claims, { kind: 'error', text }, 409);
      }
    }
    const outcome = (await gameRoom(c.env, claims.game).submit(claims.seat, command, {
      kind: 'page',
    })) as SubmitOutcome;
    if (!outcome.ok)
      return renderPage(c, token, claims, { kind: 'error', text: outcome.error.message }, 422);
    return c.redirect(`/play/${token}?done=1`, 303);
  });
