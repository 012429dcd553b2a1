import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { wordListFor } from '../../../worker/word-lists';
import { ANN, BOB, newGame, postGame, seatView } from '../../support/games';
import { clearOutbox } from '../../support/mail';
import { openingPlay } from '../../support/plays';
import { csrfOf, json, page, playPath, postForm } from './helpers';

beforeEach(clearOutbox);

const XSS = '<img src=x onerror=alert(1)>';

describe('the spectators’ page', () => {
  it('shows board, scores and moves but no rack', async () => {
    const { id } = await newGame();
    const path = await playPath(id, ANN.email);
    const { command, word } = openingPlay((await seatView(id, 0)).rack!);
    await postForm(path, { csrf: await csrfOf(path), action: 'play', move: command });
    const { status, html } = await page(`/games/${id}`);
    expect(status).toBe(200);
    expect(html).toContain('<caption>The board after 1 move</caption>');
    expect(html).toContain(`aria-label="H8, ${word[0]}, just played"`);
    expect(html).toContain('Bob · to play');
    expect(html).not.toContain('Your rack');
    expect(html).not.toContain('name="csrf"');
  });

  it('answers 404 for an unknown game', async () => {
    expect((await page('/games/aaaaaaaaaa')).status).toBe(404);
  });
});

describe('player text on pages', () => {
  it('shows a name made of HTML as text on the game page and the spectators’ page', async () => {
    const res = await postGame({
      ruleset: 'jamble-jx',
      players: [{ name: XSS, email: 'x@example.com' }, BOB],
      seed: 's',
      lexicon: 'test',
    });
    const { id } = (await res.json()) as { id: string };
    for (const path of [
      await playPath(id, 'x@example.com'),
      await playPath(id, BOB.email),
      `/games/${id}`,
    ]) {
      const { html } = await page(path);
      expect(html).not.toContain(XSS);
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });
});

describe('the word check', () => {
  it.each([
    ['test', 'cat', true],
    ['english', 'PLANE', true],
    ['english', 'QXZJV', false],
  ])('looks up %s %s', async (lexicon, word, valid) => {
    const { status, body } = await json<{ valid: boolean; word: string }>(
      `/api/words/${lexicon}/${word}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ word: word.toUpperCase(), valid });
  });

  it('reads a decomposed accent (E + U+0301) as the composed letter', async () => {
    const { body } = await json<{ word: string }>(
      `/api/words/english/${encodeURIComponent('CAFE\u0301')}`,
    );
    expect(body.word).toBe('CAF\u00c9');
  });

  it('names the lexicons when one is unknown', async () => {
    const { status, body } = await json<{ error: { code: string; message: string } }>(
      '/api/words/klingon/QAPLA',
    );
    expect(status).toBe(404);
    expect(body.error.code).toBe('unknown-lexicon');
    expect(body.error.message).toContain('english');
  });
});

describe('the score calculator', () => {
  it('scores from its query without script, as the page’s GET form sends it', async () => {
    const { html } = await page('/calculator?lang=english&word=PLANE&marks=&dw=1&tw=0');
    expect(html).toContain('data-score="14"');
  });

  it('answers the script’s score requests as JSON', async () => {
    const { body } = await json<{ ok: boolean; score: number }>(
      '/calculator/score?lang=wwf&word=PLANETS&marks=&dw=0&tw=0&all=1',
    );
    expect(body).toMatchObject({ ok: true, score: 47 });
  });

  it('shows which word list checks Words With Friends words', async () => {
    const { html } = await page('/calculator?lang=wwf');
    const { lexicon, note } = wordListFor('wwf');
    expect(html).toContain(`data-lexicon="${lexicon}"`);
    if (note) expect(html).toContain('npm run lexicon -- build enable FILE');
  });

  it('says how to fix an unknown letter', async () => {
    const { body } = await json<{ ok: boolean; error: { code: string } }>(
      '/calculator/score?lang=english&word=C4T',
    );
    expect(body).toMatchObject({ ok: false, error: { code: 'unknown-letter' } });
  });

  it('shows a typed word back as text', async () => {
    const { html } = await page(`/calculator?word=${encodeURIComponent(XSS)}`);
    expect(html).not.toContain(XSS);
  });
});

describe('the pages’ content security policy', () => {
  async function sha256Base64(text: string): Promise<string> {
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
    );
    return btoa(String.fromCharCode(...digest));
  }

  it.each(['/calculator', '/help', '/new'])(
    '%s allows only the page’s own inline script',
    async (path) => {
      const res = await SELF.fetch(`https://example.com${path}`);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
      const script = /<script>([\s\S]*?)<\/script>/.exec(await res.text())?.[1];
      if (script !== undefined) expect(policy).toContain(`'sha256-${await sha256Base64(script)}'`);
      expect(policy).toMatch(/script-src 'sha256-[^ ;]+' 'sha256-[^ ;]+'(;|$)/);
    },
  );
});
