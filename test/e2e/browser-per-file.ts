// One Chromium for all the tests of a file: launched before the first, closed after the last.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './support';

/** Call at the top of a test file; the getter gives the running browser inside its tests. */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error('the browser is not running (was browserPerFile called at the top?)');
    return browser;
  };
}
