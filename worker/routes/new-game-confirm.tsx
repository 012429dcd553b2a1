/** @jsxImportSource hono/jsx */
// The web form's proof of address: POST /new mails its proposer a signed link (proposeByMail);
// GET /new/confirm/:token shows what will be started, and only its POST creates the game, as if
// the proposer had sent NEW by email: everyone else must ACCEPT.
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { HelpEmail, helpEmailText } from '../../emails/help-email';
import { renderHtml } from '../../emails/render';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { signingKeys } from '../links/keys';
import { claimsFor } from '../links/link-claims';
import { checkCsrf, csrfToken, signLink } from '../links/signed-link';
import { messageId } from '../mail/addresses';
import type { OutgoingMessage } from '../mail/message';
import { createGameFrom } from '../new-game/create-game';
import type { CheckedGame } from '../new-game/game-request';
import { ConfirmGamePage, GameCreatedPage } from '../pages/confirm-game-page';
import type { Proposal } from '../rpc/game-room';
import { playerStub } from '../rpc/player';
import { gameRoom } from './games';
import { summarise } from './new-game-summary';

const CONFIRM_HOURS = 24;

/** The confirmation mail: fixed text, the game's title and the link; nothing the form's user typed. */
async function confirmationMail(
  env: Env,
  game: CheckedGame,
  now: number,
): Promise<OutgoingMessage> {
  const [key] = signingKeys(env);
  const exp = Math.floor(now / 1000) + CONFIRM_HOURS * 3600;
  const token = await signLink(key!, { game: game.id, seat: 0, exp, purpose: 'confirm' });
  const url = `${env.PUBLIC_URL.replace(/\/$/, '')}/new/confirm/${token}`;
  const people = game.robots.filter((robot, i) => i > 0 && robot === null).length;
  const company = [
    ...(people > 0 ? [`${people} other player${people === 1 ? '' : 's'}`] : []),
    ...(game.robots.some((robot) => robot !== null) ? ['the robot'] : []),
  ].join(' and ');
  const props = {
    gameTitle: `${game.kind.title} · new game ${game.id}`,
    sections: [
      {
        title: 'Confirm your new game',
        lines: [
          `Someone, we hope you, asked on our web form to start a game of ${game.kind.title} with ${company}.`,
          `To start it, open this link within ${CONFIRM_HOURS} hours: ${url}`,
          'If it was not you, ignore this email: nothing more will be sent.',
        ],
      },
    ],
  };
  return {
    id: `${game.id}:confirm`,
    to: game.emails[0]!,
    from: env.MAIL_FROM,
    replyTo: env.MAIL_FROM,
    subject: `Confirm your new game of ${game.kind.title}`,
    text: helpEmailText(props),
    html: await renderHtml(createElement(HelpEmail, props)),
    headers: {
      'Message-ID': messageId(env.MAIL_DOMAIN, game.id, 0, 0),
      'Auto-Submitted': 'auto-generated',
    },
  };
}

/**
 * Stores the checked game unstarted and mails its proposer the link. A proposer who is still a
 * stranger gets one such mail until they act on it (worker/access/consent.ts).
 */
export async function proposeByMail(env: Env, game: CheckedGame, input: unknown): Promise<void> {
  const now = Date.now();
  const host = playerStub(env, game.emails[0]!);
  if ((await host.claimInvitation(game.id)) === 'already-invited')
    throw new HttpError(
      409,
      'confirmation-unanswered',
      `We already emailed ${game.emails[0]} a link to confirm a game; open that one first.`,
    );
  const proposal: Proposal = { input, host: game.emails[0]! };
  const done = await gameRoom(env, game.id).propose(
    proposal,
    await confirmationMail(env, game, now),
    now,
  );
  if (!done.ok) throw new HttpError(409, done.error.code, done.error.message);
}

async function proposalFor(c: Context<{ Bindings: Env }>) {
  const token = c.req.param('token') ?? '';
  const claims = await claimsFor(c.env, token, 'confirm');
  const room = gameRoom(c.env, claims.game);
  const proposal = (await room.proposal()) as Proposal | null;
  if (!proposal) throw new HttpError(404, 'unknown-game', 'There is no such game to confirm.');
  return { token, id: claims.game, room, proposal };
}

export const confirmNewGame = new Hono<{ Bindings: Env }>()
  .get('/:token', async function showConfirmation(c) {
    const { token, proposal } = await proposalFor(c);
    const [key] = signingKeys(c.env);
    return c.html(
      <ConfirmGamePage summary={summarise(proposal)} csrf={await csrfToken(key!, token)} />,
    );
  })
  .post('/:token', async function confirmGame(c) {
    const { token, id, room, proposal } = await proposalFor(c);
    const form = await c.req.parseBody();
    const csrf = typeof form.csrf === 'string' ? form.csrf : '';
    if (!(await checkCsrf(signingKeys(c.env), token, csrf)))
      throw new HttpError(
        403,
        'bad-csrf',
        'This form has expired: open the link from your email again.',
      );
    const summary = summarise(proposal);
    // A second click finds the game made by the first (the id is the proposal's).
    const made = await room.record();
    if (!made) {
      // Opening the mailed link proved the address: its owner asked to hear from us.
      await playerStub(c.env, proposal.host).markKnown();
      await createGameFrom(c.env, proposal.input, {}, 'invitation', id);
    }
    return c.html(<GameCreatedPage id={id} summary={summary} />, made ? 200 : 201);
  });
