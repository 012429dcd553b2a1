// Who really sent an inbound mail: the envelope sender must agree with the header From, and the
// verdict Cloudflare Email Routing stamps on top of the message (Authentication-Results from
// mx.cloudflare.net) decides whether the From is proven, unproven, or forged.
import { type AuthResults, parseAuthResults } from './auth-results';
import type { HeaderField } from './header-fields';

/** The authserv-id Cloudflare Email Routing writes; no other server's verdict is believed. */
export const TRUSTED_AUTHSERV_ID = 'mx.cloudflare.net';

export type SenderVerdict =
  /** DMARC passed, or (no DMARC policy) DKIM or SPF passed for the From's own domain. */
  | { kind: 'verified'; how: string }
  /** Nothing proves or disproves the From: only a reply token may vouch for it. */
  | { kind: 'unverified'; why: string }
  /** A DMARC failure, or an envelope that contradicts the From: never acted on. */
  | { kind: 'forged'; why: string };

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * DMARC's relaxed alignment without a public-suffix list: the same domain, or one a subdomain of
 * the other (the shorter with at least two labels). Stricter than the organisational-domain rule
 * for siblings (a.example.com v b.example.com), never looser.
 */
export function aligned(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return short.includes('.') && long.endsWith(`.${short}`);
}

/** `SRS0=hash=tt=domain=local@forwarder` (and SRS1's `…==hash=tt=domain=local`) → local@domain. */
function srsOriginal(envelope: string): string | null {
  // Addresses are at most 254 characters; longer is hostile and not worth a regex.
  if (envelope.length > 320) return null;
  const match = /^srs[01][=+-].+=([^=]+)=([^=@]+)@[^@=]+$/i.exec(envelope);
  return match ? `${match[2]}@${match[1]}`.toLowerCase() : null;
}

/**
 * The envelope sender agrees with the header From when they are equal (case aside), when the
 * envelope is the From with a `+tag` (a provider's bounce tagging), or when it is the SRS rewrite
 * of the From by a forwarder (then only DKIM can prove the From, which the verdict checks).
 */
export function envelopeAgrees(envelope: string, from: string): boolean {
  const [env, hdr] = [envelope.trim().toLowerCase(), from.trim().toLowerCase()];
  if (env === hdr) return true;
  const [envLocal, envDomain] = [env.slice(0, env.lastIndexOf('@')), domainOf(env)];
  if (envDomain === domainOf(hdr) && envLocal.split('+')[0] === hdr.slice(0, hdr.lastIndexOf('@')))
    return true;
  return srsOriginal(env) === hdr;
}

/** The topmost Authentication-Results, if Cloudflare wrote it; anything below is the sender's. */
export function trustedResults(fields: HeaderField[]): AuthResults | null {
  const top = fields.find((f) => f.key === 'authentication-results');
  const parsed = top ? parseAuthResults(top.value) : null;
  return parsed?.authservId === TRUSTED_AUTHSERV_ID ? parsed : null;
}

function proof(results: AuthResults, fromDomain: string, spfAligned: boolean): SenderVerdict {
  const dmarc = results.results.filter((r) => r.method === 'dmarc');
  if (dmarc.some((r) => r.result === 'fail'))
    return { kind: 'forged', why: `DMARC failed for ${fromDomain}` };
  const dmarcPass = dmarc.find(
    (r) => r.result === 'pass' && aligned(r.props['header.from'] ?? fromDomain, fromDomain),
  );
  if (dmarcPass) return { kind: 'verified', how: 'dmarc=pass' };
  const dkim = results.results.find(
    (r) =>
      r.method === 'dkim' &&
      r.result === 'pass' &&
      aligned(r.props['header.d'] ?? r.props['header.i']?.replace(/^.*@/, '') ?? '', fromDomain),
  );
  if (dkim) return { kind: 'verified', how: `dkim=pass header.d=${dkim.props['header.d']}` };
  const spf = results.results.find((r) => {
    const mailFrom = r.props['smtp.mailfrom'];
    return (
      r.method === 'spf' &&
      r.result === 'pass' &&
      mailFrom &&
      aligned(domainOf(mailFrom), fromDomain)
    );
  });
  if (spf && spfAligned) return { kind: 'verified', how: 'spf=pass, aligned' };
  return {
    kind: 'unverified',
    why: `no DMARC pass and no aligned DKIM or SPF pass for ${fromDomain}`,
  };
}

export function judgeSender(
  envelopeFrom: string,
  headerFrom: string,
  fields: HeaderField[],
): SenderVerdict {
  if (!headerFrom.includes('@')) return { kind: 'forged', why: 'no usable From address' };
  if (!envelopeAgrees(envelopeFrom, headerFrom))
    return { kind: 'forged', why: `envelope sender ${envelopeFrom} is not the From ${headerFrom}` };
  const results = trustedResults(fields);
  if (!results)
    return { kind: 'unverified', why: `no Authentication-Results from ${TRUSTED_AUTHSERV_ID}` };
  // An SRS envelope belongs to the forwarder: its SPF pass says nothing about the From.
  const spfAligned = aligned(domainOf(envelopeFrom), domainOf(headerFrom));
  return proof(results, domainOf(headerFrom), spfAligned);
}
