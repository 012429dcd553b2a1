// Addresses that may hold a seat: never the service's own (a seat at play-…@MAIL_DOMAIN or
// turns@ would mail the service itself and start a loop).
import type { Env } from '../env';

function domainOf(address: string): string {
  const inside = /<([^>]+)>/.exec(address);
  const bare = (inside ? inside[1]! : address).trim().toLowerCase();
  return bare.slice(bare.lastIndexOf('@') + 1);
}

/** The mail domain, the sender's domain, and any subdomain of either. */
export function isServiceAddress(email: string, env: Pick<Env, 'MAIL_DOMAIN' | 'MAIL_FROM'>) {
  const domain = domainOf(email);
  const ours = [env.MAIL_DOMAIN, env.MAIL_FROM]
    .filter((d): d is string => Boolean(d))
    .map(domainOf)
    .filter(Boolean);
  return ours.some((d) => domain === d || domain.endsWith(`.${d}`));
}
