// The score calculator in a real browser: the running list, where any word can be removed (the rule
// book's calculator had a remove button that did nothing).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TEST, baseUrl, eventually, openPage, SCREENSHOTS, sharedBrowser } from './support';

const browser = sharedBrowser();

/** The score on show, or NaN while there is none. */
async function scoreShown(page: Page): Promise<number> {
  const shown = page.locator('#result strong');
  return (await shown.count()) === 1 ? Number(await shown.getAttribute('data-score')) : Number.NaN;
}

async function addWord(
  page: Page,
  word: string,
  marks: Record<number, string>,
  dw: number,
  expected: number,
) {
  await page.fill('#word', word);
  for (const [i, mark] of Object.entries(marks)) {
    await page.selectOption(`#letters li:nth-child(${Number(i) + 1}) select`, mark);
  }
  await page.fill('#dw', String(dw));
  await eventually(() => scoreShown(page)).toBe(expected);
  await page.click('#add');
  await eventually(() => page.inputValue('#word')).toBe('');
}

describe('the score calculator in a browser', BROWSER_TEST, () => {
  it('keeps a running total of three words and removes the middle one', async () => {
    const { page, problems } = await openPage(browser(), 375);
    await page.goto(`${baseUrl()}/calculator`);
    // English values, hand-added: PLANE 7 ×2 = 14; QUIZ with Z on TL = 10+1+1+30 = 42; CAT with a blank C = 0+1+1 = 2.
    await addWord(page, 'PLANE', {}, 1, 14);
    await addWord(page, 'QUIZ', { 3: 't' }, 0, 42);
    await addWord(page, 'CAT', { 0: 'b' }, 0, 2);
    expect(await page.locator('#word-list li').count()).toBe(3);
    expect(await page.textContent('#total')).toBe('58');
    await page.screenshot({ path: `${SCREENSHOTS}/calculator-three-words.png`, fullPage: true });

    await page.click('button[aria-label="Remove QUIZ (42)"]');
    expect(await page.locator('#word-list li').allTextContents()).toEqual([
      'PLANE 14 Remove',
      'CAT 2 Remove',
    ]);
    expect(await page.textContent('#total')).toBe('16');
    await page.click('button[aria-label="Remove PLANE (14)"]');
    expect(await page.textContent('#total')).toBe('2');
    // The list is kept in this browser across a reload.
    await page.reload();
    await eventually(() => page.locator('#word-list li').allTextContents()).toEqual([
      'CAT 2 Remove',
    ]);
    expect(await page.textContent('#total')).toBe('2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('switches to Words With Friends values and its 35-point bonus, and checks a word', async () => {
    const { page, problems } = await openPage(browser());
    await page.goto(`${baseUrl()}/calculator`);
    await page.selectOption('#lang', 'wwf');
    expect(await page.textContent('#bonus')).toBe('+35');
    await page.fill('#word', 'PLANETS');
    await page.check('#all');
    await eventually(() => scoreShown(page)).toBe(47);
    await page.selectOption('#lang', 'english');
    await page.click('#check');
    await eventually(() => page.textContent('#check-result')).toContain(
      'PLANETS is in the word list',
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});
