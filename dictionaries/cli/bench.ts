// Measures a word list's compile time, binary size, load time and has() speed (numbers for the README).
// Run bundled, as the worker runs it: see "Measured figures" in dictionaries/README.md.
import { readFileSync } from 'node:fs';
import { compileLexiconWithReport } from '../compile';
import { CompiledLexicon } from '../compiled-lexicon';
import { Header } from '../format';
import { parseWordList } from '../word-list';

const file = process.argv[2];
if (!file) {
  console.error('usage: node lexicon-bench.mjs FILE');
  process.exit(2);
}
const words = parseWordList(readFileSync(file, 'utf8')).map((w) => w.toUpperCase());

// CPU time as well as wall time: on a shared machine the wall clock also counts other processes.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
let started = performance.now();
const cpu = process.cpuUsage();
const report = compileLexiconWithReport(words);
const compileMs = performance.now() - started;
const compileCpuMs = cpuMs(cpu);

started = performance.now();
const lexicon = CompiledLexicon.fromBytes('bench', report.bytes);
const loadMs = performance.now() - started;

// Non-words: every word with its last letter changed, most of which are not words.
const probes = words.map((w) => w.slice(0, -1) + (w.endsWith('Q') ? 'X' : 'Q'));
const nsPerLookup = (list: string[]) => {
  let found = 0;
  for (let round = 0; round < 3; round++) for (const w of list) if (lexicon.has(w)) found++;
  const t = process.cpuUsage();
  for (let round = 0; round < 5; round++) for (const w of list) if (lexicon.has(w)) found++;
  return { ns: (cpuMs(t) * 1e6) / (5 * list.length), found };
};
const hits = nsPerLookup(words);
const misses = nsPerLookup(probes);
const packed = lexicon.packed;
console.log(`words kept ${report.kept}, skipped ${report.skipped}`);
console.log(
  `compile ${compileMs.toFixed(0)} ms wall, ${compileCpuMs.toFixed(0)} ms CPU; binary ${report.bytes.byteLength} bytes`,
);
console.log(
  `DAWG ${packed[Header.gaddagOffset]! - packed[Header.dawgOffset]!} arcs, GADDAG ${packed[Header.totalWords]! - packed[Header.gaddagOffset]!} arcs`,
);
console.log(`load ${loadMs.toFixed(2)} ms`);
console.log(
  `has() CPU time: ${hits.ns.toFixed(0)} ns a word, ${misses.ns.toFixed(0)} ns a non-word`,
);
