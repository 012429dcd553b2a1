// The Worker's bindings, as wrangler.toml and the secrets define them.
export interface Env {
  GAME_ROOM: DurableObjectNamespace;
  PLAYER: DurableObjectNamespace;
  TOURNAMENT: DurableObjectNamespace;
  PUBLIC_URL: string;
  MAIL_DOMAIN: string;
  MAIL_FROM: string;
  /** Set in production (`wrangler secret put RESEND_API_KEY`); without it mail goes to the local outbox. */
  RESEND_API_KEY?: string;
  /** Tests point the real Resend client at a local fake. */
  RESEND_BASE_URL?: string;
  /** HMAC keys for signed links: `kid:secret[,kid:secret…]`, the first signs. */
  LINK_SECRET?: string;
}
