// Plain word-list text (one word a line, `#` comments, blank lines) → words. Pure, for Node and workerd.

/** The words of a plain list: trimmed, blank lines and `#` comment lines dropped, a BOM tolerated. */
export function parseWordList(text: string): string[] {
  const words: string[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const word = line.trim();
    if (word.length > 0 && !word.startsWith('#')) words.push(word);
  }
  return words;
}
