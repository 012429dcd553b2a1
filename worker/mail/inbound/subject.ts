// A command written in the Subject line: the subject without reply prefixes and our game tag.
// Reply and forward prefixes in the languages mail clients localise them to (Re, Fwd, AW, WG,
// SV, VS, Antw, Réf, TR, RIF, R), any number of times, with an optional counter like "Re[2]:".
const PREFIXES =
  /^\s*((re|fwd?|aw|wg|sv|vs|antw|réf|ref|tr|rif|r|odp|vl)\s*(\[\d+\]|\(\d+\))?\s*[:：]\s*)+/i;
// Our tag always carries a '#' ("[Wordmail #abc]"), which keeps "[8,8] H PLANE" intact.
// Bounded and bracket-free inside, so a subject of a thousand "[#" costs linear time.
const GAME_TAG = /\[[^[\]]{0,80}#[^[\]]{0,80}\]/g;

export function subjectCommand(subject: string): string {
  let rest = subject.replace(/\s+/g, ' ');
  let previous = '';
  // Tags and prefixes interleave ("Re: [Wordmail #abc] Re: PASS"), so peel until stable.
  while (previous !== rest) {
    previous = rest;
    rest = rest.replace(PREFIXES, '').replace(GAME_TAG, ' ').trim();
  }
  return rest;
}
