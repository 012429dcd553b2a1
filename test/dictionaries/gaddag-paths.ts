// Test helpers: spell words along DAWG and GADDAG paths with the low-level traversal API.
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';

const { SEPARATOR } = CompiledLexicon;

/** Whether the path `letters` from `root` exists and its last arc accepts. */
export function accepts(
  lexicon: CompiledLexicon,
  root: number,
  letters: readonly number[],
): boolean {
  let node = root;
  let arc = 0;
  for (const letter of letters) {
    arc = lexicon.arc(node, letter);
    if (arc === 0) return false;
    node = lexicon.arcTarget(arc);
  }
  return arc !== 0 && lexicon.arcAccepts(arc);
}

/** The GADDAG path of `word` split after `split` tiles: rev(prefix) ◇ suffix (no ◇ when nothing follows). */
export function gaddagPath(tiles: readonly number[], split: number): number[] {
  const path = tiles.slice(0, split).reverse();
  if (split < tiles.length) path.push(SEPARATOR, ...tiles.slice(split));
  return path;
}

/** Every accepted GADDAG path, decoded back to the word it spells (a word appears once per split). */
export function gaddagWords(lexicon: CompiledLexicon): string[] {
  const words: string[] = [];
  const path: number[] = [];
  const walk = (node: number) => {
    for (let arc = lexicon.firstArc(node); arc !== 0; arc = lexicon.nextArc(arc)) {
      path.push(lexicon.arcLetter(arc));
      if (lexicon.arcAccepts(arc)) {
        const separator = path.indexOf(SEPARATOR);
        const prefix = (separator < 0 ? path : path.slice(0, separator)).slice().reverse();
        const suffix = separator < 0 ? [] : path.slice(separator + 1);
        words.push(lexicon.alphabet.spell([...prefix, ...suffix]));
      }
      walk(lexicon.arcTarget(arc));
      path.pop();
    }
  };
  walk(lexicon.gaddagRoot);
  return words;
}
