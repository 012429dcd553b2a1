// The player's game page in a real browser: press a square and type, press or drag rack tiles, the
// live preview, playing, exchanging by ticking tiles, the board's look, phone width, and names that look like HTML.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ANN,
  BOB,
  BROWSER_TEST,
  createGame,
  eventually,
  gamePageUrl,
  openPage,
  SCREENSHOTS,
  sharedBrowser,
  wordsFromRack,
} from './support';

const XSS = '<img src=x onerror=alert(1)>';

const browser = sharedBrowser();

async function rackOf(page: Page): Promise<string[]> {
  return page
    .locator('button.rack-tile')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-letter') ?? ''));
}

/** Keyboard play: with the start square focused, Escape clears the move and letters place tiles. */
async function typeLetters(page: Page, word: string, at = 'H8') {
  const square = page.locator(`td[data-coord="${at}"]`);
  await square.press('Escape');
  await square.pressSequentially(word, { delay: 20 });
}

async function previewScore(page: Page): Promise<number> {
  await eventually(() => page.locator('#preview.ok').count()).toBe(1);
  return Number(await page.locator('#preview').getAttribute('data-score'));
}

/** Ann's game page in a new two-player game, open in its own browser page. */
async function annGamePage(ruleset: string, seed: string, width?: number) {
  const id = await createGame(ruleset, [ANN, BOB], seed);
  const { page, problems } = await openPage(browser(), width);
  await page.goto(await gamePageUrl(id, ANN.email));
  return { page, problems };
}

