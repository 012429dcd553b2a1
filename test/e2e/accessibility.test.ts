// Every page at phone width: no sideways scrolling, a label on every control, a visible focus ring.
import { describe, expect, it } from 'vitest';
import {
  ANN,
  BOB,
  BROWSER_TEST,
  baseUrl,
  createGame,
  gamePageUrl,
  openPage,
  SCREENSHOTS,
  sharedBrowser,
} from './support';

const browser = sharedBrowser();

async function pages(): Promise<[string, string][]> {
  const id = await createGame('jamble-jx', [ANN, BOB], 'e2e-seed-a11y');
  return [
    ['home', `${baseUrl()}/`],
    ['new-game', `${baseUrl()}/new`],
    ['calculator', `${baseUrl()}/calculator`],
    ['help', `${baseUrl()}/help`],
    ['help-open-jamble', `${baseUrl()}/help/jamble-jo`],
    ['game-page', await gamePageUrl(id, ANN.email)],
    ['spectator', `${baseUrl()}/games/${id}`],
    ['leaderboard', `${baseUrl()}/leaderboard/crossword`],
  ];
}

describe('pages at 375 px', BROWSER_TEST, () => {
  it('fit the width, label every control and show where the focus is', async () => {
    for (const [name, url] of await pages()) {
      const { page, problems } = await openPage(browser(), 375);
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

/** WCAG relative luminance contrast of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(bl!);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('pages in dark mode at 320 px', BROWSER_TEST, () => {
  it('turn dark, keep text and board squares readable, and fit the width', async () => {
    for (const [name, url] of await pages()) {
      const { page, problems } = await openPage(browser(), 320);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(url);
      await page.screenshot({ path: `${SCREENSHOTS}/page-${name}-dark-320.png`, fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        name,
      ).toBeLessThanOrEqual(320);
      const colours = await page.evaluate(() => {
        const main = getComputedStyle(document.querySelector('main')!);
        const squares = Array.from(document.querySelectorAll('table.board td')).map((td) => {
          const s = getComputedStyle(td);
          return [s.color, s.backgroundColor] as const;
        });
        return { text: main.color, background: main.backgroundColor, squares };
      });
      // A dark page: the background darker than mid-grey, the text readable on it (WCAG AA).
      expect(contrast(colours.background, 'rgb(0, 0, 0)'), name).toBeLessThan(2);
      expect(contrast(colours.text, colours.background), name).toBeGreaterThanOrEqual(4.5);
      for (const [fg, bg] of colours.squares)
        expect(contrast(fg, bg), `${name} square`).toBeGreaterThanOrEqual(3);
      expect(problems, name).toEqual([]);
      await page.close();
    }
  });
});
