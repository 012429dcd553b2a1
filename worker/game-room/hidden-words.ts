// What one seat knows that the others must not: its rack, its secret words, its sealed bet. Read
// off the engine's views, so every game kind is covered: whatever the seat's own view shows and a
// spectator's does not is hidden. A note that names any of it is never relayed.
import type { GameKind } from '../../engine/kind';

// Shorter than this, a hidden "word" is a tile or a score, not something a note could leak.
const SHORTEST_SECRET = 3;

function letters(text: string): string {
  return text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Every string of a view, and each array of tiles ({letter}) joined as one word: a rack. */
function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(letters(value));
  else if (Array.isArray(value)) {
    const tiles = value.map((v) =>
      v && typeof v === 'object' && typeof (v as { letter?: unknown }).letter === 'string'
        ? (v as { letter: string }).letter
        : null,
    );
    if (tiles.length > 0 && tiles.every((t) => t !== null)) out.add(letters(tiles.join('')));
    for (const v of value) strings(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) strings(v, out);
  }
  return out;
}

/** The seat's hidden words, in capitals without spaces: "AEINRST", "CRANE", "THIEVES". */
export function hiddenWords(
  kind: GameKind,
  config: unknown,
  state: unknown,
  seat: number,
): string[] {
  if (state === null || state === undefined) return [];
  const own = strings(kind.view(config, state, seat), new Set());
  const open = strings(kind.view(config, state, null), new Set());
  return [...own].filter((word) => word.length >= SHORTEST_SECRET && !open.has(word));
}

// The keywords of the parlor games' commands: what a command line says besides its secret.
const COMMAND_WORDS: ReadonlySet<string> = new Set(
  'WORD BET ANSWER VOTE YES NO PASS DONE STOP END ROUND CHALLENGE HELP BOARD OPEN SESAME FOR THE WIN'.split(
    ' ',
  ),
);

/**
 * What a parlor reply's own command lines are about to seal (the secret word of WORD CRANE, the
 * bet of THIEVES GRIM): not hidden yet when the note beside them is read, so named here.
 */
export function sealedWords(commands: readonly string[]): string[] {
  return commands.flatMap((command) =>
    command
      .normalize('NFKC')
      .toUpperCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= SHORTEST_SECRET && !COMMAND_WORDS.has(word)),
  );
}

function sorted(word: string): string {
  return [...word].sort().join('');
}

/**
 * Whether a note names a hidden word: as a word of its own, spelled out in single letters
 * ("A E I N R S T", "[Q][U][I]"), or, for a rack, in any order.
 */
export function revealsHidden(note: string, hidden: readonly string[]): boolean {
  if (hidden.length === 0) return false;
  const words = note
    .normalize('NFKC')
    .toUpperCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  const candidates = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    candidates.add(words[i]!);
    if (i + 1 < words.length) candidates.add(words[i]! + words[i + 1]!);
    let spelled = '';
    for (let j = i; j < words.length && words[j]!.length === 1; j++) {
      spelled += words[j];
      candidates.add(spelled);
    }
  }
  const anagrams = new Set([...candidates].map(sorted));
  const text = letters(note);
  return hidden.some(
    (word) =>
      candidates.has(word) ||
      (word.length >= 5 && anagrams.has(sorted(word))) ||
      (word.length >= 12 && text.includes(word)),
  );
}
