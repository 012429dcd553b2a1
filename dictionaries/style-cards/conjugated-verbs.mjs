// The conjugated verb forms the Free card refuses ("names and conjugated verbs are not valid").
// Many forms are nouns too (WALKS, RUNNING, CEILING, ROSE): WordNet's tag counts — how often each
// sense was met in its tagged texts — say which reading is the usual one.
import { verbForms } from './inflections.mjs';

/**
 * A regular form counts as the verb when the verb was met at least this many times as often as
 * the form's own noun or adjective: an order of magnitude, so that FEELING (102 noun uses against
 * 534 of FEEL), MEETING and READING stay words while RUNNING (6 against 268) goes.
 */
const VERB_MAJORITY = 10;

/**
 * Refused: a form of a verb that is no infinitive itself (FOUND, SAW and LAY are), and
 * - irregular (RAN, TAUGHT): unless WordNet lists it as a word of its own (ROSE, LEFT, GROUND);
 * - regular (WALKED, WALKS, RUNNING): unless it is a noun or adjective of its own, or the plural
 *   of a noun, met at least a tenth as often as the verb (CATS, BOOKS, CEILING, EVENING stay;
 *   WALKS, 15 noun uses against 192 verb uses of WALK, goes; so do RUNNING and TALKING).
 */
/** LEAVES → LEAF, LIVES → LIFE: the plural that is no -S added to its singular. */
const fves = (form) => [`${form.slice(0, -3)}f`, `${form.slice(0, -3)}fe`];

export function conjugatedVerbs(verbLemmas, counts, spellings) {
  const refused = new Set();
  const nonVerb = (word) => {
    const c = counts.get(word);
    return c
      ? { listed: ['noun', 'adj', 'adv'].some((p) => c.listed.has(p)), met: c.noun + c.adj + c.adv }
      : { listed: false, met: 0 };
  };
  for (const verb of verbLemmas) {
    const verbMet = counts.get(verb)?.verb ?? 0;
    for (const { form, how } of verbForms(verb)) {
      if (!spellings.has(form) || verbLemmas.has(form)) continue;
      const own = nonVerb(form);
      if (how === 'irregular') {
        if (!own.listed) refused.add(form);
        continue;
      }
      // The singular nouns an -S form may be the plural of: WALK for WALKS, LEAF for LEAVES.
      const singulars = how !== 's' ? [] : [verb, ...(form.endsWith('ves') ? fves(form) : [])];
      const nouns = singulars.map((w) => counts.get(w)).filter((c) => c?.listed.has('noun'));
      const plural = nouns.length > 0;
      const met = own.met + nouns.reduce((sum, c) => sum + c.noun, 0);
      const otherwise = own.listed || plural;
      if (!otherwise || verbMet >= VERB_MAJORITY * Math.max(met, 1)) refused.add(form);
    }
  }
  return refused;
}
