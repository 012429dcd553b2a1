// `npm run swiss-check -- --engine PATH [--tournaments N] [--history bbp|ours] [--show N]`:
// plays random Swiss tournaments of 9–64 players (⌈log₂ n⌉+1 to +3 rounds, the higher-rated
// player winning two games in three, a draw one game in thirty) and, before every round, asks
// both our pairer and a FIDE Dutch engine (bbpPairings, built by the reader from its public
// repository) to pair the same history; the round is then played on one engine's pairing
// (`--history`, bbp by default). Prints identical rounds and each engine's figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type RngState, randomInt, seedRng } from '../../engine/rng';
import { pairSwissRound } from '../../engine/tournament/swiss';
import { formatTrf, type Trf } from '../../engine/tournament/trf';
import { swissInputOf, withRound } from '../../engine/tournament/trf-swiss';
import {
  addComparison,
  type Comparison,
  emptyComparison,
  type Pairing,
  report,
} from './swiss-compare';
import { enginePairing } from './swiss-engine';
import { flagLines, UsageError, usageExit, valueFlags } from './usage';

const FLAGS = {
  engine: 'path of a bbpPairings executable (required)',
  tournaments: 'random tournaments to play (default 100)',
  history: 'whose pairings are played: bbp (default) or ours',
  show: 'print the first N rounds where the pairings differ (default 0)',
  keep: 'write the history of every round where they differ to DIR/t<k>-r<round>.trf',
};
const USAGE = [
  'usage: npm run swiss-check -- --engine PATH [flags]',
  ...flagLines(Object.entries(FLAGS), 13),
].join('\n');

/** The k-th random field, ranked by rating (start number 1 = highest), before round 1. */
export function randomField(k: number): { trf: Trf; rng: RngState } {
  const rng = seedRng(`swiss-check-${k}`);
  const n = 9 + randomInt(rng, 56);
  const rounds = Math.min(n - 1, Math.ceil(Math.log2(n)) + 1 + randomInt(rng, 3));
  const ratings = Array.from({ length: n }, () => 1200 + randomInt(rng, 1000)).sort(
    (a, b) => b - a,
  );
  const players = ratings.map((rating, i) => ({
    start: i + 1,
    name: `P${i + 1}`,
    rating,
    points: 0,
    games: [],
  }));
  return { trf: { rounds, firstColour: 'w', players }, rng };
}

/** The first player's score in each pair: the higher-rated wins two in three, one in thirty drawn. */
function results(rng: RngState, trf: Trf, p: Pairing): Map<string, number> {
  const rating = new Map(trf.players.map((x) => [String(x.start), x.rating]));
  const out = new Map<string, number>();
  for (const [first, second] of p.pairs) {
    const roll = randomInt(rng, 30);
    const favourite = (rating.get(first) ?? 0) >= (rating.get(second) ?? 0) ? first : second;
    const winner = roll % 3 === 0 ? (favourite === first ? second : first) : favourite;
    out.set(first, roll === 0 ? 0.5 : winner === first ? 1 : 0);
  }
  return out;
}

interface Run {
  engine: string;
  history: 'bbp' | 'ours';
  show: number;
  shown: number;
  keep: string | undefined;
  failures: string[];
}

function playTournament(k: number, run: Run, c: Comparison): void {
  let { trf, rng } = randomField(k);
  for (let round = 1; round <= trf.rounds!; round++) {
    const { ranked, options } = swissInputOf(trf, round);
    const theirs = enginePairing(run.engine, trf);
    const mine = pairSwissRound(ranked, options);
    if ('error' in theirs || !mine.ok) {
      const why =
        'error' in theirs
          ? `bbpPairings: ${theirs.error}`
          : `ours: ${mine.ok ? '' : mine.error.message}`;
      run.failures.push(`tournament ${k} round ${round}: ${why}`);
      return;
    }
    const ours: Pairing = { pairs: mine.value.pairs, bye: mine.value.bye };
    const before = c.samePairs;
    addComparison(c, ranked, ours, theirs, options.lastRound ?? false);
    if (c.samePairs === before && run.keep) {
      writeFileSync(join(run.keep, `t${k}-r${round}.trf`), formatTrf(trf));
    }
    if (c.samePairs === before && run.shown < run.show) {
      run.shown++;
      console.log(`tournament ${k} round ${round} (${ranked.length} players)`);
      console.log(
        `  ranked  ${ranked.map((p) => `${p.id}:${p.points}${p.colours.map((x) => (x === 1 ? 'w' : 'b')).join('')}`).join(' ')}`,
      );
      console.log(`  ours    ${ours.pairs.map((x) => x.join('-')).join(' ')} bye ${ours.bye}`);
      console.log(`  bbp     ${theirs.pairs.map((x) => x.join('-')).join(' ')} bye ${theirs.bye}`);
    }
    const played = run.history === 'ours' ? ours : theirs;
    trf = withRound(trf, round, played, results(rng, trf, played));
  }
}

function main(argv: string[]): number {
  try {
    const { values } = parseArgs({ args: argv, options: valueFlags(FLAGS) });
    if (!values.engine) throw new UsageError('--engine is required.');
    const tournaments = Number(values.tournaments ?? 100);
    const show = Number(values.show ?? 0);
    const history = values.history ?? 'bbp';
    if (!Number.isInteger(tournaments) || tournaments < 1)
      throw new UsageError('--tournaments takes a whole number.');
    if (!Number.isInteger(show) || show < 0) throw new UsageError('--show takes a whole number.');
    if (history !== 'bbp' && history !== 'ours') throw new UsageError('--history is bbp or ours.');
    if (values.keep) mkdirSync(values.keep, { recursive: true });
    const run: Run = {
      engine: values.engine,
      history,
      show,
      shown: 0,
      keep: values.keep,
      failures: [],
    };
    const c = emptyComparison();
    for (let k = 0; k < tournaments; k++) playTournament(k, run, c);
    console.log(
      report(
        c,
        `${tournaments} tournaments, history by ${history === 'bbp' ? 'bbpPairings' : 'ours'}`,
      ),
    );
    for (const f of run.failures) console.log(`  stopped: ${f}`);
    return 0;
  } catch (e) {
    return usageExit(e, USAGE);
  }
}

process.exitCode = main(process.argv.slice(2));
