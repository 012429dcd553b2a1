// What a person adds around a command without meaning anything by it: the period a phone puts at
// the end, an exclamation mark or emoji, a "thanks", a greeting above the command. Taken off
// only where nothing else could be meant: "?" stays (a blank in EXCHANGE QU?), and a line that
// is not a command without them is not made one by a guess.

// Trailing marks: . ! , ; : … and emoji (with their variation selectors and joiners).
const TRAILING_MARKS =
  /(?:[\s.!,;:…]|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+$/u;
// "…, thanks!", "… thank you", "… please", "… cheers": courtesy after the command itself.
const TRAILING_COURTESY =
  /[\s,;.!-]+(?:thanks(?: a lot)?|thank you|thx|ty|please|pls|cheers|merci|danke|gracias)$/i;

/** The command a line holds once the marks and courtesy a person adds are taken off. */
export function commandForm(line: string): string {
  let form = line.trim();
  for (let pass = 0; pass < 2; pass++) {
    form = form.replace(TRAILING_MARKS, '');
    const courtesy = TRAILING_COURTESY.exec(form);
    if (courtesy) form = form.slice(0, courtesy.index);
  }
  return form.trim() === '' ? line.trim() : form.trim();
}

/**
 * The command a line is read as: without its trailing marks (a period is never a square), when
 * that is a command; else without a closing "thanks" too ("Pass, thanks!"), so that a word that
 * is one (H8 across PLEASE, WORD CHEERS) is kept; else null.
 */
export function readAsCommand(line: string, isCommand: (text: string) => boolean): string | null {
  const text = line.trim();
  const unmarked = text.replace(TRAILING_MARKS, '') || text;
  if (isCommand(unmarked)) return unmarked;
  const form = commandForm(text);
  return form !== unmarked && isCommand(form) ? form : null;
}

// "Hi everyone,", "Hello all!", "Hey Bob", "Dear all,", "Good morning!", "Hi,".
const GREETING =
  /^(?:hi|hello|hey|hiya|dear|greetings|good (?:morning|afternoon|evening)|morning|evening|hallo|hola|bonjour|salut|hej|moin)\b[^.?]{0,30}[,!.:]?$/i;

/** A greeting line of its own above a command: chatter, not part of the command lines. */
export function isGreeting(line: string): boolean {
  const text = line.trim();
  return text.length <= 40 && GREETING.test(text);
}

// Words that turn an answer around: "I can't accept", "not now", "don't decline".
const NEGATION = /\b(?:not|no|don'?t|can'?t|cannot|won'?t|never|nope)\b/i;

/**
 * ACCEPT or DECLINE in a person's words on the reply's first line that says something: "Sure,
 * accept!", "Yes please, ACCEPT", "Decline, sorry". Null when the line names neither, both, or
 * turns one around ("I can't accept"): then the player is asked again.
 */
export function invitationAnswer(text: string): 'ACCEPT' | 'DECLINE' | null {
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trim());
  const first = lines.find((line) => line !== '' && !isGreeting(line));
  if (!first || first.length > 80) return null;
  const accept = /\baccept(?:ed)?\b/i.test(first);
  const decline = /\bdecline(?:d)?\b/i.test(first);
  if (accept === decline) return null;
  // "No, decline" is a decline said twice; only an acceptance can be turned around.
  if (accept && NEGATION.test(first)) return null;
  return accept ? 'ACCEPT' : 'DECLINE';
}

/** "Yes!", "No.", "yes please", "Yes 👍": a yes or a no where one is asked, else null. */
export function yesOrNo(line: string): 'YES' | 'NO' | null {
  const form = commandForm(line).toUpperCase();
  return form === 'YES' ? 'YES' : form === 'NO' ? 'NO' : null;
}
