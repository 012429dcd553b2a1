// `npm run abuse -- --url http://localhost:PORT [--count N] [--seconds S]`: drives each abuse route
// of issue 13 (abuse-routes.ts) N times against a running `npm start`, loopback only, for at most
// S seconds, then counts in /dev/mail.json how many mails each stranger got. Nobody in the run
// accepts anything, so every mail counted arrived before acceptance: the figure must be ≤ 1.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { attacks } from './abuse-routes';

const MAX_COUNT = 200;
const MAX_SECONDS = 300;

export interface AbuseOptions {
  url: string;
  count: number;
  seconds: number;
  mailDomain: string;
}

export function parseAbuseOptions(argv: string[]): AbuseOptions {
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const url = (value('--url') ?? 'http://localhost:8787').replace(/\/$/, '');
  const host = new URL(url).hostname;
  if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(host))
    throw new Error(`--url must be on this machine (localhost or 127.0.0.1), not ${host}`);
  const count = Number(value('--count') ?? 10);
  const seconds = Number(value('--seconds') ?? 120);
  if (!(Number.isInteger(count) && count >= 1 && count <= MAX_COUNT))
    throw new Error(`--count must be a whole number from 1 to ${MAX_COUNT}`);
  if (!(seconds > 0 && seconds <= MAX_SECONDS))
    throw new Error(`--seconds must be more than 0 and at most ${MAX_SECONDS}`);
  return { url, count, seconds, mailDomain: value('--mail-domain') ?? 'play.localhost' };
}

export interface AbuseReport {
  /** Per route: its answers, and the most mails one stranger got while it ran. */
  routes: { name: string; statuses: Record<string, number>; mostToOne: number }[];
  strangers: number;
  mails: number;
  mostToOneStranger: number;
  overOne: string[];
}

/** Mails per address of the run's domain, from the outbox summary. */
export function mailsPerStranger(outbox: { to: string }[], domain: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of outbox)
    if (m.to.toLowerCase().endsWith(`@${domain}`)) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
}

async function outboxCounts(url: string, domain: string): Promise<Map<string, number>> {
  const res = await fetch(`${url}/dev/mail.json?fields=summary`);
  if (!res.ok) throw new Error(`/dev/mail.json answered ${res.status}: is this npm start?`);
  return mailsPerStranger((await res.json()) as { to: string }[], domain);
}

export async function runAbuse(options: AbuseOptions): Promise<AbuseReport> {
  const domain = `abuse-${Date.now().toString(36)}.example`;
  const deadline = Date.now() + options.seconds * 1000;
  const routes: AbuseReport['routes'] = [];
  let before = await outboxCounts(options.url, domain);
  for (const attack of attacks(domain, options.mailDomain)) {
    const statuses: Record<string, number> = {};
    for (let i = 0; i < options.count && Date.now() < deadline; i++)
      for (const { path, init } of attack.requests(i)) {
        const left = Math.max(1, deadline - Date.now());
        const res = await fetch(`${options.url}${path}`, {
          ...init,
          signal: AbortSignal.timeout(Math.min(30_000, left)),
        }).catch((err: Error) => ({ status: `error ${err.name}`, text: async () => '' }));
        await res.text();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    // Mail goes out after the answer (the outbox), so give it a moment before counting.
    await new Promise((r) => setTimeout(r, 1_000));
    const after = await outboxCounts(options.url, domain);
    const deltas = [...after].map(([to, n]) => n - (before.get(to) ?? 0));
    routes.push({ name: attack.name, statuses, mostToOne: Math.max(0, ...deltas) });
    before = after;
  }
  const counts = before;
  const values = [...counts.values()];
  return {
    routes,
    strangers: counts.size,
    mails: values.reduce((a, b) => a + b, 0),
    mostToOneStranger: Math.max(0, ...values),
    overOne: [...counts].filter(([, n]) => n > 1).map(([to, n]) => `${to}: ${n}`),
  };
}

export function formatAbuseReport(r: AbuseReport): string {
  const lines = r.routes.map(
    (route) =>
      `  ${route.name}: ${Object.entries(route.statuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ')}; most mails to one stranger: ${route.mostToOne}`,
  );
  return [
    'Answers per route:',
    ...lines,
    `Strangers mailed: ${r.strangers}; mails to them: ${r.mails}; most to one stranger: ${r.mostToOneStranger} (must be ≤ 1 before acceptance)`,
    ...(r.overOne.length ? ['Over one:', ...r.overOne.map((l) => `  ${l}`)] : []),
  ].join('\n');
}

async function main(): Promise<void> {
  const report = await runAbuse(parseAbuseOptions(process.argv.slice(2)));
  console.log(formatAbuseReport(report));
  process.exitCode = report.mostToOneStranger <= 1 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href)
  main().catch((err: Error) => {
    console.error(err.message);
    process.exitCode = 2;
  });
