// What a robot seat replies on its turn, as the command text a player would write: a play at its
// level, else an exchange, else PASS.
import type { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { coordName } from '../../engine/crossword/board';
import { contextOf } from '../../engine/crossword/context';
import { moveGenSetupOf } from '../../engine/crossword/legal-play';
import { bestPlay, type GeneratedPlay, generatePlays } from '../../engine/crossword/movegen/index';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import type { Board } from '../../engine/crossword/types';
import { seedRng } from '../../engine/rng';
import { chooseRobotPlay } from '../../engine/robot/choose';
import type { RobotLevel } from '../../engine/robot/levels';

/**
 * A robot's turn as both choosers take it; `seed` seeds this turn's choice, so a replayed turn
 * chooses the same (the game's own RNG is the bag's).
 */
export type RobotTurn = [
  config: CrosswordConfig,
  state: CrosswordState,
  seat: number,
  level: RobotLevel,
  lexicon: CompiledLexicon,
  seed: string,
];

/** The robot's commands in order of preference: the pipeline tries each until one is accepted. */
export function robotCommands(...turn: RobotTurn): string[] {
  const [config, state, seat] = turn;
  const g = contextOf(config);
  // Open Jamble's refill: take every tile from the front of the bag.
  if (state.phase === 'refill' && state.refill)
    return [`DRAW ${'F'.repeat(state.refill.count)}`, 'PASS'];
  // The opponent went out and the robot never challenges: PASS accepts and ends the game.
  if (state.outPending !== null) return ['PASS'];
  const rack = state.racks[seat] ?? [];
  const play = choosePlay(...turn);
  const commands: string[] = [];
  if (play) commands.push(playNotation(play, state.board, g.ruleset.blanks));
  if (g.ruleset.unlimited) {
    // Scribble: no play for the robot means none for anyone. The engine ends such a game after the
    // turn that left no word, so this is only a game stored stuck: its PASS ends it with that reason.
    commands.push('PASS');
    return commands;
  }
  if (rack.length > 0 && g.ruleset.exchangeRefusal(rack.length, state.bag.length) === null)
    commands.push(`EXCHANGE ${rack.join('')}`);
  commands.push('PASS');
  return commands;
}

/** The play a robot of `level` would make from `seat`'s rack, or null when no word fits. */
export function choosePlay(
  ...[config, state, seat, level, lexicon, seed]: RobotTurn
): GeneratedPlay | null {
  const g = contextOf(config);
  const rack = state.racks[seat] ?? [];
  const setup = moveGenSetupOf(g);
  // The best play straight from the generator, unless Jamble's reading of blanks must filter them.
  if (level === 'best' && g.ruleset.blanks === 'explicit')
    return bestPlay(lexicon, setup, state.board, rack);
  return chooseRobotPlay(generatePlays(lexicon, setup, state.board, rack), level, seedRng(seed), {
    rack,
    blanks: g.ruleset.blanks,
  });
}

/**
 * `H8 across PL(A)NE`, written so every ruleset reads it: board tiles in brackets; blanks as `?E`
 * where blanks are explicit, plain letters where a typed letter takes a real tile first (Jamble,
 * whose generated plays are already limited to those that reading allows).
 */
export function playNotation(
  play: GeneratedPlay,
  board: Board,
  blanks: 'rack-first' | 'explicit',
): string {
  const n = board.size;
  const placed = new Map(play.placements.map((p) => [p.row * n + p.col, p]));
  const step = play.direction === 'across' ? 1 : n;
  const last =
    play.direction === 'across' ? play.start.row * n + n - 1 : n * n - n + play.start.col;
  let text = '';
  let through = false;
  for (let sq = play.start.row * n + play.start.col; sq <= last; sq += step) {
    const p = placed.get(sq);
    const onBoard = board.squares[sq];
    if (!p && !onBoard) break;
    if (p) {
      if (through) text += ')';
      through = false;
      text += p.blank && blanks === 'explicit' ? `?${p.letter}` : p.letter;
    } else {
      if (!through) text += '(';
      through = true;
      text += onBoard!.letter;
    }
  }
  if (through) text += ')';
  return `${coordName(play.start)} ${play.direction} ${text}`;
}
