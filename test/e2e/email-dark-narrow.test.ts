// Every kind of email in Chromium at 320 px, light and dark: no sideways scrolling, and the board
// readable in the email's own dark scheme and after a client inverts its colours (Gmail's apps,
// Outlook). Crossword mail comes from real games on `wrangler dev` (as email-width.test.ts gets
// it); the templates no crossword game sends are rendered from their PreviewProps.
/// <reference types="vite/client" />
/// <reference path="../../emails/react-dom-server.d.ts" />
import type { Browser, Page } from 'playwright-core';
import { createElement, type FunctionComponent } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../emails/render';
import {
  BROWSER_TEST,
  baseUrl,
  createGame,
  launch,
  openPage,
  type Player,
  SCREENSHOTS,
  wordsFromRack,
} from './support';

const [ANN, BOB] = ['Ann', 'Bob'].map((name) => ({
  name,
  email: `${name.toLowerCase()}-narrow@example.com`,
})) as [Player, Player];

// One browser for the file, started by the first page opened.
let started: Promise<Browser> | undefined;
const browser = () => {
  started ??= launch();
  return started;
};
afterAll(async () => (await started)?.close());

type Sent = Record<'to' | 'replyTo' | 'subject' | 'text' | 'html', string>;

/** The game's mail in the local outbox, oldest first. */
async function mailOf(gameId: string): Promise<Sent[]> {
  const res = await fetch(`${baseUrl()}/dev/mail.json`);
  return ((await res.json()) as Sent[]).filter((m) => m.subject.includes(`[game ${gameId}]`));
}

async function send(player: Player, to: string, body: string, n: string): Promise<void> {
  const raw = `From: ${player.email}\r\nTo: ${to}\r\nSubject: Re\r\nMessage-ID: <narrow-${n}@e2e.example>\r\nContent-Type: text/plain\r\n\r\n${body}\r\n`;
  const path = `/cdn-cgi/handler/email?from=${encodeURIComponent(player.email)}&to=${encodeURIComponent(to)}`;
  await fetch(`${baseUrl()}${path}`, { method: 'POST', body: raw });
}

const latestTo = async (id: string, player: Player) =>
  (await mailOf(id)).filter((m) => m.to === player.email).at(-1)!;

/**
 * A crossword game's mail: Ann's invitation, a refusal (with its signed link), her opening play
 * (Bob reads the just-played tiles) and Bob's pass (Ann reads them as plain tiles).
 */
