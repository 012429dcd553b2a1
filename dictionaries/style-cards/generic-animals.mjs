// Which animal words are generic ("ant" = yes, "insect" = no, says the Animals card).
// WordNet files INSECT and ANT alike under noun.animal; what tells them apart is the taxon a word
// names a member of: INSECT belongs to a phylum (Arthropoda), MAMMAL and BIRD to a class, FISH to
// a division, while ANT belongs to a family and DOG to a genus.

/** Taxonomic ranks above an order: a word for a whole group of these is a generic word. */
const GENERIC_RANKS = new Set([
  'kingdom',
  'subkingdom',
  'phylum',
  'subphylum',
  'superclass',
  'class',
  'subclass',
  'division',
]);

/**
 * The lemmas every one of whose noun.animal senses is generic: the words of the synsets right
 * below "animal" (PET, PREDATOR, INVERTEBRATE, LARVA: roles and stages, not kinds), and of the
 * synsets that are members of a taxon ranked above an order and have kinds of their own below
 * them (a STARFISH, alone in its class, is still a kind).
 */
export function genericAnimals(nouns) {
  const rank = (taxon) => nouns.get(taxon).hypernyms.map((h) => nouns.get(h).words[0]);
  const root = [...nouns].find(([, s]) => s.lexfile === 3 && s.words[0] === 'animal');
  const belowRoot = new Set(root[1].hyponyms);
  const generic = (offset, synset) =>
    belowRoot.has(offset) ||
    (synset.hyponyms.length >= 2 &&
      synset.memberOf.some((taxon) => rank(taxon).some((r) => GENERIC_RANKS.has(r))));
  const verdicts = new Map();
  for (const [offset, synset] of nouns) {
    if (synset.lexfile !== 5) continue;
    const isGeneric = generic(offset, synset);
    for (const word of synset.words) verdicts.set(word, (verdicts.get(word) ?? true) && isGeneric);
  }
  return new Set([...verdicts].filter(([, isGeneric]) => isGeneric).map(([word]) => word));
}
