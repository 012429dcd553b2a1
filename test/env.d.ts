// Types `env` from cloudflare:test as the Worker's own bindings, with each Durable Object
// namespace typed by its class: a test may call any method and run inside the object
// (runInDurableObject), where the Worker's own code holds only the objects' contracts
// (worker/rpc/). A typed namespace still fits the Worker's `ObjectNamespace`.

import type { Env as WorkerEnv } from '../worker/env';
import type { GameRoom } from '../worker/game-room-object';
import type { Throttle } from '../worker/limits/throttle';
import type { DevMailbox } from '../worker/mail/dev-mailbox';
import type { MailHealth } from '../worker/mail/mail-health';
import type { Postbox } from '../worker/mail/postbox';
import type { Player } from '../worker/player';
import type { Tournament } from '../worker/tournament/tournament';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      GAME_ROOM: DurableObjectNamespace<GameRoom>;
      PLAYER: DurableObjectNamespace<Player>;
      DEV_MAILBOX: DurableObjectNamespace<DevMailbox>;
      TOURNAMENT: DurableObjectNamespace<Tournament>;
      THROTTLE: DurableObjectNamespace<Throttle>;
      POSTBOX: DurableObjectNamespace<Postbox>;
      MAIL_HEALTH: DurableObjectNamespace<MailHealth>;
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the fake Resend API started by test/setup/fake-resend.ts. */
    resendPort: number;
    /** The fast-check seed of this run (test/setup/fast-check.ts). */
    fcSeed: number;
    /** TEST_NOW as epoch ms, or 0 to run on the real clock (test/setup/test-clock.ts). */
    testNow: number;
  }
}

// Vite's raw imports: a file's text (the README's games table in the help test).
declare module '*?raw' {
  const text: string;
  export default text;
}
