// Which words of a turn were said aloud: only those are shown afterwards and count as used.
import type { Said, Turn } from './state';

/**
 * The Thieves' and final-turn words said aloud, in speaking order. At the table a Thief speaks
 * in seat order from Ali Baba until one beats him (that one is Head Thief: those after him never
 * speak), and in the final turn a player speaks only with a word worth more than every word said
 * so far on his side. A word the players voted down was said, but not used. While a vote runs,
 * these are the words said so far: the one voted on is the last.
 */
export function saidAloud(turn: Turn, seats: number): Said[] {
  const words = turn.words.filter((w): w is Said => w !== null);
  if (words.length === 0) return [];
  const refused = (w: Said) => turn.refused.includes(w.seat);
  if (turn.kind === 'ordinary') {
    const from = turn.aliBaba?.seat ?? 0;
    const order = [...words].sort(
      (a, b) => ((a.seat - from + seats) % seats) - ((b.seat - from + seats) % seats),
    );
    const head = order.findIndex((w) => !refused(w));
    return head < 0 ? order : order.slice(0, head + 1);
  }
  const opener = words.reduce((a, b) => (a.order <= b.order ? a : b)).seat;
  const order = [...words].sort(
    (a, b) => ((a.seat - opener + seats) % seats) - ((b.seat - opener + seats) % seats),
  );
  const best = new Map<string, number>();
  return order.filter((w) => {
    const side = turn.bets[w.seat] ?? 'ali-baba';
    if (w.value <= (best.get(side) ?? -1)) return false;
    if (!refused(w)) best.set(side, w.value);
    return true;
  });
}
