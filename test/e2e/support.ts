// Browser-test helpers: launch Debian's headless Chromium, create games through the API, read
// signed links from the local outbox, pick words from the `test` lexicon's source list.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** CHROMIUM_PATH if set, else the first Chromium or Chrome found where Debian and Ubuntu put them. */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(existsSync) ??
  '/usr/bin/chromium';
export const SCREENSHOTS = 'test-results/e2e';

export function baseUrl(): string {
  const url = inject('e2eBaseUrl');
  if (!url)
    throw new Error(
      'The e2e global setup did not start wrangler dev (no test/e2e path on the command line).',
    );
  return url;
}

export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  if (!existsSync(CHROMIUM))
    throw new Error(
      `No Chromium at ${CHROMIUM}: run \`apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * One Chromium for the calling test file: launched before its first test, closed after its last.
 * Call at the top of the file; the getter hands the tests the browser once it is running.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error('sharedBrowser(): Chromium is not running (called outside a test?)');
    return browser;
  };
}

/** A page that fails the test on any script error or alert (an alert would mean injected HTML ran). */
export async function openPage(
  browser: Browser,
  width = 800,
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  // The machine is shared and wrangler dev is slow on a first request: be patient, never flaky.
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(90_000);
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      problems.push(`CSP: ${message.text()}`);
  });
  page.on('dialog', async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return { page, problems };
}

export interface Player {
  name: string;
  email: string;
}

/** The two players most browser tests seat (addresses that already accepted keep playing). */
export const ANN: Player = { name: 'Ann', email: 'ann@example.com' };
export const BOB: Player = { name: 'Bob', email: 'bob@example.com' };

export async function createGame(
  ruleset: string,
  players: Player[],
  seed: string,
  options: Record<string, unknown> = {},
): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ruleset, players, seed, lexicon: 'test', options }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { id: string }).id;
  await acceptInvitations(id, players);
  return id;
}

/** The test server's outbox for one game, as /dev/mail.json lists it. */
export async function mailOf(gameId: string): Promise<Mail[]> {
  const mail = (await (await fetch(`${baseUrl()}/dev/mail.json`)).json()) as Mail[];
  return mail.filter((m) => m.subject.includes(`[game ${gameId}]`));
}

export interface Mail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers a plain-text reply through wrangler dev's local Email Routing endpoint. */
export async function mailIn(from: string, to: string, body: string, messageId: string) {
  const raw = `From: ${from}\r\nTo: ${to}\r\nSubject: Re\r\nMessage-ID: <${messageId}>\r\nContent-Type: text/plain\r\n\r\n${body}\r\n`;
  const path = `/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  await fetch(`${baseUrl()}${path}`, { method: 'POST', body: raw });
}

/** New addresses begin with one invitation each (worker/access/consent.ts): every player ACCEPTs. */
async function acceptInvitations(gameId: string, players: Player[]): Promise<void> {
  const view = (await (await fetch(`${baseUrl()}/api/games/${gameId}`)).json()) as {
    status?: string;
  };
  if (view.status !== 'invited') return;
  const mail = await mailOf(gameId);
  for (const [i, { email }] of players.entries()) {
    const invitation = mail.find((m) => m.to === email);
    if (!invitation) continue;
    await mailIn(email, invitation.replyTo, 'ACCEPT', `accept-${gameId}-${i}@e2e.example`);
  }
}

/** The seat's game-page URL from its first-turn email, on this test server. */
export async function gamePageUrl(gameId: string, email: string): Promise<string> {
  const link = (await mailOf(gameId))
    .filter((m) => m.to === email)
    .map((m) => /Game page: (\S+)/.exec(m.text)?.[1])
    .find(Boolean);
  if (!link) throw new Error(`no game-page link for ${email} in game ${gameId}`);
  return `${baseUrl()}${new URL(link).pathname}`;
}

/** The `test` lexicon's words (dictionaries/sources/test-words.txt, written for tests). */
export function testWords(): string[] {
  return readFileSync('dictionaries/sources/test-words.txt', 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** Words the rack can make (no blanks used), longest first. */
export function wordsFromRack(rack: string[]): string[] {
  return testWords()
    .filter((w) => {
      const left = [...rack];
      for (const ch of w) {
        const at = left.indexOf(ch);
        if (at < 0) return false;
        left.splice(at, 1);
      }
      return w.length >= 2;
    })
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/** Polls until the value matches: generous, since the Worker runs under `wrangler dev` on a busy machine. */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 60_000, interval: 100 });
}

/** Per-test limit for browser tests: a shared two-core machine can make one page load take many seconds. */
export const BROWSER_TEST = { timeout: 300_000 };
