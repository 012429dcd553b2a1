// `npm run lexicon` end to end in Node: builds into a temporary directory, never the real dictionaries/build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';

const root = resolve(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const out = mkdtempSync(join(tmpdir(), 'lexicon-cli-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function lexicon(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    [tsx, 'dictionaries/cli/lexicon.ts', ...args, '--out', out],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, LEXICON_BUILD_DIR: '' },
    },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// A list written for this test: a comment, blank lines, mixed case, a repeat, and words to skip.
const LIST = [
  '# my words',
  'cat',
  '',
  'Dog',
  'DOG',
  "can't",
  'café',
  'Zebra',
  '  bird  ',
  'x',
].join('\n');
// Spanish words written for this test, with the digraph tiles.
const SPANISH = ['chico', 'llama', 'perro', 'año', 'kiwi'].join('\n');

describe('npm run lexicon', () => {
  const listFile = join(out, 'mine.txt');
  writeFileSync(listFile, LIST);

  it('builds NAME.bin from a plain word list and reports what it kept and skipped', () => {
    const run = lexicon('build', 'mine', listFile);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('mine: kept 4 words, skipped 3, duplicates 1');
    const built = CompiledLexicon.fromBytes('mine', readFileSync(join(out, 'mine.bin')));
    expect([...built.words()]).toEqual(['BIRD', 'CAT', 'DOG', 'ZEBRA']);
  });

  it('regenerates index.ts to import every built lexicon', () => {
    writeFileSync(join(out, 'es.txt'), SPANISH);
    expect(
      lexicon('build', 'spanish-test', join(out, 'es.txt'), '--language', 'spanish').status,
    ).toBe(0);
    const index = readFileSync(join(out, 'index.ts'), 'utf8');
    expect(index).toContain("import lexicon0 from './mine.bin';");
    expect(index).toContain("import lexicon1 from './spanish-test.bin';");
    expect(index).toContain("'spanish-test': lexicon1,");
  });

  it('builds with multi-letter tiles and skips words with letters that are not tiles', () => {
    const built = CompiledLexicon.fromBytes('es', readFileSync(join(out, 'spanish-test.bin')));
    expect(built.size).toBe(4);
    expect(built.has('CHICO')).toBe(true);
    expect(built.alphabet.tokenize('CHICO')).toHaveLength(4);
  });

  it('expands and builds a Hunspell dictionary, keeping lower-case words only', () => {
    // A two-stem dictionary written for this test in Hunspell's .dic/.aff syntax.
    writeFileSync(join(out, 'mini.dic'), '3\nhuis/S\nkat\nAmsterdam/S\n');
    writeFileSync(join(out, 'mini.aff'), 'SET UTF-8\nSFX S Y 1\nSFX S 0 en .\n');
    const run = lexicon('hunspell', 'mini-nl', join(out, 'mini.dic'));
    expect(run.stdout).toContain('mini-nl: kept 3 words');
    const built = CompiledLexicon.fromBytes('nl', readFileSync(join(out, 'mini-nl.bin')));
    expect([...built.words()]).toEqual(['HUIS', 'HUISEN', 'KAT']);
  });

  it('lists ids, word counts and sizes', () => {
    const run = lexicon('list');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^mine\s+4 words\s+\d+ bytes/m);
    expect(run.stdout).toMatch(/^spanish-test\s+4 words/m);
    expect(run.stdout).toMatch(/^mini-nl\s+3 words/m);
  });

  it.each([
    [['has', 'mine', 'cat', 'zebra'], 0],
    [['has', 'mine', 'cat', 'cow'], 1],
  ])('looks words up: %j exits %i', (args, status) => {
    expect(lexicon(...args).status).toBe(status);
  });

  it.each([
    ['a bad name', ['build', 'Bad Name', listFile]],
    ['a missing file name', ['build', 'mine']],
    ['an unknown language', ['build', 'x', listFile, '--language', 'klingon']],
    ['a list with no usable word', ['build', 'nothing', join(out, 'es.txt'), '--alphabet', 'Q']],
    ['an unknown command', ['frobnicate']],
  ])('refuses %s with usage help', (_name, args) => {
    const run = lexicon(...args);
    expect(run.status).toBe(2);
    expect(run.stdout + run.stderr).toContain('Usage: npm run lexicon');
    expect(existsSync(join(out, 'nothing.bin'))).toBe(false);
  });

  it('builds the defaults once, then finds them up to date', () => {
    const first = lexicon('defaults');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/lexicon english: built \d+ words/);
    expect(first.stdout).toMatch(/lexicon test: built \d+ words/);
    const second = lexicon('defaults');
    expect(second.stdout).toMatch(/lexicon english: up to date/);
    expect(second.stdout).toMatch(/lexicon test: up to date/);
    expect(readFileSync(join(out, 'index.ts'), 'utf8')).toContain("'english': lexicon0,");
  });
});