async function crosswordMail(size: 15 | 21): Promise<[string, string][]> {
  const options = size === 21 ? { layout: 'super' } : {};
  const id = await createGame('scrabble', [ANN, BOB], `e2e-narrow-${size}`, options);
  const first = await latestTo(id, ANN);
  await send(ANN, first.replyTo, 'H8 across QQQQQQQ', `${size}-refused`);
  const rack = (/^Your rack: (.*)$/m.exec(first.text)?.[1] ?? '').match(/[A-Z?](?=\()/g) ?? [];
  const word = wordsFromRack(rack)[0]!;
  await send(ANN, first.replyTo, `${size === 21 ? 'K11' : 'H8'} across ${word}`, `${size}-play`);
  await send(BOB, (await latestTo(id, BOB)).replyTo, 'PASS', `${size}-pass`);
  const mails = await mailOf(id);
  expect(
    mails.some((m) => /not played/i.test(m.html)),
    'a refusal',
  ).toBe(true);
  expect(mails.filter((m) => m.text.includes(word)).length, 'the play').toBeGreaterThan(0);
  return mails.map((m, n) => [`${size}x${size}-${n}-${m.to.split('-')[0]}`, m.html]);
}

type Template = FunctionComponent<object> & { PreviewProps?: object };
const templates = import.meta.glob<{ default?: Template }>('../../emails/**/*.tsx', {
  eager: true,
});

/** Every template with PreviewProps: parlor turns and refusals, tournaments, digest, help… */
async function previewMail(): Promise<[string, string][]> {
  const found = Object.entries(templates).filter(([, mod]) => mod.default?.PreviewProps);
  expect(found.length).toBeGreaterThanOrEqual(14);
  return Promise.all(
    found.map(async ([path, mod]): Promise<[string, string]> => {
      const name = path
        .replace('../../emails/', '')
        .replace(/\.tsx$/, '')
        .replace('/', '-');
      return [name, await renderHtml(createElement(mod.default!, mod.default!.PreviewProps!))];
    }),
  );
}

let everyEmail: Promise<[string, string][]> | undefined;
const allMail = () => {
  everyEmail ??= (async () => [
    ...(await crosswordMail(15)),
    ...(await crosswordMail(21)),
    ...(await previewMail()),
  ])();
  return everyEmail;
};

async function opened(html: string, scheme: 'light' | 'dark'): Promise<Page> {
  const { page } = await openPage(await browser(), 320);
  await page.emulateMedia({ colorScheme: scheme });
  await page.setContent(html, { waitUntil: 'load' });
  return page;
}

/** WCAG contrast of two `rgb(…)` colours. */
function contrast(a: Rgb, b: Rgb): number {
  const lum = ([r, g, bl]: Rgb) => {
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

type Rgb = [number, number, number];
const rgb = (css: string): Rgb => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as Rgb;

/**
 * How Gmail's apps (and, roughly, Outlook) darken a light email by themselves: the CIELAB
 * lightness turned over (L* → 100 − L*), the hue and chroma kept. A model of what they do, not
 * their exact arithmetic.
 */
function inverted(colour: Rgb): Rgb {
  const white = [0.95047, 1, 1.08883];
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const gamma = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
  const [r, g, b] = colour.map((v) => lin(v / 255)) as Rgb;
  const xyz = [
    0.4124 * r + 0.3576 * g + 0.1805 * b,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    0.0193 * r + 0.1192 * g + 0.9505 * b,
  ].map((v, i) => v / white[i]!);
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const [fx, fy, fz] = xyz.map(f) as Rgb;
  const [l, a, bb] = [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
  // Back from the turned-over lightness.
  const fy2 = (100 - l + 16) / 116;
  const finv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const [x2, y2, z2] = [fy2 + a / 500, fy2, fy2 - bb / 200].map(
    (t, i) => finv(t) * white[i]!,
  ) as Rgb;
  const back = [
    3.2406 * x2 - 1.5372 * y2 - 0.4986 * z2,
    -0.9689 * x2 + 1.8758 * y2 + 0.0415 * z2,
    0.0557 * x2 - 0.204 * y2 + 1.057 * z2,
  ];
  return back.map((v) => Math.round(Math.min(1, Math.max(0, gamma(v))) * 255)) as Rgb;
}

interface Square {
  label: string;
  text: string;
  color: string;
  background: string;
  inlineColor: string;
  inlineBackground: string;
}

async function boardSquares(page: Page): Promise<Square[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('table.wm-board td')).map((td) => {
      const s = getComputedStyle(td);
      return {
        label: td.getAttribute('aria-label') ?? '',
        text: td.textContent ?? '',
        color: s.color,
        background: s.backgroundColor,
        inlineColor: td.style.color,
        inlineBackground: td.style.backgroundColor,
      };
    }),
  );
}

/** Tiles (a letter on the square) need 4.5:1, a premium square's label 3:1, an empty square nothing. */
function expectReadable(name: string, squares: { square: Square; fg: Rgb; bg: Rgb }[]) {
  for (const { square, fg, bg } of squares) {
    if (!square.text.trim()) continue;
    const tile = !/empty$/.test(square.label);
    expect(contrast(fg, bg), `${name}: ${square.label}`).toBeGreaterThanOrEqual(tile ? 4.5 : 3);
  }
}

describe('every email at 320 px', BROWSER_TEST, () => {
  it('fits the width with no sideways scrolling, in the light and the dark scheme', async () => {
    const mails = await allMail();
    expect(mails.length).toBeGreaterThanOrEqual(24);
    const tooWide: string[] = [];
    for (const [name, html] of mails) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await opened(html, scheme);
        await page.screenshot({ path: `${SCREENSHOTS}/email-${name}-${scheme}-320.png` });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) tooWide.push(`${name} (${scheme}): ${width} px`);
        await page.close();
      }
    }
    expect(tooWide).toEqual([]);
  });

  it('fits it with the board even where the client drops the <style> (Gmail for other accounts)', async () => {
    const tooWide: string[] = [];
    const boards = (await allMail()).filter(([, html]) => html.includes('class="wm-board'));
    expect(boards.length).toBeGreaterThanOrEqual(6);
    for (const [name, html] of boards) {
      const page = await opened(html.replace(/<style>[^<]*<\/style>/g, ''), 'light');
      await page.screenshot({ path: `${SCREENSHOTS}/email-${name}-unstyled-320.png` });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) tooWide.push(`${name}: ${width} px`);
      await page.close();
    }
    expect(tooWide).toEqual([]);
  });
});

