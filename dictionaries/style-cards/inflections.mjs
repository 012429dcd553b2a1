// English inflection for the Style-card lists: verb forms (Free refuses them) and adjective degrees.
// Regular spelling rules over-generate on purpose (VISITTED, PLANED); the builder keeps only forms
// SCOWL lists, so a spelling that is no word never reaches a list.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** infinitive → [[past, participle], …] (npm english-verbs-irregular, Apache-2.0). */
const irregularVerbs = JSON.parse(
  readFileSync(require.resolve('english-verbs-irregular/dist/verbs.json'), 'utf8'),
);

/** Forms no rule or list gives: the present of be and have, and do's. */
const SPECIAL = { be: ['am', 'is', 'are', 'being'], have: ['has'], do: ['does'] };

const vowel = (c) => 'aeiou'.includes(c);

/** A final consonant doubles after a single vowel (RUN → RUNNING, STOP → STOPPED). */
function doubled(word) {
  const [a, b, c] = word.slice(-3);
  if (!c || vowel(c) || 'wxy'.includes(c) || !vowel(b) || vowel(a)) return null;
  return word + c;
}

/** A suffix beginning with a vowel (-ed, -ing, -er, -est) joined by the spelling rules. */
function join(word, suffix) {
  const forms = [];
  const last = word.at(-1);
  if (last === 'e' && suffix[0] === 'e') forms.push(word + suffix.slice(1));
  else if (last === 'e' && word.at(-2) !== 'e') forms.push(word.slice(0, -1) + suffix);
  else if (last === 'y' && !vowel(word.at(-2)) && suffix !== 'ing') {
    forms.push(`${word.slice(0, -1)}i${suffix}`);
  } else forms.push(word + suffix);
  const double = doubled(word);
  if (double) forms.push(double + suffix);
  return forms;
}

/** The -s of the third person (and of plurals): WALKS, PASSES, TRIES, GOES. */
export function sForms(word) {
  if (/(s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (word.endsWith('o')) return [`${word}es`, `${word}s`];
  return [`${word}s`];
}

/** Every conjugated form of a verb, each with how it was made ('s', 'ed', 'ing' or 'irregular'). */
export function verbForms(verb) {
  const forms = [];
  for (const form of sForms(verb)) forms.push({ form, how: 's' });
  for (const form of join(verb, 'ing')) forms.push({ form, how: 'ing' });
  const irregular = irregularVerbs[verb];
  if (irregular) {
    for (const pair of irregular) for (const form of pair) forms.push({ form, how: 'irregular' });
  } else {
    for (const form of join(verb, 'ed')) forms.push({ form, how: 'ed' });
  }
  for (const form of SPECIAL[verb] ?? []) forms.push({ form, how: 'irregular' });
  return forms.filter((f) => f.form !== verb);
}

/** Comparatives and superlatives that no rule makes. */
const IRREGULAR_DEGREES = {
  good: ['better', 'best'],
  well: ['better', 'best'],
  bad: ['worse', 'worst'],
  ill: ['worse', 'worst'],
  far: ['farther', 'farthest', 'further', 'furthest'],
  little: ['less', 'least'],
  many: ['more', 'most'],
  much: ['more', 'most'],
};

/** HAPPY → HAPPIER, HAPPIEST; BIG → BIGGER; the irregular ones from the table above. */
export function adjectiveDegrees(adjective) {
  return [
    ...join(adjective, 'er'),
    ...join(adjective, 'est'),
    ...(IRREGULAR_DEGREES[adjective] ?? []),
  ];
}
