// apply(): the only way a crossword game changes. Dispatches each command to its handler.
import type { Lexicon } from '../../dictionaries/lexicon';
import { copyJson } from '../json-copy';
import type { Applied } from '../kind';
import { fail, ok, type Result } from '../result';
import { drawChosen, drawRandom, returnAndShuffle, withoutTiles } from './bag';
import { placeTiles } from './board';
import type { CrosswordCommand, DrawEnd } from './command';
import { contextOf, type GameContext } from './context';
import { endGame, finishTurn, logMove, type MoveContext } from './flow';
import { challenge, draw, end, resign } from './moves';
import { formatCommand } from './notation';
import type { CrosswordConfig, CrosswordState } from './rules';
import { breakdownsOf, turnRefusal, validatePlay, whereOf } from './turn';
import type { ScoredWord } from './types';

/** The state after `seat` gives `command`, as a new state: `state` itself is never changed. */
export function applyCommand(
  config: CrosswordConfig,
  state: CrosswordState,
  seat: number,
  command: CrosswordCommand,
  lexicon: Lexicon,
): Result<Applied<CrosswordState>> {
  return applyInPlace(config, copyJson(state), seat, command, lexicon);
}

/**
 * applyCommand on a state the caller owns and gives up: `next` is changed as the command says
 * (and left half-changed when it is refused). For replays of a whole move log (gcg/racks.ts), where
 * a copy of the state per move would cost more than the moves themselves.
 */
export function applyInPlace(
  config: CrosswordConfig,
  next: CrosswordState,
  seat: number,
  command: CrosswordCommand,
  lexicon: Lexicon,
): Result<Applied<CrosswordState>> {
  const g = contextOf(config);
  const refused = turnRefusal(next, seat);
  if (refused && !(command.type === 'resign' && refused.code === 'not-your-turn'))
    return { ok: false, error: refused };
  const m: MoveContext = { g, state: next, seat, lexicon, events: [] };
  const done = (r: Result<true>): Result<Applied<CrosswordState>> =>
    r.ok ? ok({ state: next, events: m.events }) : r;
  if (command.type === 'resign') return done(resign(m, command.onTime));
  if (next.phase === 'refill' && command.type !== 'draw')
    return fail(
      'refill-pending',
      `First refill your rack: take ${next.refill?.count} tile${next.refill?.count === 1 ? '' : 's'} from the front (F) or back (B) of the bag, e.g. "DRAW ${'F'.repeat(next.refill?.count ?? 1)}".`,
    );
  if (next.outPending !== null && command.type !== 'challenge' && command.type !== 'pass')
    return fail(
      'challenge-or-accept',
      `${next.names[next.outPending]} went out. CHALLENGE the last play, or PASS to accept it and end the game.`,
    );
  switch (command.type) {
    case 'play':
      return done(play(m, command));
    case 'exchange':
      return done(exchange(m, command.tiles, command.draw));
    case 'pass':
      return done(pass(m));
    case 'challenge':
      return done(challenge(m));
    case 'draw':
      return done(draw(m, command.from));
    case 'end':
      return done(end(m));
  }
}

function play(m: MoveContext, command: Extract<CrosswordCommand, { type: 'play' }>): Result<true> {
  const { g, state, seat, lexicon } = m;
  const valid = validatePlay(g, state, seat, command, lexicon);
  if (!valid.ok) return valid;
  const v = valid.value;
  const needed = Math.min(v.used.length, state.bag.length);
  if (command.draw) {
    const wrong = drawRefusal(g, command.draw, needed);
    if (wrong) return wrong;
  }
  const breakdown = breakdownsOf(g, state, v);
  const rack = withoutTiles(state.racks[seat] ?? [], v.used);
  if (!rack) throw new Error('validated play uses tiles the rack lacks');
  state.board = placeTiles(state.board, v.placements);
  state.racks[seat] = rack;
  state.scores[seat] = (state.scores[seat] ?? 0) + v.scored.score;
  state.passes = 0;
  state.challengeable = g.config.challenge === 'double';
  const words = v.scored.words.map((w) => w.word);
  // With several words, say which way each reads: "QI across 13, QI down 13", not "QI 13, QI 13".
  const summary = v.scored.words
    .map((w) =>
      v.scored.words.length > 1 ? `${w.word} ${readingOf(w)} ${w.score}` : `${w.word} ${w.score}`,
    )
    .join(', ');
  const bingo = v.scored.bingo > 0 ? `, all tiles +${v.scored.bingo}` : '';
  logMove(m, {
    kind: 'play',
    notation: formatCommand(command),
    placements: v.placements,
    words,
    score: v.scored.score,
    text: `${state.names[seat]} played ${whereOf(v)} for ${v.scored.score} (${summary}${bingo}).`,
    breakdown,
    used: v.used,
  });
  return refillThenFinish(m, needed, command.draw, []);
}

