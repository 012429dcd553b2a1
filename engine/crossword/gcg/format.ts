// GcgGame → standard GCG text (the inverse of parseGcg, up to spacing and letter case of squares).
import { formatPosition } from './position';
import type { GcgEvent, GcgGame } from './types';

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/** The move token of an event: a position and word, `-ABC`, `--`, `(challenge)`, `(TILES)`. */
function formatMove(event: GcgEvent): string {
  switch (event.type) {
    case 'play':
      return `${formatPosition(event.position)} ${event.word}`;
    case 'exchange':
      return `-${event.tiles || event.count}`;
    case 'pass':
      return '-';
    case 'withdrawal':
      return '--';
    case 'challenge-bonus':
      return '(challenge)';
    case 'time-penalty':
      return '(time)';
    case 'end-rack':
      return `(${event.tiles})`;
  }
}

/**
 * What stands for a rack nobody may see. Quackle's own writer uses it; both Quackle's and
 * macondo's readers need a rack word before every move, or the move is read as the rack.
 */
export const UNKNOWN_RACK = 'UNKNOWN';

/** The rack word of a line: end-of-game points `(TILES) +N` alone go without one. */
function rackWord(event: GcgEvent): string {
  if (event.type === 'end-rack') return event.rack ? `${event.rack} ` : '';
  return `${event.rack || UNKNOWN_RACK} `;
}

export function formatEvent(event: GcgEvent): string {
  const rack = rackWord(event);
  const trailing = event.type === 'play' && event.trailing ? ` ${event.trailing}` : '';
  return `>${event.player}: ${rack}${formatMove(event)} ${signed(event.score)} ${event.total}${trailing}`;
}

/** A note's later lines must not look like a pragma or an event, or they would end the note. */
function formatNote(note: string): string {
  const [first = '', ...rest] = note.split('\n');
  const continued = rest.map((line) => (/^[#>]/.test(line) ? ` ${line}` : line));
  return [`#note ${first}`, ...continued].join('\n');
}

export function formatGcg(game: GcgGame): string {
  const encoding = game.pragmas.filter((p) => p.name === 'character-encoding');
  const others = game.pragmas.filter((p) => p.name !== 'character-encoding');
  const lines = [
    ...encoding.map((p) => `#${p.name} ${p.value}`),
    ...game.players.map((p, seat) => `#player${seat + 1} ${p.nickname} ${p.name}`),
    ...others.map((p) => (p.value ? `#${p.name} ${p.value}` : `#${p.name}`)),
    ...game.notes.map(formatNote),
  ];
  for (const event of game.events) {
    lines.push(formatEvent(event));
    if (event.note !== undefined) lines.push(formatNote(event.note));
  }
  return `${lines.join('\n')}\n`;
}
