// The command line of `npm run load`, read into checked numbers: a bad value is refused with what
// was wrong before any game is created.
import { parseArgs } from 'node:util';
import { gameFlags } from './game-flags';
import { flagLines } from './usage';

export interface LoadOptions {
  games: number;
  moves: number;
  url: string;
  seconds: number;
  concurrency: number;
  /** The share of replies delivered a second time with the same Message-ID (0–1). */
  duplicates: number;
  ruleset: string;
  lexicon: string;
  json: boolean;
  /** `auto`: the processes serving the URL's port on this machine; `none`: no CPU figures. */
  serverCpu: 'auto' | 'none';
}

/** The flags that take a value, each with its default and what it means; the usage states both. */
const VALUE_FLAGS = {
  games: ['10', 'games played at once'],
  moves: ['8', 'moves per game'],
  url: ['http://localhost:8787', 'a running `npm start`'],
  seconds: ['300', 'no move starts after this many seconds of play'],
  concurrency: ['32', 'requests in flight at most'],
  duplicates: ['0.05', 'share of replies redelivered with the same Message-ID'],
  'server-cpu': [
    'auto',
    "auto: CPU time of the server's processes on this machine, from /proc; none: skip",
  ],
} satisfies Record<string, [fallback: string, meaning: string]>;

export const LOAD_USAGE = [
  'Usage: npm run load -- --games N [--moves M] [--url URL] [--seconds S]',
  '    [--concurrency C] [--duplicates P] [--ruleset R] [--lexicon L] [--json] [--server-cpu auto|none]',
  ...flagLines(
    Object.entries(VALUE_FLAGS).map(([flag, [fallback, meaning]]) => [
      flag,
      `${meaning} (default ${fallback})`,
    ]),
    15,
  ),
].join('\n');

type Parsed = { ok: true; value: LoadOptions } | { ok: false; error: string };

function count(name: string, text: string, min: number): number | string {
  const n = Number(text);
  return Number.isInteger(n) && n >= min
    ? n
    : `--${name} must be a whole number ≥ ${min}, not "${text}"`;
}

export function parseLoadOptions(args: string[]): Parsed {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      options: {
        ...Object.fromEntries(
          Object.entries(VALUE_FLAGS).map(([flag, [fallback]]) => [
            flag,
            { type: 'string', default: fallback },
          ]),
        ),
        ...gameFlags,
      },
    }).values;
  } catch (err) {
    return { ok: false, error: `${(err as Error).message}\n${LOAD_USAGE}` };
  }
  const games = count('games', values.games as string, 1);
  const moves = count('moves', values.moves as string, 0);
  const concurrency = count('concurrency', values.concurrency as string, 1);
  const seconds = Number(values.seconds);
  const duplicates = Number(values.duplicates);
  const serverCpu = values['server-cpu'];
  const problems = [
    typeof games === 'string' ? games : null,
    typeof moves === 'string' ? moves : null,
    typeof concurrency === 'string' ? concurrency : null,
    Number.isFinite(seconds) && seconds > 0
      ? null
      : `--seconds must be above 0, not "${values.seconds}"`,
    duplicates >= 0 && duplicates <= 1
      ? null
      : `--duplicates must be from 0 to 1, not "${values.duplicates}"`,
    serverCpu === 'auto' || serverCpu === 'none'
      ? null
      : `--server-cpu must be auto or none, not "${serverCpu}"`,
    URL.canParse(values.url as string) ? null : `--url must be a URL, not "${values.url}"`,
  ].filter((p): p is string => p !== null);
  if (problems.length > 0) return { ok: false, error: `${problems.join('\n')}\n${LOAD_USAGE}` };
  return {
    ok: true,
    value: {
      games: games as number,
      moves: moves as number,
      url: (values.url as string).replace(/\/$/, ''),
      seconds,
      concurrency: concurrency as number,
      duplicates,
      ruleset: values.ruleset as string,
      lexicon: values.lexicon as string,
      json: values.json as boolean,
      serverCpu: serverCpu as 'auto' | 'none',
    },
  };
}
