// Types `env` from cloudflare:test as the Worker's own bindings.
import type { Env as WorkerEnv } from '../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
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
