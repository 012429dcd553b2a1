// Validates a play against the state without changing it: the shared core of apply() and previewPlay().
import type { Lexicon } from '../../dictionaries/lexicon';
import type { Result, RuleError } from '../result';
import { coordName } from './board';
import type { CrosswordCommand } from './command';
import type { GameContext } from './context';
import {
  checkPlacement,
  locate,
  type Reading,
  scoreOf,
  takeFromRack,
  unknownWords,
  wordNotInLexicon,
} from './play';
import type { CrosswordState } from './rules';
import type { Placement, ScoredPlay, ScoredWord } from './types';

type PlayCommand = Extract<CrosswordCommand, { type: 'play' }>;

export interface ValidatedPlay {
  placements: Placement[];
  /** Rack letters used (`?` for blanks). */
  used: string[];
  scored: ScoredPlay;
  /** Words not in the lexicon (only possible when words are not checked on entry). */
  unknown: string[];
}

/** Whether `seat` may act now at all; the error says why not. */
export function turnRefusal(state: CrosswordState, seat: number): RuleError | null {
  if (state.result)
    return { code: 'game-over', message: 'This game is over; no more moves can be made.' };
  if (seat < 0 || seat >= state.names.length)
    return { code: 'not-a-player', message: 'You are not playing in this game.' };
  if (state.resigned[seat])
    return {
      code: 'resigned',
      message: 'You resigned from this game, so you cannot move in it any more.',
    };
  if (seat !== state.toMove)
    return {
      code: 'not-your-turn',
      message: `It is ${state.names[state.toMove]}'s turn, not yours. You will get an email when it is your move.`,
    };
  return null;
}

export function validatePlay(
  g: GameContext,
  state: CrosswordState,
  seat: number,
  play: PlayCommand,
  lexicon: Lexicon,
): Result<ValidatedPlay> {
  const checkWords = g.config.challenge === 'none';
  const readings: Reading[] = play.tiles.some((t) => t.through)
    ? ['whole']
    : g.ruleset.reading === 'skip'
      ? ['skip', 'whole']
      : ['whole', 'skip'];
  let best: { stage: number; error: RuleError } | null = null;
  for (const reading of readings) {
    const attempt = tryReading(g, state, seat, play, reading, lexicon, checkWords);
    if (attempt.ok) return attempt;
    if (!best || attempt.stage > best.stage) best = { stage: attempt.stage, error: attempt.error };
  }
  return { ok: false, error: (best as { error: RuleError }).error };
}

function tryReading(
  g: GameContext,
  state: CrosswordState,
  seat: number,
  play: PlayCommand,
  reading: Reading,
  lexicon: Lexicon,
  checkWords: boolean,
): { ok: true; value: ValidatedPlay } | { ok: false; error: RuleError; stage: number } {
  const at = (stage: number, r: Result<unknown>) =>
    r.ok ? null : { ok: false as const, error: r.error, stage };
  const spots = locate(state.board, play, reading);
  if (!spots.ok) return at(0, spots) as { ok: false; error: RuleError; stage: number };
  const taken = takeFromRack(g, state.board, state.racks[seat] ?? [], spots.value);
  if (!taken.ok) return at(1, taken) as { ok: false; error: RuleError; stage: number };
  const { placements, used } = taken.value;
  const scored = scoreOf(g, state.board, placements);
  const placed = checkPlacement(g, state.board, placements, scored);
  if (!placed.ok) return at(2, placed) as { ok: false; error: RuleError; stage: number };
  const unknown = unknownWords(g, lexicon, scored);
  if (checkWords && unknown.length > 0)
    return at(3, wordNotInLexicon(unknown, g.config.lexicon)) as {
      ok: false;
      error: RuleError;
      stage: number;
    };
  return { ok: true, value: { placements, used, scored, unknown } };
}

/** "PLANE: P3 L1 A1×2 N1 E1 ×2 = 16" — how one word's score was made. */
export function breakdownOf(g: GameContext, word: ScoredWord, blanks: readonly boolean[]): string {
  const parts = word.tiles.map((letter, i) => {
    const base = blanks[i] ? 0 : (g.tileSet.values[letter] ?? 0);
    const got = word.letterScores[i] ?? 0;
    const shown = blanks[i] ? letter.toLowerCase() : letter;
    return got !== base && base > 0 ? `${shown}${base}×${got / base}` : `${shown}${got}`;
  });
  const factor = word.wordMultiplier > 1 ? ` ×${word.wordMultiplier}` : '';
  return `${word.word}: ${parts.join(' ')}${factor} = ${word.score}`;
}

/** Per word breakdowns plus the bingo line. Blank flags are read from the placements and the board. */
export function breakdownsOf(g: GameContext, state: CrosswordState, v: ValidatedPlay): string[] {
  const isBlank = (row: number, col: number) =>
    v.placements.find((p) => p.row === row && p.col === col)?.blank ??
    state.board.squares[row * state.board.size + col]?.blank ??
    false;
  const lines = Array.from(v.scored.words, (w) =>
    breakdownOf(
      g,
      w,
      Array.from(w.squares, (s) => isBlank(s.row, s.col)),
    ),
  );
  if (v.scored.bingo > 0) lines.push(`All ${g.config.rackSize} tiles: +${v.scored.bingo}`);
  return lines;
}

/** "PLANE at H8 across" */
export function whereOf(v: ValidatedPlay): string {
  const main = v.scored.words[0];
  const first = main?.squares[0];
  if (!main || !first) return '';
  const second = main.squares[1];
  const across = second ? second.row === first.row : true;
  return `${main.word} at ${coordName(first)} ${across ? 'across' : 'down'}`;
}
