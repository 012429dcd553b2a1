// Browser-test helpers: launch Debian's headless Chromium, create games through the API, read
// signed links from the local outbox, pick words from the `test` lexicon's source list.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

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

/** New addresses begin with one invitation each (worker/access/consent.ts): every player ACCEPTs. */
async function acceptInvitations(gameId: string, players: Player[]): Promise<void> {
  const view = (await (await fetch(`${baseUrl()}/api/games/${gameId}`)).json()) as {
    status?: string;
  };
  if (view.status !== 'invited') return;
  const mail = (await (await fetch(`${baseUrl()}/dev/mail.json`)).json()) as {
    to: string;
    replyTo: string;
    subject: string;
  }[];
  for (const [i, { email }] of players.entries()) {
    const invitation = mail.find((m) => m.to === email && m.subject.includes(`[game ${gameId}]`));
    if (!invitation) continue;
    const raw = `From: ${email}\r\nTo: ${invitation.replyTo}\r\nSubject: Re\r\nMessage-ID: <accept-${gameId}-${i}@e2e.example>\r\nContent-Type: text/plain\r\n\r\nACCEPT\r\n`;
    const path = `/cdn-cgi/handler/email?from=${encodeURIComponent(email)}&to=${encodeURIComponent(invitation.replyTo)}`;
    await fetch(`${baseUrl()}${path}`, { method: 'POST', body: raw });
  }
}

/** The seat's game-page URL from its first-turn email, on this test server. */
export async function gamePageUrl(gameId: string, email: string): Promise<string> {
  const mail = (await (await fetch(`${baseUrl()}/dev/mail.json`)).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  const link = mail
    .filter((m) => m.to === email && m.subject.includes(`[game ${gameId}]`))
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