describe('the game page in a browser', BROWSER_TEST, () => {
  it('builds the move from a clicked square and typed letters, previews its score as you type, and plays it', async () => {
    const { page, problems } = await annGamePage('jamble-jx', 'e2e-seed-play');
    const words = wordsFromRack(await rackOf(page));
    expect(words.length).toBeGreaterThan(0);
    const longest = words[0]!;

    await page.click('td[data-coord="H8"]');
    await eventually(() => page.textContent('#start-square')).toBe('H8');
    await typeLetters(page, longest);
    expect(await page.inputValue('#move')).toBe(`H8 across ${longest}`);
    const full = await previewScore(page);
    expect(full).toBeGreaterThan(0);
    expect(await page.textContent('#preview')).toContain(longest);
    // The typed letters show on the board before anything is played.
    expect(await page.locator('td.ghost').count()).toBe(longest.length);

    // One letter less is no longer the same word: the preview changes (a refusal, or another score).
    await page.locator('td[data-coord="H8"]').press('Backspace');
    await eventually(async () => (await page.textContent('#preview')) ?? '').not.toContain(
      `${longest}:`,
    );

    // Click the start square again to turn down; the move follows.
    await typeLetters(page, longest);
    await page.click('td[data-coord="H8"]');
    expect(await page.inputValue('#move')).toBe(`H8 down ${longest}`);
    expect(await previewScore(page)).toBe(full);

    await page.screenshot({ path: `${SCREENSHOTS}/game-page-before-play.png`, fullPage: true });
    await page.click('#play-form button[type=submit]');
    await page.waitForLoadState('load');
    await eventually(() => page.textContent('h1')).toBe('Bob to play');
    expect(await page.locator('ol.moves li').count()).toBe(1);
    expect(await page.locator('td[data-coord="H8"]').textContent()).toBe(longest[0]);
    // Board tiles show their value, as rack tiles do (drawn from data-value, not in the text).
    expect(await page.locator('td[data-coord="H8"]').getAttribute('data-value')).toMatch(/^\d+$/);
    expect(await page.locator('td.last').count()).toBe(longest.length);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('builds the move from rack tiles pressed or dragged onto the board, each tile used once', async () => {
    const { page, problems } = await annGamePage('jamble-jx', 'e2e-seed-play');
    const rack = await rackOf(page);
    const word = wordsFromRack(rack)[0]!;
    const tiles = page.locator('button.rack-tile');
    // Without a start square, a pressed tile only says what to do first.
    await tiles.nth(0).click();
    expect(await page.textContent('#play-hint')).toContain('Choose a start square first');
    // The first letter dragged onto H8 starts the move there; the rest are pressed.
    const indexOf = (letter: string, used: Set<number>) => {
      const i = rack.findIndex((l, j) => l === letter && !used.has(j));
      used.add(i);
      return i;
    };
    const used = new Set<number>();
    await tiles.nth(indexOf(word[0]!, used)).dragTo(page.locator('td[data-coord="H8"]'));
    for (const letter of word.slice(1)) await tiles.nth(indexOf(letter, used)).click();
    expect(await page.inputValue('#move')).toBe(`H8 across ${word}`);
    expect(await page.locator('button.rack-tile[aria-pressed="true"]').count()).toBe(word.length);
    // A used tile cannot be used twice; Backspace on the board gives the last one back.
    await tiles.nth([...used][0]!).click();
    expect(await page.inputValue('#move')).toBe(`H8 across ${word}`);
    await page.locator('td[data-coord="H8"]').press('Backspace');
    expect(await page.inputValue('#move')).toBe(`H8 across ${word.slice(0, -1)}`);
    expect(await page.locator('button.rack-tile[aria-pressed="true"]').count()).toBe(
      word.length - 1,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('exchanges the tiles ticked in the exchange form', async () => {
    const { page, problems } = await annGamePage('jamble-jx', 'e2e-seed-exchange');
    const before = await rackOf(page);
    const picks = page.locator('input.exchange-pick');
    await picks.nth(0).check();
    await picks.nth(2).check();
    expect(await page.inputValue('#exchange-tiles')).toBe(`${before[0]}${before[2]}`);
    await page.click('#exchange-form button[type=submit]');
    await page.waitForLoadState('load');
    await eventually(() => page.textContent('h1')).toBe('Bob to play');
    expect(await page.locator('ol.moves li').first().textContent()).toMatch(/exchange/i);
    const after = await page
      .locator('ul.rack li')
      .evaluateAll((lis) => lis.map((li) => li.firstChild?.textContent ?? ''));
    expect(after).toHaveLength(before.length);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refills an Open Jamble rack by pressing the ends of the visible bag', async () => {
    const { page, problems } = await annGamePage('jamble-jo', 'e2e-seed-open', 375);
    const word = wordsFromRack(await rackOf(page))[0]!;
    await page.fill('#move', `H8 across ${word}`);
    await page.click('#play-form button[type=submit]');
    await eventually(() => page.textContent('h1')).toBe('Refill your rack');
    const bag = page.locator('#bag li');
    const size = await bag.count();
    const [front, back] = [await bag.first().textContent(), await bag.last().textContent()];
    // Front, then back, then front again for the rest: each press takes the first or last tile still in the bag.
    await bag.first().click();
    await bag.last().click();
    for (let i = 2; i < word.length; i++) await page.click('button[data-end="F"]');
    const draws = `FB${'F'.repeat(word.length - 2)}`;
    expect(await page.inputValue('#draw')).toBe(draws);
    expect(await page.locator('#bag li.taken').count()).toBe(word.length);
    expect(await page.textContent('#draw-status')).toBe(`${word.length} of ${word.length} chosen`);
    // A press beyond what is needed changes nothing; Undo takes the last choice back.
    await page.click('button[data-end="B"]');
    expect(await page.inputValue('#draw')).toBe(draws);
    await page.click('button[data-end="undo"]');
    await page.click('button[data-end="F"]');
    await page.screenshot({ path: `${SCREENSHOTS}/open-jamble-refill.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.click('#draw-form button[type=submit]');
    await eventually(() => page.textContent('h1')).toBe('Bob to play');
    const rack = await page.locator('ul.rack li').allTextContents();
    expect(rack).toHaveLength(7);
    expect(rack.map((t) => t[0])).toEqual(expect.arrayContaining([front, back]));
    expect(await page.locator('#bag li').count()).toBe(size - word.length);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the board with coloured, labelled premium squares and fits a 375 px phone screen', async () => {
    const id = await createGame('scrabble', [ANN, BOB], 'e2e-seed-look');
    const url = await gamePageUrl(id, ANN.email);
    for (const width of [800, 375]) {
      const { page } = await openPage(browser(), width);
      await page.goto(url);
      await page.screenshot({ path: `${SCREENSHOTS}/board-${width}.png`, fullPage: true });
      const box = await page.locator('table.board').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.width).toBeGreaterThan(Math.min(300, width * 0.8));
      expect(box!.height).toBeGreaterThan(box!.width * 0.8);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      const tw = page.locator('td[data-coord="A1"]');
      expect(await tw.getAttribute('aria-label')).toBe('A1, triple word, empty');
      expect(await tw.textContent()).toBe('TW');
      expect(await tw.evaluate((td) => getComputedStyle(td).backgroundColor)).toBe(
        'rgb(229, 72, 77)',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.close();
    }
  });

  it('fits the 21×21 board on a 375 px screen, for players and spectators', async () => {
    const id = await createGame('scrabble', [ANN, BOB], 'e2e-seed-super', { layout: 'super' });
    const player = await gamePageUrl(id, ANN.email);
    for (const url of [player, `${new URL(player).origin}/games/${id}`]) {
      const { page } = await openPage(browser(), 375);
      await page.goto(url);
      expect(await page.locator('table.board td').count()).toBe(21 * 21);
      expect(await page.locator('td[data-coord="K11"]').getAttribute('aria-label')).toBe(
        'K11, double word, start square, empty',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await page.screenshot({
        path: `${SCREENSHOTS}/board-21-${url.includes('/games/') ? 'spectator' : 'player'}-375.png`,
        fullPage: true,
      });
      await page.close();
    }
  });

  it('shows a player named like HTML as text on every page', async () => {
    const id = await createGame(
      'jamble-jx',
      [{ name: XSS, email: 'x@example.com' }, BOB],
      'e2e-seed-xss',
    );
    for (const url of [
      await gamePageUrl(id, 'x@example.com'),
      await gamePageUrl(id, BOB.email),
      `${new URL(await gamePageUrl(id, BOB.email)).origin}/games/${id}`,
    ]) {
      const { page, problems } = await openPage(browser());
      await page.goto(url);
      await eventually(() => page.locator('table.scores').textContent()).toContain(XSS);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
