// Which generated Hunspell forms become lexicon words: lower-case common words only.

/**
 * Word games play common words: forms with a capital (proper nouns, abbreviations), digits,
 * hyphens, apostrophes or spaces are dropped here; letters outside the alphabet are the compiler's job.
 */
export function commonWordForms(forms: Iterable<string>): string[] {
  const kept: string[] = [];
  for (const form of forms) {
    if (form === form.toLowerCase() && /^\p{Ll}+$/u.test(form)) kept.push(form);
  }
  return kept;
}
