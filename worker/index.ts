// The Worker entry: HTTP through Hono, inbound mail through email(), and the Durable Objects.
import { app } from './app';
import { handleEmail } from './email';
import type { Env } from './env';

export { GameRoom } from './game-room-object';
export { Throttle } from './limits/throttle';
export { DevMailbox } from './mail/dev-mailbox';
export { MailHealth } from './mail/mail-health';
export { Postbox } from './mail/postbox';
export { Player } from './player';
export { Tournament } from './tournament/tournament';

export default {
  fetch: app.fetch,
  async email(message, env) {
    await handleEmail(message, env);
  },
} satisfies ExportedHandler<Env>;
