// Test projects. Everything runs inside workerd except test/node (CLIs that touch the file system)
// and test/e2e (a real Chromium against `wrangler dev`). test/worker/resend runs the same Worker
// with RESEND_API_KEY set, so mail goes through the real Resend client to a local fake, and
// outside local development (no DEV_MODE), as in production.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// The same values as test/setup/secrets.ts, which the helpers import (the config loader takes no
// extensionless local imports): long enough for the production check of worker/links/keys.ts.
const TEST_LINK_SECRETS = {
  k2: 'test-link-secret-new-0123456789abcdef',
  k1: 'test-link-secret-old-0123456789abcdef',
};
const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';

function workers(
  name: string,
  include: string[],
  exclude: string[],
  extra: Record<string, string>,
  options: { fileParallelism?: boolean } = {},
) {
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            LINK_SECRET: `k2:${TEST_LINK_SECRETS.k2},k1:${TEST_LINK_SECRETS.k1}`,
            OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
            RESEND_BASE_URL: `http://127.0.0.1:${inject<number>('resendPort')}`,
            ...extra,
          },
        },
      })),
    ],
    test: {
      name,
      include,
      exclude,
      globalSetup: ['./test/setup/fake-resend.ts', './test/setup/test-clock-provide.ts'],
      setupFiles: ['./test/setup/fast-check.ts', './test/setup/test-clock.ts'],
      ...options,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      workers(
        'workers',
        ['test/**/*.test.{ts,tsx}'],
        ['test/node/**', 'test/e2e/**', 'test/worker/resend/**'],
        // Local development, as `npm start` runs; tests of the production behaviour call the
        // Worker with DEV_MODE taken out (test/support/production.ts), and the resend project
        // runs without it.
        { DEV_MODE: '1' },
      ),
      // One file at a time, since the files share the fake's state; a short provider timeout,
      // so a simulated 90 s hang costs two seconds.
      workers(
        'resend',
        ['test/worker/resend/**/*.test.ts'],
        [],
        {
          RESEND_API_KEY: 're_test_fake_key',
          MAIL_TIMEOUT_MS: '2000',
        },
        { fileParallelism: false },
      ),
      {
        test: {
          name: 'node',
          include: ['test/node/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // Starts `wrangler dev` on a free port for the browser tests in test/e2e.
          globalSetup: ['./test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
