// Rendered emails in a real browser at phone width: a game's turn, refusal and invitation emails
// fit a 375 px screen with no sideways scrolling (a refusal used to print its raw signed link).
import { describe, expect, it } from 'vitest';
import {
  BROWSER_TEST,
  createGame,
  mailIn,
  mailOf,
  openPage,
  SCREENSHOTS,
  sharedBrowser,
} from './support';

// Addresses of their own, so that this game's invitations are sent and can be measured.
const ANN = { name: 'Ann', email: 'ann-width@example.com' };
const BOB = { name: 'Bob', email: 'bob-width@example.com' };

const browser = sharedBrowser();

describe('emails at 375 px', BROWSER_TEST, () => {
  it('fit the width: invitations, turn emails and a refusal', async () => {
    const id = await createGame('scrabble', [ANN, BOB], 'e2e-seed-width');
    const annTurn = (await mailOf(id)).filter((m) => m.to === ANN.email).at(-1)!;
    await mailIn(ANN.email, annTurn.replyTo, 'H8 across QQQQQQQ', 'width-1@e2e.example');
    const mails = await mailOf(id);
    expect(mails.some((m) => /not played/i.test(m.html))).toBe(true);
    for (const [n, mail] of mails.entries()) {
      const { page } = await openPage(browser(), 375);
      await page.setContent(mail.html, { waitUntil: 'load' });
      await page.screenshot({ path: `${SCREENSHOTS}/email-${n}-375.png`, fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${mail.subject} to ${mail.to}`).toBeLessThanOrEqual(375);
      await page.close();
    }
  });
});
