// A ranked Swiss player, and the seat the pairing sees: score group, place in it, first-move wish
// and earlier floats.
import { type ColourWish, colourWish } from './swiss-colours';

export interface SwissPlayer {
  id: string;
  points: number;
  /** Starting rank (1 = top seed): two players without a first-move wish alternate by it. */
  seed?: number;
  opponents: ReadonlySet<string>;
  hadBye: boolean;
  /** Who moved first in each earlier game: +1 moved first, -1 moved second. */
  colours: readonly (1 | -1)[];
  /** Each earlier round: 'down' (met a lower score group, or had the bye), 'up', or null. */
  floats?: readonly ('down' | 'up' | null)[];
}

/** A ranked player as the weights see them. */
export interface Seat {
  player: SwissPlayer;
  /** 0 for the top score group. */
  group: number;
  /** Place inside the score group (0 = highest ranked) and the group's size. */
  place: number;
  size: number;
  wish: ColourWish;
  /** Earlier rounds' floats, oldest first. */
  floats: readonly ('down' | 'up' | null)[];
  topscorer: boolean;
}

/** The seats of a field given in rank order (points, then seed), in that order. */
export function seatsOf(ranked: readonly SwissPlayer[], rounds: number): Seat[] {
  const groupOf = new Map<number, number>();
  for (const p of ranked) if (!groupOf.has(p.points)) groupOf.set(p.points, groupOf.size);
  const sizes = new Map<number, number>();
  for (const p of ranked) sizes.set(p.points, (sizes.get(p.points) ?? 0) + 1);
  const placed = new Map<number, number>();
  return ranked.map((player) => {
    const place = placed.get(player.points) ?? 0;
    placed.set(player.points, place + 1);
    return {
      player,
      group: groupOf.get(player.points)!,
      place,
      size: sizes.get(player.points)!,
      wish: colourWish(player.colours),
      floats: player.floats ?? [],
      topscorer: player.points > rounds / 2,
    };
  });
}