describe('the board from phone to desktop width', BROWSER_TEST, () => {
  it('keeps its squares square, within 3.5 px, wherever media queries are read', async () => {
    const turns = (await allMail()).filter(([, html]) => html.includes('class="wm-board'));
    const boards = ['15x15', '21x21'].map((size) => turns.find(([name]) => name.startsWith(size))!);
    const off: string[] = [];
    for (const [name, html] of boards)
      for (const width of [320, 340, 360, 375, 390, 400, 414, 430, 450, 480, 500, 540, 600, 800]) {
        const { page } = await openPage(await browser(), width);
        await page.setContent(html, { waitUntil: 'load' });
        const box = await page.evaluate(() => {
          const square = document.querySelector('table.wm-board tbody td')!.getBoundingClientRect();
          return {
            width: square.width,
            height: square.height,
            scroll: document.documentElement.scrollWidth,
          };
        });
        if (Math.abs(box.width - box.height) > 3.5 || box.scroll > width)
          off.push(
            `${name} at ${width} px: ${box.width.toFixed(1)}×${box.height.toFixed(1)}, page ${box.scroll}`,
          );
        await page.close();
      }
    expect(off).toEqual([]);
  });
});

describe('emails in dark mode', BROWSER_TEST, () => {
  it('turn dark where the client honours prefers-color-scheme, all text readable', async () => {
    const unreadable: string[] = [];
    for (const [name, html] of await allMail()) {
      const page = await opened(html, 'dark');
      const colours = await page.evaluate(() => {
        // The colour a text is read on: its own background, else the nearest one behind it.
        const behind = (el: Element | null): string => {
          for (let at = el; at; at = at.parentElement) {
            const bg = getComputedStyle(at).backgroundColor;
            if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
          }
          return 'rgb(255, 255, 255)';
        };
        const card = document.querySelector('.wm-card');
        const texts = Array.from(card?.querySelectorAll('p, h1, th, td, a, span, caption') ?? [])
          .filter((el) =>
            Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent?.trim()),
          )
          .map((el) => ({
            text: (el.textContent ?? '').trim().slice(0, 30),
            color: getComputedStyle(el).color,
            background: behind(el),
          }));
        return { card: card ? getComputedStyle(card).backgroundColor : 'none', texts };
      });
      expect(contrast(rgb(colours.card), [0, 0, 0]), `${name}: a dark card`).toBeLessThan(2);
      for (const t of colours.texts) {
        // Bonus labels are large-text-like marks on a coloured square: 3:1, as for the board.
        const need = /^★?(TW|DW|TL|DL|QW|QL)$/.test(t.text) ? 3 : 4.5;
        const ratio = contrast(rgb(t.color), rgb(t.background));
        if (ratio < need)
          unreadable.push(
            `${name}: "${t.text}" ${t.color} on ${t.background} (${ratio.toFixed(2)})`,
          );
      }
      await page.close();
    }
    expect(unreadable).toEqual([]);
  });

  it('keeps the board readable in both schemes and after a client inverts it', async () => {
    const boards = (await allMail()).filter(([, html]) => html.includes('class="wm-board'));
    expect(boards.length).toBeGreaterThanOrEqual(6);
    let tiles = 0;
    for (const [name, html] of boards) {
      const light = await opened(html, 'light');
      const squares = await boardSquares(light);
      await light.close();
      tiles += squares.filter((s) => s.text.trim() && !/empty$/.test(s.label)).length;
      const dark = await opened(html, 'dark');
      const darkSquares = await boardSquares(dark);
      await dark.close();
      const pair = (square: Square) => ({
        square,
        fg: rgb(square.color),
        bg: rgb(square.background),
      });
      expectReadable(`${name} light`, squares.map(pair));
      expectReadable(`${name} dark`, darkSquares.map(pair));
      // A client that inverts the inline colours itself never sees our dark styles.
      const flipped = squares.map((square) => ({
        square,
        fg: inverted(rgb(square.inlineColor)),
        bg: inverted(rgb(square.inlineBackground)),
      }));
      expectReadable(`${name} inverted`, flipped);
      // Each kind of premium square stays a colour of its own after the inversion.
      const kinds = new Map<string, Rgb>();
      for (const { square, bg } of flipped) {
        const kind = /, ((?:double|triple|quadruple) (?:word|letter)), empty$/.exec(square.label);
        if (kind) kinds.set(kind[1]!, bg);
      }
      expect(kinds.size, name).toBeGreaterThanOrEqual(4);
      const colours = [...kinds.values()];
      for (const [i, a] of colours.entries())
        for (const b of colours.slice(i + 1))
          expect(Math.max(...a.map((v, k) => Math.abs(v - b[k]!))), name).toBeGreaterThan(24);
    }
    // The played games' boards carry tiles: both the just-played and the older kind.
    expect(tiles).toBeGreaterThan(10);
  });
});
