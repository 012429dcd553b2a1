// The /new form in a real Chromium: it fits 320 px in light and dark, and with JavaScript turned off
// a person starts a casual game against the robot with a clock and hints, or is shown what to fix.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TEST, baseUrl, eventually, openPage, SCREENSHOTS, sharedBrowser } from './support';

const browser = sharedBrowser();

/** A page with scripts turned off: the form must work as plain HTML. */
async function withoutScripts(): Promise<Page> {
  const context = await browser().newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(90_000);
  return page;
}

async function mailTo(address: string): Promise<{ subject: string; text: string }[]> {
  const all = (await (await fetch(`${baseUrl()}/dev/mail.json`)).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  return all.filter((m) => m.to === address);
}

describe('the new-game form', BROWSER_TEST, () => {
  it.each(['light', 'dark'] as const)('fits 320 px in %s mode, refusals included', async (mode) => {
    const { page, problems } = await openPage(browser(), 320);
    await page.emulateMedia({ colorScheme: mode });
    await page.goto(`${baseUrl()}/new`);
    await page.fill('#name0', 'Wide');
    await page.fill('#email0', `e2e-form-wide-${mode}@example.com`);
    await page.fill('#name1', 'Other');
    await page.fill('#email1', `e2e-form-other-${mode}@example.com`);
    await page.fill('#timeControl', 'whenever');
    await page.click('button[type=submit]');
    await page.locator('#timeControl-error').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/new-game-320-${mode}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    const colours = await page.evaluate(() => ({
      error: getComputedStyle(document.querySelector('#timeControl-error')!).color,
      main: getComputedStyle(document.querySelector('main')!).backgroundColor,
    }));
    // The field's error stays legible on either background (DARK_CSS in worker/pages/layout.tsx).
    expect(colours).toEqual(
      mode === 'dark'
        ? { error: 'rgb(255, 161, 152)', main: 'rgb(22, 27, 34)' }
        : { error: 'rgb(180, 35, 24)', main: 'rgb(255, 255, 255)' },
    );
    expect(problems).toEqual([]);
  });

  it('starts a casual game against the robot with a clock and hints, without JavaScript', async () => {
    const page = await withoutScripts();
    const ann = 'e2e-form-robot@example.com';
    await page.goto(`${baseUrl()}/new`);
    await page.selectOption('#ruleset', 'scrabble');
    await page.selectOption('#lexicon', 'test');
    await page.fill('#name0', 'Ann');
    await page.fill('#email0', ann);
    await page.selectOption('#robot', 'casual');
    await page.fill('#timeControl', 'whenever');
    await page.check('input[name=rated][value=no]');
    await page.check('#hints');
    // A time control the service cannot read: refused beside it, everything typed still there.
    await page.click('button[type=submit]');
    await page.locator('#timeControl-error').waitFor();
    expect(await page.textContent('#timeControl-error')).toContain('is not a time control');
    expect(await page.inputValue('#timeControl')).toBe('whenever');
    expect(await page.inputValue('#robot')).toBe('casual');
    expect(await page.inputValue('#email0')).toBe(ann);
    expect(await page.isChecked('#hints')).toBe(true);
    expect(await page.isChecked('input[name=rated][value=no]')).toBe(true);
    expect(await mailTo(ann)).toHaveLength(0);

    await page.fill('#timeControl', '3d weekends off');
    await page.click('button[type=submit]');
    await page.locator('h1', { hasText: 'Check your mailbox' }).waitFor();
    await eventually(async () => (await mailTo(ann)).length).toBe(1);
    const link = /(\S+\/new\/confirm\/\S+)/.exec((await mailTo(ann))[0]!.text)![1]!;
    await page.goto(`${baseUrl()}${new URL(link).pathname}`);
    const shown = await page.textContent('main');
    expect(shown).toContain('with Ann, Robot (the robot, casual).');
    expect(shown).toContain('Time control 3d weekends off');
    expect(shown).toContain('HINT allowed.');
    await page.click('button[type=submit]');
    await page.locator('h1', { hasText: 'Game created' }).waitFor();
    const id = await page.textContent('#game-id');
    const view = (await (await fetch(`${baseUrl()}/api/games/${id}`)).json()) as {
      players: { name: string }[];
    };
    expect(view.players.map((p) => p.name)).toEqual(['Ann', 'Robot']);
    await page.screenshot({ path: `${SCREENSHOTS}/new-game-created-320.png`, fullPage: true });
    await page.context().close();
  });
});
