// The front door: GET / lists the games and where everything is; a page that is not there answers
// a browser with a page that leads home, and everything else with the JSON error as before.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { gameKinds } from '../../../engine/registry';
import { gameFamilies } from '../../../worker/pages/game-summary';
import { json, page } from './helpers';

describe('the home page', () => {
  it('links every game’s help, the new-game form and the rules', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<h1>Word games by email</h1>');
    for (const kind of Object.values(gameKinds)) {
      expect(html).toContain(`<a href="/help/${kind.id}">${kind.title}</a>`);
    }
    expect(html).toContain('<a href="/new">Start a game</a>');
    expect(html).toContain('<a href="/help">rules and commands</a>');
  });

  it('links one leaderboard per game family, and each link answers', async () => {
    const { html } = await page('/');
    const families = gameFamilies();
    expect(families).toEqual(['crossword', 'mumble-jumble', 'word-jam']);
    for (const family of families) {
      expect(html).toContain(`<a href="/leaderboard/${family}">`);
      expect((await page(`/leaderboard/${family}`)).status).toBe(200);
    }
  });

  it('is linked from every page’s footer', async () => {
    for (const path of ['/help', '/new', '/calculator', '/leaderboard/crossword']) {
      expect((await page(path)).html, path).toContain('<a href="/">Home</a>');
    }
  });

  it('carries the pages’ content security policy', async () => {
    const res = await SELF.fetch('https://example.com/');
    expect(res.headers.get('content-security-policy') ?? '').toContain("object-src 'none'");
  });
});

describe('a page that is not there', () => {
  it('answers a browser with a page that leads home', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<h1>Not found</h1>');
    expect(html).toContain('There is no page at /no-such-page.');
    expect(html).toContain('<a href="/">Wordmail home</a>');
  });

  it('escapes the path it names', async () => {
    const { html } = await page('/%3Cb%3E"x');
    expect(html).toContain('There is no page at /&#60;b&#62;&#34;x.');
    expect(html).not.toContain('<b>');
  });

  it('answers anything else, and the API even from a browser, in JSON as before', async () => {
    const plain = await json<{ error: { code: string; message: string } }>('/no-such-page');
    expect(plain).toEqual({
      status: 404,
      body: { error: { code: 'not-found', message: 'No route for GET /no-such-page.' } },
    });
    const api = await page('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.html).error.code).toBe('not-found');
  });
});
