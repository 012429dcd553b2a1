// Signed links: HMAC-SHA256 over game, seat, purpose and expiry, with a key id for rotation.
// A link is a bearer credential for one player in one game; it opens pages and never acts on GET.
//
// The HMAC is node:crypto's (nodejs_compat), computed where it is asked for. In the Workers
// runtime it costs a little more than WebCrypto's (7-8 µs a signature against 5-6, measured in a
// local workerd: some 16 µs of a four-seat turn's eight links), but Node runs each WebCrypto
// signature as a job on another thread, and waiting for them cost the thread a turn runs on
// 0.3-0.4 ms under `npm run bench:turn`: a cost the runtime never pays, which the bench counted.
import { createHmac } from 'node:crypto';
import type { SigningKey } from './keys';

export interface LinkClaims {
  game: string;
  seat: number;
  /** Epoch seconds. */
  exp: number;
  /**
   * What the link is for: the game page, leaving the mailing (RFC 8058), confirming a web-form
   * game, or a tournament organiser's page (`game` is then the tournament's id).
   */
  purpose: 'play' | 'unsubscribe' | 'confirm' | 'organise';
}

export type LinkCheck =
  | { ok: true; claims: LinkClaims }
  | {
      ok: false;
      code: 'malformed-link' | 'bad-signature' | 'unknown-key' | 'expired-link';
      message: string;
    };

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded =
    text.replaceAll('-', '+').replaceAll('_', '/') + '==='.slice((text.length + 3) % 4);
  try {
    return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Signs any number of links (and their form tokens) with one key. Made per email batch or per
 * request and passed down, never kept by a module: a module-level signer would be shared by every
 * request the isolate serves and outlive the secret it was made with.
 */
export interface LinkSigner {
  /** `kid.payload.signature`, all URL-safe. */
  sign(claims: LinkClaims): Promise<string>;
  /** The form token bound to one link, so a page can only be posted by whoever holds that link. */
  csrf(linkToken: string): Promise<string>;
}

/** HMAC-SHA256 of `data` (UTF-8) under the secret (UTF-8). */
function mac(secret: string, data: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(data, 'utf8').digest());
}

export function linkSigner(key: SigningKey): LinkSigner {
  return {
    async sign(claims) {
      const payload = base64url(encoder.encode(JSON.stringify(claims)));
      const signature = base64url(mac(key.secret, `${key.id}.${payload}`));
      return `${key.id}.${payload}.${signature}`;
    },
    async csrf(linkToken) {
      return base64url(mac(key.secret, `csrf.${linkToken}`));
    },
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** One link (a request that signs one link). */
export function signLink(key: SigningKey, claims: LinkClaims): Promise<string> {
  return linkSigner(key).sign(claims);
}

export async function verifyLink(
  keys: SigningKey[],
  token: string,
  nowSeconds: number,
): Promise<LinkCheck> {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return {
      ok: false,
      code: 'malformed-link',
      message: 'This link is incomplete. Open the latest email from the game and use its link.',
    };
  }
  const [kid, payload, signature] = parts as [string, string, string];
  const key = keys.find((k) => k.id === kid);
  if (!key) {
    return {
      ok: false,
      code: 'unknown-key',
      message:
        'This link was signed with a key that is no longer valid. Reply BOARD to the game email to get a fresh link.',
    };
  }
  const given = fromBase64url(signature);
  if (!given || !sameBytes(given, mac(key.secret, `${kid}.${payload}`))) {
    return {
      ok: false,
      code: 'bad-signature',
      message:
        'This link has been altered, so it cannot be trusted. Use the link exactly as it came in your email.',
    };
  }
  let claims: LinkClaims;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload) ?? new Uint8Array()));
  } catch {
    return {
      ok: false,
      code: 'malformed-link',
      message: 'This link is damaged. Use the link from your latest game email.',
    };
  }
  if (typeof claims.exp !== 'number' || claims.exp < nowSeconds) {
    return {
      ok: false,
      code: 'expired-link',
      message:
        'This link has expired. Reply BOARD to the game email and a fresh link will be sent to you.',
    };
  }
  return { ok: true, claims };
}

/** A form token bound to one link, so a page can only be posted by whoever holds that link. */
export function csrfToken(key: SigningKey, linkToken: string): Promise<string> {
  return linkSigner(key).csrf(linkToken);
}

export async function checkCsrf(
  keys: SigningKey[],
  linkToken: string,
  given: string,
): Promise<boolean> {
  const a = fromBase64url(given);
  if (!a) return false;
  for (const key of keys) {
    const b = fromBase64url(await csrfToken(key, linkToken));
    if (b && sameBytes(a, b)) return true;
  }
  return false;
}
