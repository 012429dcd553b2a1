// The Worker's bindings, as wrangler.toml and the secrets define them.
import type { GameRoom } from './game-room-object';
import type { Throttle } from './limits/throttle';
import type { DevMailbox } from './mail/dev-mailbox';
import type { MailHealth } from './mail/mail-health';
import type { Postbox } from './mail/postbox';
import type { Player } from './player';
import type { Tournament } from './tournament/tournament';

export interface Env {
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
  PLAYER: DurableObjectNamespace<Player>;
  DEV_MAILBOX: DurableObjectNamespace<DevMailbox>;
  TOURNAMENT: DurableObjectNamespace<Tournament>;
  /** Hour-long budgets (answers per sender), one object per key: worker/limits. */
  THROTTLE: DurableObjectNamespace<Throttle>;
  /** Rate Limiting bindings (wrangler.toml [[ratelimits]]), 60-second windows. */
  MAIL_SENDER_LIMIT: RateLimit;
  MAIL_RECIPIENT_LIMIT: RateLimit;
  MAIL_IP_LIMIT: RateLimit;
  HTTP_IP_LIMIT: RateLimit;
  HTTP_TOKEN_LIMIT: RateLimit;
  /** The outbox for mail outside games: one per recipient (worker/mail/postbox.ts). */
  POSTBOX: DurableObjectNamespace<Postbox>;
  /** Provider faults and held mail, for GET /health/mail (worker/mail/mail-health.ts). */
  MAIL_HEALTH: DurableObjectNamespace<MailHealth>;
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
