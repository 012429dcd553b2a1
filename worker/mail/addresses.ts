// Reply addresses and message ids. Each seat of each game has its own reply address carrying an
// unguessable token: `play-<game>-<token>@MAIL_DOMAIN`. Routing needs only the address; the
// GameRoom then checks the token and that the sender is that seat's player.
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `bytes` random bytes as lowercase base32 (5 bits a character). */
export function randomToken(bytes = 16): string {
  return base32(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Lowercase base32 (5 bits a character), the alphabet of game ids and tokens. */
export function base32(data: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function newGameId(): string {
  return randomToken(7).slice(0, 10);
}

export function replyAddress(mailDomain: string, gameId: string, token: string): string {
  return `play-${gameId}-${token}@${mailDomain}`;
}

export interface ReplyTarget {
  gameId: string;
  token: string;
}

/** Finds our reply address among the recipients, whatever the case the client used. */
export function findReplyTarget(recipients: string[]): ReplyTarget | null {
  for (const address of recipients) {
    const match = /^play-([a-z2-7]{10})-([a-z2-7]{26})@/i.exec(address.trim());
    if (match) return { gameId: match[1]!.toLowerCase(), token: match[2]!.toLowerCase() };
  }
  return null;
}

/** Lowercased, trimmed, angle brackets and display name removed. */
export function normaliseEmail(address: string): string {
  const inside = /<([^>]+)>/.exec(address);
  return (inside ? inside[1]! : address).trim().toLowerCase();
}

export function isPlausibleEmail(address: string): boolean {
  return (
    /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(address) && address.length <= 254
  );
}

/** Message-IDs carry the turn they belong to, so a reply to an old turn can be recognised. */
export function messageId(mailDomain: string, gameId: string, seat: number, turn: number): string {
  return `<t${turn}.s${seat}.${gameId}.${randomToken(6)}@${mailDomain}>`;
}

export function turnOfMessageId(id: string | null, gameId: string): number | null {
  if (!id) return null;
  const match = /^<?t(\d+)\.s\d+\.([a-z2-7]+)\./i.exec(id.trim());
  if (!match || match[2]!.toLowerCase() !== gameId) return null;
  return Number(match[1]);
}
