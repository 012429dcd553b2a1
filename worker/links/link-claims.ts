// A signed link's claims for one purpose, or the HttpError a page answers with: 410 when it
// expired, 403 when it is altered, foreign, or made for something else.
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { signingKeys } from './keys';
import { type LinkClaims, verifyLink } from './signed-link';

const WRONG_LINK: Record<LinkClaims['purpose'], string> = {
  play: 'This link is not a game-page link. Use “Open the game page” in your latest game email.',
  unsubscribe: 'This is not an unsubscribe link.',
  confirm: 'This is not a link to confirm a new game.',
  organise: 'This is not a tournament organiser’s link.',
};

export async function claimsFor(
  env: Env,
  token: string,
  purpose: LinkClaims['purpose'],
): Promise<LinkClaims> {
  const check = await verifyLink(signingKeys(env), token, Math.floor(Date.now() / 1000));
  if (!check.ok)
    throw new HttpError(check.code === 'expired-link' ? 410 : 403, check.code, check.message);
  if (check.claims.purpose !== purpose) throw new HttpError(403, 'wrong-link', WRONG_LINK[purpose]);
  return check.claims;
}
