// Every page at phone width: no sideways scrolling, a label on every control, a visible focus ring.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_TEST,
  baseUrl,
  createGame,
  gamePageUrl,
  launch,
  openPage,
  SCREENSHOTS,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function pages(): Promise<[string, string][]> {
  const id = await createGame(
    'jamble-jx',
    [
      { name: 'Ann', email: 'ann@example.com' },
      { name: 'Bob', email: 'bob@example.com' },
    ],
    'e2e-seed-a11y',
  );
  return [
    ['new-game', `${baseUrl()}/new`],
    ['calculator', `${baseUrl()}/calculator`],
    ['help', `${baseUrl()}/help`],
    ['help-open-jamble', `${baseUrl()}/help/jamble-jo`],
    ['game-page', await gamePageUrl(id, 'ann@example.com')],
    ['spectator', `${baseUrl()}/games/${id}`],
  ];
}

describe('pages at 375 px', BROWSER_TEST, () => {
  it('fit the width, label every control and show where the focus is', async () => {
    for (const [name, url] of await pages()) {
      const { page, problems } = await openPage(browser, 375);
      await page.goto(url);
      await page.screenshot({ path: `${SCREENSHOTS}/page-${name}-375.png`, fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        name,
      ).toBeLessThanOrEqual(375);
      const unlabelled = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLInputElement>('input, select, textarea, button'))
          .filter((el) => el.type !== 'hidden' && !el.hidden)
          .filter((el) => {
            const labelled =
              (el.labels?.length ?? 0) > 0 ||
              el.getAttribute('aria-label') ||
              el.getAttribute('aria-labelledby');
            return !labelled && !(el.tagName === 'BUTTON' && el.textContent?.trim());
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(unlabelled, name).toEqual([]);
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() =>
        document.activeElement ? getComputedStyle(document.activeElement).outlineStyle : 'none',
      );
      expect(outline, name).not.toBe('none');
      expect(problems, name).toEqual([]);
      await page.close();
    }
  });
});
