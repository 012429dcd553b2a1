// A Swiss tournament's seven standings columns fit a 320 px screen in a client that drops the
// <style> blocks (no media queries): long names, four-digit spreads and half points included.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../emails/render';
import TournamentStandingsEmail from '../../emails/tournament-standings-email';
import type { StandingRow } from '../../emails/tournament-table';
import { sharedBrowser } from './support';

const browser = sharedBrowser();

const row = (rank: number, name: string, spread: number): StandingRow => ({
  rank,
  name,
  played: 11,
  points: 10.5,
  spread,
  withdrawn: false,
  buchholz: 62.5,
  medianBuchholz: 48.5,
});

describe('the Swiss standings table at 320 px without media queries', () => {
  it('scrolls no page sideways', async () => {
    const props = {
      ...TournamentStandingsEmail.PreviewProps,
      standings: [row(1, 'Annabelle Longname', 1234), row(2, 'Bob', -1234)],
    };
    const html = await renderHtml(createElement(TournamentStandingsEmail, props));
    const page = await browser().newPage({ viewport: { width: 320, height: 800 } });
    await page.setContent(html.replace(/<style>[^<]*<\/style>/g, ''));
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      table: document.querySelector('caption')!.closest('table')!.getBoundingClientRect().width,
    }));
    await page.close();
    expect(widths.page).toBeLessThanOrEqual(320);
    expect(widths.table).toBeLessThanOrEqual(300);
  });
});
