// Turn order, move records and the end of the game: shared by every command handler.
import type { Lexicon } from '../../dictionaries/lexicon';
import type { GameEvent } from '../kind';
import { rackValue } from './bag';
import type { GameContext } from './context';
import { anyLegalPlay } from './legal-play';
import type { CrosswordState, MoveRecord } from './rules';

/** The next seat still playing after `seat`. */
export function nextSeat(state: CrosswordState, seat: number): number {
  const n = state.names.length;
  for (let step = 1; step <= n; step++) {
    const s = (seat + step) % n;
    if (!state.resigned[s]) return s;
  }
  return seat;
}

export function activeSeats(state: CrosswordState): number[] {
  return state.names.flatMap((_, i) => (state.resigned[i] ? [] : [i]));
}

/** One command being carried out: the game's context, the state it changes in place, who gave
 *  it, the game's word list and the events so far. Every command handler takes one. */
export interface MoveContext {
  g: GameContext;
  state: CrosswordState;
  seat: number;
  lexicon: Lexicon;
  events: GameEvent[];
}

/** Log a move by the command's giver (or by `seat` when the move is about someone else). */
export function logMove(
  m: MoveContext,
  move: Omit<Parameters<typeof record>[1], 'seat'> & { seat?: number },
): void {
  m.events.push(record(m.state, { seat: m.seat, ...move }));
}

/** Append a move to the log (totals after the move) and return the event for it. */
export function record(
  state: CrosswordState,
  move: Omit<MoveRecord, 'total' | 'placements' | 'words' | 'breakdown' | 'drawn' | 'used'> &
    Partial<MoveRecord>,
): GameEvent {
  const full: MoveRecord = {
    placements: [],
    words: [],
    breakdown: [],
    drawn: [],
    used: [],
    ...move,
    total: state.scores[move.seat] ?? 0,
  };
  state.moves.push(full);
  return {
    type: full.kind,
    seat: full.seat,
    text: full.text,
    score: full.score,
    words: full.words,
  };
}

/**
 * Scribble's turn limit is per player ("when all players have had a set number turns"): every seat
 * still playing has played or passed at least `limit` times. Turns go round in seat order, so this
 * holds first right after the last seat of round `limit` moves.
 */
function everyoneHadTurns(state: CrosswordState, limit: number): boolean {
  const turns = state.names.map(() => 0);
  for (const m of state.moves)
    if (m.kind === 'play' || m.kind === 'pass') turns[m.seat] = (turns[m.seat] ?? 0) + 1;
  return activeSeats(state).every((s) => (turns[s] ?? 0) >= limit);
}

/** Scribble's end reason when the generator finds no word to add anywhere on the board. */
export const NO_WORD_LEFT = 'no player can add a word to the board.';

export function endGame(
  { g, state, events }: Pick<MoveContext, 'g' | 'state' | 'events'>,
  reason: string,
  outSeat: number | null,
): void {
  const racks = state.racks.map((r) => rackValue(r, g.tileSet.values));
  const finished = g.ruleset.finish(state.scores, racks, outSeat);
  const adjustments = finished.adjustments.map((a) => ({
    ...a,
    reason: adjustmentReason(state, racks, a),
  }));
  state.result = { ...finished, adjustments, reason };
  state.scores = finished.final.slice();
  state.phase = 'over';
  state.refill = null;
  state.challengeable = false;
  state.outPending = null;
  const names = finished.winners.map((w) => state.names[w]).join(' and ');
  const outcome = finished.winners.length > 1 ? `It is a draw between ${names}.` : `${names} wins.`;
  const scores = state.names.map((n, i) => `${n} ${finished.final[i]}`).join(', ');
  const adjusted = adjustments.length
    ? ` End of game: ${adjustments.map((a) => `${state.names[a.seat]} ${signed(a.delta)}, ${a.reason}`).join('; ')}.`
    : '';
  events.push({
    type: 'game-over',
    text: `Game over: ${reason}${adjusted} ${outcome} Final scores: ${scores}.`,
    winners: finished.winners,
  });
}

/** "+7", "−6" (a real minus sign, as in the rule books' tables). */
export function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

/**
 * Why a seat's score changed at the end, with the tiles: "F D C left on the rack (5 points)", or
 * for the player who went out "went out: Bob’s Q E (11) and Cy’s A (1)". Jamble's floor at 0 is said.
 */
function adjustmentReason(
  state: CrosswordState,
  racks: readonly number[],
  a: { seat: number; delta: number },
): string {
  const tiles = (seat: number) => (state.racks[seat] ?? []).map((t) => (t === '?' ? 'blank' : t));
  if (a.delta > 0) {
    const others = state.names.flatMap((name, seat) =>
      seat !== a.seat && (racks[seat] ?? 0) > 0
        ? [`${name}’s ${tiles(seat).join(' ')} (${racks[seat]})`]
        : [],
    );
    return `went out: ${others.join(' and ')}`;
  }
  const value = racks[a.seat] ?? 0;
  const floored = -a.delta < value ? `; no score goes below 0` : '';
  return `${tiles(a.seat).join(' ')} left on the rack (${value} point${value === 1 ? '' : 's'}${floored})`;
}

/**
 * After a completed turn by `seat`: check the ends that follow a turn, else pass the turn on.
 * `lexicon` is the game's word list, searched for Scribble's end when no player can add a word.
 */
export function finishTurn(m: MoveContext): void {
  const { g, state, seat, lexicon } = m;
  state.turns += 1;
  const name = state.names[seat];
  const rack = state.racks[seat] ?? [];
  if (!g.ruleset.unlimited && state.bag.length === 0 && rack.length === 0) {
    if (g.config.challenge === 'double') {
      // The next player may still challenge the last play; PASS accepts it and ends the game.
      state.outPending = seat;
      state.toMove = nextSeat(state, seat);
      return;
    }
    endGame(m, `${name} went out.`, seat);
    return;
  }
  if (state.passes >= g.ruleset.passesToEnd(activeSeats(state).length)) {
    const everyone = g.ruleset.passesToEnd(activeSeats(state).length) / activeSeats(state).length;
    endGame(
      m,
      everyone > 1
        ? `every player passed ${everyone} times in a row.`
        : 'every player passed in a row.',
      null,
    );
    return;
  }
  if (g.ruleset.unlimited) {
    const target = g.config.targetScore;
    const reason = state.board.squares.every((s) => s !== null)
      ? 'the board is full.'
      : target > 0 && (state.scores[seat] ?? 0) >= target
        ? `${name} reached the target score of ${target}.`
        : g.config.turnLimit > 0 && everyoneHadTurns(state, g.config.turnLimit)
          ? `every player has had ${g.config.turnLimit} turn${g.config.turnLimit === 1 ? '' : 's'} (the turn limit).`
          : // Letters are unlimited, so no play for one player is no play for anyone (scribble.ts).
            anyLegalPlay(g, state.board, [], lexicon) === false
            ? NO_WORD_LEFT
            : null;
    if (reason) {
      endGame(m, reason, null);
      return;
    }
  }
  state.toMove = nextSeat(state, seat);
}