/** Refill after a play or exchange, by the ruleset's refill rule; then end the turn. */
function refillThenFinish(
  m: MoveContext,
  needed: number,
  picks: readonly DrawEnd[] | undefined,
  returning: string[],
): Result<true> {
  const { g, state, seat } = m;
  const move = state.moves.at(-1);
  const rack = state.racks[seat] as string[];
  if (g.ruleset.refill === 'random') {
    const drawn = drawRandom(state.bag, needed);
    rack.push(...drawn);
    if (move) move.drawn = drawn;
  } else if (g.ruleset.refill === 'open' && needed > 0) {
    if (!picks) {
      state.phase = 'refill';
      state.refill = { count: needed, returning };
      return ok(true);
    }
    const drawn = drawChosen(state.bag, picks);
    rack.push(...drawn);
    if (move) move.drawn = drawn;
  }
  state.bag.push(...(g.ruleset.refill === 'open' ? returning : []));
  finishTurn(m);
  return ok(true);
}

export function drawRefusal(
  g: GameContext,
  picks: readonly DrawEnd[],
  needed: number,
): Result<never> | null {
  if (g.ruleset.refill !== 'open')
    return fail(
      'draw-not-allowed',
      'Tiles are drawn for you in this game; leave out the DRAW part.',
    );
  if (picks.length !== needed)
    return fail(
      'bad-draw',
      `Take exactly ${needed} tile${needed === 1 ? '' : 's'} from the bag, one F (front) or B (back) each, e.g. "DRAW ${'F'.repeat(Math.max(needed, 1))}".`,
    );
  return null;
}

function exchange(m: MoveContext, tiles: string[], picks: DrawEnd[] | undefined): Result<true> {
  const { g, state, seat } = m;
  const rack = state.racks[seat] ?? [];
  const refusal = g.ruleset.exchangeRefusal(tiles.length, state.bag.length);
  if (refusal) return fail(g.ruleset.unlimited ? 'exchange-not-allowed' : 'bag-too-small', refusal);
  const kept = withoutTiles(rack, tiles);
  if (!kept)
    return fail(
      'tiles-not-on-rack',
      `You can exchange only tiles on your rack (${rack.join(' ')}); ? is a blank.`,
    );
  if (picks) {
    const wrong = drawRefusal(g, picks, tiles.length);
    if (wrong) return wrong;
  }
  state.racks[seat] = kept;
  state.passes = 0;
  state.challengeable = false;
  logMove(m, {
    kind: 'exchange',
    notation: formatCommand(
      picks ? { type: 'exchange', tiles, draw: picks } : { type: 'exchange', tiles },
    ),
    score: 0,
    text: `${state.names[seat]} exchanged ${tiles.length} tile${tiles.length === 1 ? '' : 's'}.`,
  });
  if (g.ruleset.refill === 'random') {
    // Drawn before the tiles go back, so none comes straight back; recorded for the exchanger.
    const drawn = drawRandom(state.bag, tiles.length);
    kept.push(...drawn);
    const move = state.moves.at(-1);
    if (move) move.drawn = drawn;
    returnAndShuffle(state.bag, tiles, state.rng);
    finishTurn(m);
    return ok(true);
  }
  return refillThenFinish(m, tiles.length, picks, tiles);
}

/** A pass; after a player went out under double challenge, it accepts the last play and ends the game. */
function pass(m: MoveContext): Result<true> {
  const { state, seat } = m;
  const accepting = state.outPending;
  const text = `${state.names[seat]} ${accepting === null ? 'passed' : 'accepted the last play'}.`;
  logMove(m, { kind: 'pass', notation: 'PASS', score: 0, text });
  if (accepting !== null) {
    endGame(m, `${state.names[accepting]} went out.`, accepting);
    return ok(true);
  }
  state.passes += 1;
  state.challengeable = false;
  finishTurn(m);
  return ok(true);
}

/** Which way a scored word reads (a one-letter word cannot occur: words have two letters or more). */
function readingOf(word: ScoredWord): 'across' | 'down' {
  const [first, second] = word.squares;
  return first && second && first.row !== second.row ? 'down' : 'across';
}
