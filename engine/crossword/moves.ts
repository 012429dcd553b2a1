// The less common commands: CHALLENGE (double challenge), DRAW (Open Jamble refill), RESIGN, END (Scribble).
import { fail, ok, type Result } from '../result';
import { drawChosen } from './bag';
import type { DrawEnd } from './command';
import { activeSeats, endGame, finishTurn, logMove, type MoveContext, nextSeat } from './flow';

export function challenge(m: MoveContext): Result<true> {
  const { g, state, seat, lexicon } = m;
  if (g.config.challenge !== 'double')
    return fail(
      'challenge-not-allowed',
      'Words are checked when they are played in this game, so there is nothing to challenge. Make your move.',
    );
  const last = state.moves.at(-1);
  // N1: the rule book's "performing a challenge twice … puts that play and its points back" is
  // not offered: a play is challenged once ("must only be done once"), and the word list, not a
  // second challenge, decides. A second CHALLENGE is refused and changes nothing.
  if (last?.kind === 'withdrawn')
    return fail(
      'already-challenged',
      'That play was already challenged and taken back; a play is challenged only once, and a second challenge does not put it back. Make your move.',
    );
  if (!state.challengeable || !last || last.kind !== 'play')
    return fail(
      'nothing-to-challenge',
      'Only the play just before your turn can be challenged, and only before you move. Make your move instead.',
    );
  const wrong = last.words.filter((w) => !g.isWord(lexicon, w));
  const challenger = state.names[seat];
  const player = state.names[last.seat];
  state.challengeable = false;
  if (wrong.length > 0) {
    // Take the play back: tiles off the board, the drawn tiles back to the front of the bag.
    const squares = state.board.squares.slice();
    for (const p of last.placements) squares[p.row * state.board.size + p.col] = null;
    state.board = { size: state.board.size, squares };
    const rack = (state.racks[last.seat] ?? []).slice();
    for (const t of last.drawn) rack.splice(rack.indexOf(t), 1);
    state.racks[last.seat] = [...rack, ...last.used];
    state.bag.unshift(...last.drawn);
    state.scores[last.seat] = (state.scores[last.seat] ?? 0) - last.score;
    state.outPending = null;
    logMove(m, {
      seat: last.seat,
      by: seat,
      kind: 'withdrawn',
      notation: 'CHALLENGE',
      words: last.words,
      score: -last.score,
      text: `${challenger} challenged ${player}'s play: ${wrong.join(', ')} ${wrong.length === 1 ? 'is' : 'are'} not in the word list, so the play is taken back and scores nothing. It is still ${challenger}'s turn.`,
    });
    return ok(true);
  }
  logMove(m, {
    kind: 'challenge',
    notation: 'CHALLENGE',
    words: last.words,
    score: 0,
    text: `${challenger} challenged ${last.words.join(', ')}; the play stands and ${challenger} loses the turn.`,
  });
  if (state.outPending !== null) {
    endGame(m, `${player} went out.`, state.outPending);
    return ok(true);
  }
  state.turns += 1;
  state.toMove = nextSeat(state, seat);
  return ok(true);
}

export function draw(m: MoveContext, picks: DrawEnd[]): Result<true> {
  const { g, state, seat } = m;
  if (state.phase !== 'refill' || !state.refill)
    return fail(
      g.ruleset.refill === 'open' ? 'nothing-to-draw' : 'draw-not-allowed',
      g.ruleset.refill === 'open'
        ? 'Your rack is full: DRAW comes after you put tiles down or exchange.'
        : 'Tiles are drawn for you in this game; just make your move.',
    );
  const needed = Math.min(state.refill.count, state.bag.length);
  if (picks.length !== needed)
    return fail(
      'bad-draw',
      `Take exactly ${needed} tile${needed === 1 ? '' : 's'}, one F (front) or B (back) each, e.g. "DRAW ${'F'.repeat(Math.max(needed, 1))}".`,
    );
  const drawn = drawChosen(state.bag, picks);
  (state.racks[seat] as string[]).push(...drawn);
  state.bag.push(...state.refill.returning);
  state.refill = null;
  state.phase = 'play';
  logMove(m, {
    kind: 'refill',
    notation: `DRAW ${picks.join('')}`,
    score: 0,
    text: `${state.names[seat]} drew ${drawn.length} tile${drawn.length === 1 ? '' : 's'} (${picks.join('')}).`,
    drawn,
  });
  finishTurn(m);
  return ok(true);
}

export function resign(m: MoveContext, onTime = false): Result<true> {
  const { g, state, seat, events } = m;
  state.resigned[seat] = true;
  // A clock that ran out is a loss on time, not a resignation the player chose.
  const what = onTime ? 'lost on time' : 'resigned';
  logMove(m, {
    kind: 'resign',
    notation: onTime ? 'RESIGN ON TIME' : 'RESIGN',
    score: 0,
    text: `${state.names[seat]} ${what}.`,
  });
  const left = activeSeats(state);
  if (left.length <= 1 || g.ruleset.minPlayers > left.length) {
    const winners = left;
    const final = state.scores.slice();
    state.result = { winners, reason: `${state.names[seat]} ${what}.`, adjustments: [], final };
    state.phase = 'over';
    state.refill = null;
    state.challengeable = false;
    state.outPending = null;
    const names = winners.map((w) => state.names[w]).join(' and ');
    events.push({
      type: 'game-over',
      text: `Game over: ${state.names[seat]} ${what}. ${names} wins.`,
      winners,
    });
    return ok(true);
  }
  if (state.toMove === seat) {
    state.phase = 'play';
    state.refill = null;
    state.toMove = nextSeat(state, seat);
  }
  return ok(true);
}

export function end(m: MoveContext): Result<true> {
  const { g, state, seat } = m;
  if (!g.ruleset.canEnd)
    return fail(
      'end-not-allowed',
      'This game cannot be ended by a player; RESIGN if you want to stop.',
    );
  const text = `${state.names[seat]} ended the game.`;
  logMove(m, { kind: 'end', notation: 'END', score: 0, text });
  endGame(m, text, null);
  return ok(true);
}
