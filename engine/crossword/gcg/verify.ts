// Replays a GCG record on a board without checking words, re-scoring every line with the engine.
import { emptyBoard, placeTiles } from '../board';
import type { GameContext } from '../context';
import { checkPlacement, scoreOf } from '../play';
import { allTiles } from '../tilesets';
import type { Board, Placement } from '../types';
import { gcgContext } from './context';
import { formatPosition } from './position';
import { liftTiles, placementsOf } from './replay';
import { boardTiles, missing, rackTiles } from './supply';
import type { GcgError, GcgEvent, GcgGame, GcgTilePlay } from './types';
import { checkEndRack } from './verify-end';

/** A recorded number that replaying does not reproduce. */
export interface GcgMismatch {
  line: number;
  recorded: number;
  computed: number;
  /** What was scored, e.g. `8G JAW`, `end-rack RELATCH`, `--`, or `total` for a running total. */
  play: string;
}

export interface GcgReport {
  /** Tile plays replayed (withdrawn phonies included). */
  plays: number;
  mismatches: GcgMismatch[];
  /** Structural problems: squares, racks, the bag, lines that refer to a play that is not there. */
  errors: GcgError[];
}

/**
 * Replays `game` under a ruleset (default: the record's `#ruleset`, else `scrabble`) and reports
 * every score, total, withdrawal, bonus and end-of-game line that does not add up.
 */
export function verifyGcg(game: GcgGame, rulesetId?: string): GcgReport {
  const g = gcgContext(game, rulesetId);
  if (!g.ok) return { plays: 0, mismatches: [], errors: [{ line: 0, ...g.error }] };
  return verifyGcgWith(game, g.value);
}

export function verifyGcgWith(game: GcgGame, g: GameContext): GcgReport {
  const report: GcgReport = { plays: 0, mismatches: [], errors: [] };
  const totals = new Map<string, number>();
  let board: Board = emptyBoard(g.layout.size);
  // The event just before, when it was a tile play that a `--` or `(challenge)` may refer to.
  let last: { event: GcgTilePlay; placements: Placement[] } | null = null;
  // Letters already reported as more than the bag holds: one report each, not one per line.
  const overdrawn = new Set<string>();

  const error = (line: number, code: string, message: string) =>
    report.errors.push({ line, code, message });
  const compare = (event: GcgEvent, computed: number, play: string) => {
    if (event.score !== computed) {
      report.mismatches.push({ line: event.line, recorded: event.score, computed, play });
    }
  };

  for (const event of game.events) {
    const before = totals.get(event.player) ?? 0;
    let expectedTotal = before + event.score;
    // A `--` line repeats the rack of the phony whose tiles are still on the board.
    if (event.type !== 'withdrawal' && !g.ruleset.unlimited) {
      const extra = overdrawnTiles(g, board, event.rack).filter((t) => !overdrawn.has(t));
      for (const t of extra) overdrawn.add(t);
      if (extra.length > 0) {
        const letters = [...new Set(extra)].join('');
        error(
          event.line,
          'tiles-not-in-bag',
          `rack ${event.rack} and the board hold more ${letters} than the bag has`,
        );
      }
    }
    const previous = last;
    last = null;

    switch (event.type) {
      case 'play': {
        report.plays++;
        const play = `${formatPosition(event.position)} ${event.word}`;
        const placed = placementsOf(board, event);
        if (!placed.ok) {
          error(event.line, placed.error.code, `${play}: ${placed.error.message}`);
          break;
        }
        const scored = scoreOf(g, board, placed.value);
        const placement = checkPlacement(g, board, placed.value, scored);
        if (!placement.ok)
          error(event.line, placement.error.code, `${play}: ${placement.error.message}`);
        const notOnRack = event.rack
          ? missing(placed.value.map(tileOf), rackTiles(event.rack))
          : [];
        if (notOnRack.length > 0) {
          error(
            event.line,
            'tile-not-on-rack',
            `${play} uses ${notOnRack.join('')}, not on rack ${event.rack}`,
          );
        }
        compare(event, scored.score, play);
        board = placeTiles(board, placed.value);
        last = { event, placements: placed.value };
        break;
      }
      case 'withdrawal': {
        if (previous?.event.player !== event.player) {
          error(
            event.line,
            'withdrawal-without-play',
            `-- takes back a play, but ${event.player} made none just before`,
          );
          break;
        }
        board = liftTiles(board, previous.placements);
        // Quackle writes `-- +0` and lowers the total anyway; the total is what counts then.
        const taken = before - previous.event.score;
        if (event.score === 0 && event.total === taken) expectedTotal = taken;
        else compare(event, -previous.event.score, '--');
        break;
      }
      case 'challenge-bonus':
        if (previous?.event.player !== event.player) {
          error(
            event.line,
            'bonus-without-play',
            `(challenge) rewards a play, but ${event.player} made none just before`,
          );
        } else if (event.score < 0) {
          error(event.line, 'negative-bonus', 'a challenge bonus is added: write it as +N');
        }
        break;
      case 'pass':
        compare(event, 0, '-');
        break;
      case 'exchange': {
        compare(event, 0, `-${event.tiles || event.count}`);
        const notOnRack = event.rack ? missing(rackTiles(event.tiles), rackTiles(event.rack)) : [];
        if (notOnRack.length > 0) {
          error(
            event.line,
            'tile-not-on-rack',
            `exchange of ${notOnRack.join('')}, not on rack ${event.rack}`,
          );
        }
        break;
      }
      case 'end-rack': {
        const check = checkEndRack(g, event, before, board);
        if ('computed' in check) compare(event, check.computed, `end-rack ${event.tiles}`);
        else if (!check.ok) error(event.line, check.code, check.message);
        break;
      }
      case 'time-penalty':
        if (event.score > 0)
          error(event.line, 'positive-penalty', 'a time penalty is subtracted: write it as -N');
        break;
    }

    if (event.total !== expectedTotal) {
      report.mismatches.push({
        line: event.line,
        recorded: event.total,
        computed: expectedTotal,
        play: 'total',
      });
    }
    // Go on from the written total, so one slip is reported once rather than on every later line.
    totals.set(event.player, event.total);
  }
  return report;
}

const tileOf = (p: Placement): string => (p.blank ? '?' : p.letter);

/** Tiles of the rack and the board beyond what the bag holds (unknown letters included). */
function overdrawnTiles(g: GameContext, board: Board, rack: string): string[] {
  return missing([...boardTiles(board), ...rackTiles(rack)], allTiles(g.tileSet));
}
