// Test-only model of Quackle's GCG reader (quackleio), written from its documented behaviour: a
// line is split on whitespace; `#` lines it knows set players, title, note, racks, the rest are
// skipped; on a `>` line the word after the name is always the rack, unless it is `(TILES)`,
// which is end-of-game points; then `--`, `-…`, `(time)`, `(challenge)` or a placement.
// Quackle ignores the written totals and keeps its own; `(time)` lines it drops.
import { type PeerEvent, type PeerGame, PeerRefusal, withTotals } from './peer-event';

const ACROSS = /^\d{1,2}[A-Za-z]$/;
const DOWN = /^[A-Za-z]\d{1,2}$/;

/** Qt's toInt: an optional sign and digits, else 0 (Quackle's readSignedInt does the same). */
const toInt = (word: string | undefined): number =>
  /^[+-]?\d+$/.test(word ?? '') ? Number(word) : 0;

export function readWithQuackle(text: string): PeerGame {
  const players: PeerGame['players'] = [];
  const events: Omit<PeerEvent, 'total'>[] = [];
  let over = false;
  text.split('\n').forEach((raw, index) => {
    const n = index + 1;
    const line = raw.replace(/\r$/, '');
    const words = line.split(/\s+/).filter(Boolean);
    if (line.startsWith('#player')) {
      if (words.length < 3) throw new PeerRefusal(n, 'no player abbreviation or name in #player');
      players.push({ nickname: words[1]!, name: words.slice(2).join(' ') });
      return;
    }
    if (!line.startsWith('>')) return; // other pragmas and stray lines are skipped
    const player = words[0]!.slice(1, -1);
    const rack = words[1];
    if (rack === undefined) throw new PeerRefusal(n, 'incomplete move');
    if (rack.startsWith('(') && rack.endsWith(')')) {
      const score = toInt(words[2]);
      events.push({ player, kind: score < 0 ? 'end-deduction' : 'end-gain', score });
      over = true;
      return;
    }
    const move = words[2];
    if (move === undefined) throw new PeerRefusal(n, 'incomplete move');
    if (move.startsWith('--')) {
      // The move just made is marked a phony: its points no longer count.
      const phony = events.at(-1);
      if (phony?.kind !== 'play') throw new PeerRefusal(n, 'a withdrawal with no play before it');
      events.push({ player, kind: 'withdrawal', score: -phony.score });
    } else if (move.startsWith('-')) {
      const rest = move.slice(1);
      const pass = rest === '' || /^0+$/.test(rest);
      events.push({ player, kind: pass ? 'pass' : 'exchange', score: 0 });
    } else if (move.startsWith('(time)')) {
      if (words[3] === undefined) throw new PeerRefusal(n, 'incomplete move');
      // Read and dropped: Quackle keeps no time penalties.
    } else if (move.startsWith('(challenge)')) {
      if (words[3] === undefined) throw new PeerRefusal(n, 'incomplete move');
      events.push({ player, kind: 'challenge-bonus', score: toInt(words[3]) });
    } else {
      // Anything else is a placement; a word that is no square would make a nonsense play.
      if (!ACROSS.test(move) && !DOWN.test(move)) {
        throw new PeerRefusal(n, `"${move}" is read as the square of a tile play`);
      }
      const word = words[3];
      if (word === undefined) throw new PeerRefusal(n, 'incomplete move');
      events.push({ player, kind: 'play', position: move, word, score: toInt(words[4]) });
    }
  });
  return { players, events: withTotals(events), over };
}
