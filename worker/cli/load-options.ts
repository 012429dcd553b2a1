// The command line of `npm run load`, read into checked numbers: a bad value is refused with what
// was wrong before any game is created.
import { parseArgs } from 'node:util';

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

export const LOAD_USAGE = `Usage: npm run load -- --games N [--moves M] [--url URL] [--seconds S]
    [--concurrency C] [--duplicates P] [--ruleset R] [--lexicon L] [--json] [--server-cpu auto|none]
  --games        games played at once (default 10)
  --moves        moves per game (default 8)
  --url          a running \`npm start\` (default http://localhost:8787)
  --seconds      no move starts after this many seconds of play (default 300)
  --concurrency  requests in flight at most (default 32)
  --duplicates   share of replies redelivered with the same Message-ID (default 0.05)
  --server-cpu   auto: CPU time of the server's processes on this machine, from /proc; none: skip`;

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
        games: { type: 'string', default: '10' },
        moves: { type: 'string', default: '8' },
        url: { type: 'string', default: 'http://localhost:8787' },
        seconds: { type: 'string', default: '300' },
        concurrency: { type: 'string', default: '32' },
        duplicates: { type: 'string', default: '0.05' },
        ruleset: { type: 'string', default: 'scrabble' },
        lexicon: { type: 'string', default: 'english' },
        json: { type: 'boolean', default: false },
        'server-cpu': { type: 'string', default: 'auto' },
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
