// The secrets the test Worker is configured with (the same values are in vitest.config.ts) and the
// helpers send; long enough to pass the production check (worker/links/keys.ts: 32 characters).
export const TEST_LINK_SECRETS = {
  k2: 'test-link-secret-new-0123456789abcdef',
  k1: 'test-link-secret-old-0123456789abcdef',
} as const;

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';
