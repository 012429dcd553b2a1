// Test projects. Everything runs inside workerd except test/node (CLIs that touch the file system)
// and test/e2e (a real Chromium against `wrangler dev`). test/worker/resend runs the same Worker
// with RESEND_API_KEY set, so mail goes through the real Resend client to a local fake.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

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
            LINK_SECRET: 'k2:test-link-secret-new,k1:test-link-secret-old',
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
        {},
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
          OPERATOR_TOKEN: 'test-operator-token',
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
