// The Worker's bindings, as wrangler.toml and the secrets define them. The bottom of worker/: it
// imports nothing of the project, so every file may depend on it.

/**
 * A Durable Object namespace as the Worker's code sees it: ids, and a stub with no methods. The
 * typed stub comes with each object's contract (worker/rpc/stub.ts), so no file needs to import
 * an object's class to call it. Any platform namespace fits this shape (tests type theirs by class).
 */
export interface ObjectNamespace {
  idFromName(name: string): DurableObjectId;
  idFromString(id: string): DurableObjectId;
  get(id: DurableObjectId): { readonly id: DurableObjectId };
}

export interface Env {
  /** One per game (gameRoomStub, worker/game-room/stub.ts). */
  GAME_ROOM: ObjectNamespace;
  /** One per normalised email address (playerStub, worker/rpc/player.ts). */
  PLAYER: ObjectNamespace;
  /** The local outbox of development (worker/mail/dev-mailbox.ts). */
  DEV_MAILBOX: ObjectNamespace;
  /** One per tournament (tournamentStub, worker/rpc/tournament.ts). */
  TOURNAMENT: ObjectNamespace;
  /** Hour-long budgets (answers per sender), one object per key: worker/limits. */
  THROTTLE: ObjectNamespace;
  /** Rate Limiting bindings (wrangler.toml [[ratelimits]]), 60-second windows. */
  MAIL_SENDER_LIMIT: RateLimit;
  MAIL_RECIPIENT_LIMIT: RateLimit;
  MAIL_IP_LIMIT: RateLimit;
  HTTP_IP_LIMIT: RateLimit;
  HTTP_TOKEN_LIMIT: RateLimit;
  /** The outbox for mail outside games: one per recipient (worker/mail/postbox.ts). */
  POSTBOX: ObjectNamespace;
  /** Provider faults and held mail, for GET /health/mail (worker/mail/mail-health.ts). */
  MAIL_HEALTH: ObjectNamespace;
  /** Base URL for links inside emails, e.g. https://play.example.com */
  PUBLIC_URL: string;
  /** Domain of reply addresses (play-<game>-<token>@MAIL_DOMAIN); Email Routing's catch-all points here. */
  MAIL_DOMAIN: string;
  MAIL_FROM: string;
  /** Set in production (`wrangler secret put RESEND_API_KEY`); without it mail goes to the local outbox. */
  RESEND_API_KEY?: string;
  /** Tests point the real Resend client at a local fake. */
  RESEND_BASE_URL?: string;
  /** Milliseconds a provider call may take before it is abandoned and retried (default 10 000). */
  MAIL_TIMEOUT_MS?: string;
  /** HMAC keys for signed links: `kid:secret[,kid:secret…]`, the first signs. */
  LINK_SECRET?: string;
  /** "1" only in local development (`npm start` sets it): the dev signing key and /dev/mail. */
  DEV_MODE?: string;
  /** Bearer token for the API's creating and controlling routes (`wrangler secret put OPERATOR_TOKEN`). */
  OPERATOR_TOKEN?: string;
}
