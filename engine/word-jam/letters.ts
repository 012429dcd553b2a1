// A word's letters as Word Jam counts them: uppercase A–Z, accents and spaces taken off.

/**
 * The word's letters, uppercase, accents taken off: ARSÈNE LUPIN → ARSENELUPIN. Names may be
 * written with spaces or hyphens; an accented letter scores (and is banned) as its base letter,
 * and a word counts as used whichever way it is accented.
 */
export const letters = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
