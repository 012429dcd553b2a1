// Rendered emails in a real browser at phone width: a game's turn, refusal and invitation emails
// fit a 375 px screen with no sideways scrolling (a refusal used to print its raw signed link).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TEST, baseUrl, createGame, launch, openPage, SCREENSHOTS } from './support';

const ANN = { name: 'Ann', email: 'ann-width@example.com' };
const BOB = { name: 'Bob', email: 'bob-width@example.com' };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

interface Mail {
  to: string;
  replyTo: string;
  subject: string;
  html: string;
}

const mailOf = async (gameId: string) =>
  ((await (await fetch(`${baseUrl()}/dev/mail.json`)).json()) as Mail[]).filter((m) =>
    m.subject.includes(`[game ${gameId}]`),
  );

describe('emails at 375 px', BROWSER_TEST, () => {
  it('fit the width: invitations, turn emails and a refusal', async () => {
    const id = await createGame('scrabble', [ANN, BOB], 'e2e-seed-width');
    const annTurn = (await mailOf(id)).filter((m) => m.to === ANN.email).at(-1)!;
    const raw = `From: ${ANN.email}\r\nTo: ${annTurn.replyTo}\r\nSubject: Re\r\nMessage-ID: <width-1@e2e.example>\r\nContent-Type: text/plain\r\n\r\nH8 across QQQQQQQ\r\n`;
    const path = `/cdn-cgi/handler/email?from=${encodeURIComponent(ANN.email)}&to=${encodeURIComponent(annTurn.replyTo)}`;
    await fetch(`${baseUrl()}${path}`, { method: 'POST', body: raw });
    const mails = await mailOf(id);
    expect(mails.some((m) => /not played/i.test(m.html))).toBe(true);
    for (const [n, mail] of mails.entries()) {
      const { page } = await openPage(browser, 375);
      await page.setContent(mail.html, { waitUntil: 'load' });
      await page.screenshot({ path: `${SCREENSHOTS}/email-${n}-375.png`, fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${mail.subject} to ${mail.to}`).toBeLessThanOrEqual(375);
      await page.close();
    }
  });
});
