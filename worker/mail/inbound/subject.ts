// A command written in the Subject line: the subject without reply prefixes and our game tag.
// Reply and forward prefixes in the languages mail clients localise them to (Re, Fwd, AW, WG,
// SV, VS, Antw, Réf, TR, RIF, R), any number of times, with an optional counter like "Re[2]:".
const PREFIXES =
  /^\s*((re|fwd?|aw|wg|sv|vs|antw|réf|ref|tr|rif|r|odp|vl)\s*(\[\d+\]|\(\d+\))?\s*[:：]\s*)+/i;
// Our tag always carries a '#' ("[Wordmail #abc]"), which keeps "[8,8] H PLANE" intact.
// Bounded and bracket-free inside, so a subject of a thousand "[#" costs linear time.
const GAME_TAG = /\[[^[\]]{0,80}#[^[\]]{0,80}\]/g;

// The subject of every game email ends with the game's tag ("Word Jam: Ann v Bob [game k3x9ab]").
// Everything up to the tag is ours and never a command: "Word Jam: …" would read as WORD JAM.
const OUR_TAG = /\[game [^\]\s]{1,40}\]/gi;

function afterOurSubject(subject: string): string {
  let end = 0;
  for (const tag of subject.matchAll(OUR_TAG)) end = tag.index + tag[0].length;
  return subject.slice(end);
}

export function subjectCommand(subject: string): string {
  let rest = afterOurSubject(subject).replace(/\s+/g, ' ');
  let previous = '';
  // Tags and prefixes interleave ("Re: [Wordmail #abc] Re: PASS"), so peel until stable.
  while (previous !== rest) {
    previous = rest;
    rest = rest.replace(PREFIXES, '').replace(GAME_TAG, ' ').trim();
  }
  return rest;
}
