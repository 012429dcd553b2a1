// Why a player of a Swiss round floated: met a player from another score group, or had the bye.
// The pairing email can quote `reason` as it stands.
import type { Seat } from './swiss-seats';

export interface SwissFloat {
  player: string;
  direction: 'down' | 'up';
  /** The player's points, and the opponent's (null for the bye). */
  points: number;
  against: number | null;
  code: 'all-met' | 'odd-group' | 'group-unpairable' | 'paired-up' | 'bye';
  reason: string;
}

const pts = (points: number) => `${points} point${points === 1 ? '' : 's'}`;

export function explainFloats(
  seats: readonly Seat[],
  pairs: readonly (readonly [Seat, Seat])[],
  bye: Seat | null,
): SwissFloat[] {
  const out: SwissFloat[] = [];
  const lowest = Math.max(...seats.map((s) => s.group));
  // Through each group: players from above it who met someone in it or below (or had the bye).
  const passing = (group: number) =>
    pairs.filter(([x, y]) => x.group < group && y.group >= group).length +
    (bye && bye.group < group ? 1 : 0);
  for (const [a, b] of pairs) {
    if (a.group === b.group) continue;
    const why = down(seats, a, passing(a.group));
    out.push({ ...why, points: a.player.points, against: b.player.points });
    out.push({
      player: b.player.id,
      direction: 'up',
      points: b.player.points,
      against: a.player.points,
      code: 'paired-up',
      reason: `A player on ${pts(a.player.points)} had to be paired below their group, and you were the best-placed on ${pts(b.player.points)} free to meet them.`,
    });
  }
  if (bye) {
    out.push({
      player: bye.player.id,
      direction: 'down',
      points: bye.player.points,
      against: null,
      code: 'bye',
      reason:
        bye.group === lowest
          ? 'An odd number of players: the bye goes to the lowest-placed player of the lowest score group who has not had one.'
          : 'An odd number of players: everyone below you has had the bye already, or pairing them otherwise was impossible.',
    });
  }
  return out;
}

function down(
  seats: readonly Seat[],
  a: Seat,
  movedIn: number,
): Pick<SwissFloat, 'player' | 'direction' | 'code' | 'reason'> {
  const group = seats.filter((s) => s.group === a.group && s !== a);
  const base = { player: a.player.id, direction: 'down' as const };
  if (group.every((s) => a.player.opponents.has(s.player.id))) {
    return {
      ...base,
      code: 'all-met',
      reason: `You have already played everyone else on ${pts(a.player.points)}.`,
    };
  }
  if (movedIn === 0 && a.size % 2 === 1) {
    return {
      ...base,
      code: 'odd-group',
      reason: `${a.size} players are on ${pts(a.player.points)}, an odd number: one of them had to meet someone from a lower group.`,
    };
  }
  if ((a.size + movedIn) % 2 === 1) {
    return {
      ...base,
      code: 'odd-group',
      reason: `${a.size} players are on ${pts(a.player.points)} and ${movedIn} came down from higher scores, an odd number: one of them had to meet someone from a lower group.`,
    };
  }
  return {
    ...base,
    code: 'group-unpairable',
    reason: `The players on ${pts(a.player.points)} could not all be paired among themselves without a rematch or a first-move clash, or without leaving the rest of the round unpairable.`,
  };
}
