// Who may ask for a HINT: casual games that chose hints at creation, never rated or tournament games.
import { fail, ok, type Result } from '../../engine/result';
import type { GameRecord } from './record';

export function hintsAllowed(record: GameRecord): boolean {
  return record.hints === true && record.rated === false && !record.tournamentId;
}

/** Why HINT is refused in this game, as the player should read it; ok when allowed. */
export function hintPermission(record: GameRecord): Result<void> {
  if (record.tournamentId)
    return fail('hints-not-in-tournaments', 'Hints are never given in tournament games.');
  if (record.rated !== false)
    return fail(
      'hints-not-in-rated-games',
      'Hints are never given in rated games. Start a casual game with hints turned on to use HINT.',
    );
  if (record.hints !== true)
    return fail(
      'hints-off',
      'This game was created without hints. Hints are for casual games created with hints turned on (options.hints: true).',
    );
  return ok(undefined);
}

/** Checks creation options: hints only in unrated games, never in tournaments. */
export function checkHintsOption(
  hints: unknown,
  rated: boolean,
  tournament: boolean,
): Result<boolean> {
  if (hints === undefined || hints === false) return ok(false);
  if (hints !== true) return fail('bad-hints', '`options.hints` must be true or false.');
  if (tournament) return fail('hints-not-in-tournaments', 'Tournament games cannot have hints.');
  if (rated)
    return fail(
      'hints-need-casual-game',
      'Hints are only for casual games: add "rated": false to the options to allow hints.',
    );
  return ok(true);
}
