// What people write around a command: greetings, thanks, a signature with their own name. In the
// parlor games a bare word is a move, so a line of that shape is read only when written plainly.

// As a bare line these are chatter; the keyword form plays one (WORD CHEERS, ANSWER THANKS).
const CHATTER: ReadonlySet<string> = new Set([
  'THANKS',
  'THANX',
  'THX',
  'CHEERS',
  'REGARDS',
  'HI',
  'HELLO',
  'HEY',
  'OK',
  'OKAY',
  'SORRY',
  'BYE',
]);

// One word of letters (and hyphens), or several separated by spaces or commas: "races, plumb".
// Accented letters are letters (Björk, naïve); a pasted e + U+0301 is composed first.
const ONE_WORD = /^[\p{L}-]+$/u;
const SEVERAL_WORDS = /^[\p{L}-]+(?:[\s,]+[\p{L}-]+)*$/u;

const words = (text: string) =>
  text
    .normalize('NFC')
    .toUpperCase()
    .split(/[^\p{L}-]+/u)
    .filter((w) => w !== '');

/**
 * Whether a line that is a command only by its shape (CHARM; RACES PLUMB) is written plainly
 * enough to be one: letters only ("Thanks!" and "Charm." are prose), no greeting or thanks among
 * its words, and none of them the writer's own name (a signature). `several` lets a line hold
 * several words, for games that take several at once (Mumble-Jumble's answers).
 */
export function isPlainBare(line: string, writer: string, several = false): boolean {
  const text = line.normalize('NFC').trim();
  if (!ONE_WORD.test(text) && !(several && SEVERAL_WORDS.test(text))) return false;
  const name = new Set(words(writer));
  return words(text).every((word) => !CHATTER.has(word) && !name.has(word));
}
