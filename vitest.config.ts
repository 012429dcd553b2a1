// Two test projects: everything runs inside workerd except test/node (CLIs that touch the file
// system and the browser end-to-end tests, which drive a real Chromium against `wrangler dev`).
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                LINK_SECRET: 'test-link-secret-0123456789abcdef',
                RESEND_BASE_URL: `http://127.0.0.1:${inject<number>('resendPort')}`,
              },
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/node/**', 'test/e2e/**'],
          globalSetup: ['./test/setup/fake-resend.ts'],
        },
      },
      {
        test: {
          name: 'node',
          include: ['test/node/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
