// What a peer's GCG reader makes of a record, in one shape for all three models and ours.

/** A move as a reader took it: who, what kind, where and which tiles, the points, the total. */
export interface PeerEvent {
  player: string;
  kind:
    | 'play'
    | 'withdrawal'
    | 'pass'
    | 'exchange'
    | 'challenge-bonus'
    | 'end-gain'
    | 'end-deduction'
    | 'time-penalty';
  /** Plays: the square as written (`8H`, `H8`) and the tiles. */
  position?: string;
  word?: string;
  /** Signed points of the line as the reader took them. */
  score: number;
  /** The player's total after the line: macondo keeps the written one, Quackle adds up its own. */
  total: number;
}

export interface PeerGame {
  players: { nickname: string; name: string }[];
  events: PeerEvent[];
  /** Whether the reader takes the game as finished. */
  over: boolean;
}

/** A line the reader refuses (or would misread): the record does not load there. */
export class PeerRefusal extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** Running totals per player from the signed points, as both peers keep them. */
export function withTotals(events: Omit<PeerEvent, 'total'>[]): PeerEvent[] {
  const totals = new Map<string, number>();
  return events.map((e) => {
    const total = (totals.get(e.player) ?? 0) + e.score;
    totals.set(e.player, total);
    return { ...e, total };
  });
}
