// No module of worker/ holds mutable state or runs code when imported (the rules are in
// module-state.ts): what a game room runs is what worker/game-room-features.ts lists, never what
// happens to have been imported.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './import-graph';
import { type Finding, moduleStateFindings } from './module-state';

const rulesOf = (text: string, file = 'worker/sample.ts') =>
  moduleStateFindings(new Map([[file, text]])).map((f) => f.rule);

/** A sample of each pattern the checker flags, with the rule it breaks. */
const FLAGGED: [Finding['rule'], string][] = [
  ['let-var', 'let registered = false;'],
  ['let-var', 'var count = 0;'],
  ['mutable-collection', 'export const hooks: Hook[] = [];'],
  ['mutable-collection', 'export const handlers: Record<string, H> = {};'],
  ['mutable-collection', 'const seen = new Map<string, number>();'],
  ['mutable-collection', 'const ids = new Set();'],
  ['writes-module-binding', "import { hooks } from './hooks';\nfunction f() { hooks.push(g); }"],
  [
    'writes-module-binding',
    "import { slots } from './hooks';\nfunction f() { slots.preview = g; }",
  ],
  ['writes-module-binding', "import * as all from './x';\nfunction f() { all.table['k'] = 1; }"],
  ['writes-module-binding', 'const table = { a: 1 };\nexport function f() { table.a++; }'],
  ['writes-module-binding', "const names = ['a'];\nexport function f() { names.sort(); }"],
  ['side-effect-import', "import './undo';"],
  ['runs-at-import', 'register();'],
  ['runs-at-import', "if (process.env.X) console.log('x');"],
  ['runs-at-import', 'export default setup();'],
];

/** Look-alikes that are not module state: read-only, constant tables, locals, parameters. */
const PASSED = [
  'export const WORDS = [] as const;',
  'export const EMPTY: readonly string[] = [];',
  'export const NONE: ReadonlyMap<string, number> = new Map();',
  'export const BLANK = Object.freeze({});',
  "export const LETTERS = ['A', 'B'];",
  'export const help: Command = { name: "HELP" };',
  'export function f() { const list: number[] = []; list.push(1); return list; }',
  "import { hooks } from './hooks';\nexport function f(hooks: number[]) { hooks.push(1); }",
  'export class Room { static readonly KEY = "k"; private items: number[] = []; }',
  "import type { Env } from './env';\nexport default { fetch() {} };",
];

describe('the module-state checker', () => {
  it.each(FLAGGED)('flags %s in `%s`', (rule, text) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it('flags a static field a class keeps for every instance', () => {
    expect(rulesOf('export class A { static all: A[] = []; }')).toEqual(['mutable-static']);
  });

  it.each(PASSED)('passes `%s`', (text) => {
    expect(rulesOf(text)).toEqual([]);
  });

  it('allows an entry script in worker/cli/ to start its main(), and nothing else', () => {
    const entry = [
      'async function main() { return 0; }',
      'if (import.meta.url === pathToFileURL(process.argv[1]).href) main();',
      'process.exitCode = await main();',
      'main().catch(() => undefined);',
    ].join('\n');
    expect(rulesOf(entry, 'worker/cli/tool.ts')).toEqual([]);
    expect(rulesOf('register();', 'worker/cli/tool.ts')).toEqual(['runs-at-import']);
    expect(rulesOf('main();', 'worker/routes/page.ts')).toEqual(['runs-at-import']);
  });
});

describe('worker/', () => {
  it('has no module-level mutable state and runs nothing at import', () => {
    const files = sourceFiles().filter((f) => f.startsWith('worker/'));
    const sources = new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));
    const shown = (f: Finding) => `${f.file}:${f.line} ${f.rule}: ${f.text}`;
    expect(moduleStateFindings(sources).map(shown).join('\n')).toBe('');
  });
});
