// Replays a GCG record on a board without checking words, re-scoring every line with the engine.
import { emptyBoard, placeTiles } from '../board';
import { scorePlay } from '../scoring';
import { allTiles } from '../tilesets';
import type { Board, CrosswordRules, Layout, Placement, TileSet } from '../types';
import { formatPosition } from './position';
import { checkConnection, liftTiles, placementsOf } from './replay';
import { boardTiles, missing, rackTiles, tilesValue } from './supply';
import type { GcgError, GcgEvent, GcgGame, GcgTilePlay } from './types';

/** What replaying a record needs from a ruleset. */
export interface GcgScoring {
  rules: CrosswordRules;
  layout: Layout;
  /** null when letters are unlimited (Scribble): no bag to run out of. */
  tileSet: TileSet | null;
  /** Who gains at the end: the player who went out takes the others' racks, or nobody does. */
  endRack: 'opponents-racks' | 'own-rack-only';
}

/** A recorded number that replaying does not reproduce. */
export interface GcgMismatch {
  line: number;
  recorded: number;
  computed: number;
  /** What was scored, e.g. `8G JAW`, `(RELATCH)`, `total`. */
  play: string;
}

export interface GcgReport {
  /** Tile plays replayed (withdrawn phonies included). */
  plays: number;
  mismatches: GcgMismatch[];
  errors: GcgError[];
}

interface LastPlay {
  event: GcgTilePlay;
  placements: Placement[];
}

/** Replays `game` under `scoring`: scores, running totals, withdrawals, bonuses, end-rack points. */
export function verifyGcgWith(game: GcgGame, scoring: GcgScoring): GcgReport {
  const report: GcgReport = { plays: 0, mismatches: [], errors: [] };
  const totals = new Map<string, number>();
  let board: Board = emptyBoard(scoring.layout.size);
  // The event just before, when it was a tile play that a `--` or `(challenge)` may refer to.
  let last: LastPlay | null = null;
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
    if (event.type !== 'withdrawal') checkSupply(event, board, scoring.tileSet, overdrawn, error);
    const previous = last;
    last = null;

    switch (event.type) {
      case 'play': {
        report.plays++;
        const play = `${formatPosition(event.position)} ${event.word}`;
        const placed = placementsOf(board, event);
        if (!placed.ok) {
          error(event.line, placed.error.code, placed.error.message);
          break;
        }
        const connected = checkConnection(board, scoring.layout, placed.value);
        if (!connected.ok)
          error(event.line, connected.error.code, `${play}: ${connected.error.message}`);
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
        compare(event, scorePlay(scoring.rules, scoring.layout, board, placed.value).score, play);
        board = placeTiles(board, placed.value);
        last = { event, placements: placed.value };
        break;
      }
      case 'withdrawal': {
        if (!previous || previous.event.player !== event.player) {
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
        if (!previous || previous.event.player !== event.player) {
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
      case 'end-rack':
        checkEndRack(event, scoring, compare, error);
        break;
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

type Report = (line: number, code: string, message: string) => void;
type Compare = (event: GcgEvent, computed: number, play: string) => void;

/** `(TILES) +N`: the opponents' racks, 2× (the usual convention) or 1×; `-N`: one's own rack. */
function checkEndRack(
  event: Extract<GcgEvent, { type: 'end-rack' }>,
  scoring: GcgScoring,
  compare: Compare,
  error: Report,
): void {
  const tiles = rackTiles(event.tiles);
  const value = tilesValue(tiles, scoring.rules.values);
  const play = `(${event.tiles})`;
  if (event.score < 0) {
    compare(event, -value, play);
    const rack = rackTiles(event.rack);
    if (event.rack && (missing(rack, tiles).length > 0 || missing(tiles, rack).length > 0)) {
      error(
        event.line,
        'end-rack-not-rack',
        `${play} is not the rack ${event.rack} written on the line`,
      );
    }
  } else if (scoring.endRack === 'own-rack-only') {
    compare(event, 0, play);
  } else if (event.score !== value) {
    compare(event, 2 * value, play);
  }
}

/** The written rack, with the tiles already on the board, must fit in the bag. */
function checkSupply(
  event: GcgEvent,
  board: Board,
  tileSet: TileSet | null,
  overdrawn: Set<string>,
  error: Report,
): void {
  if (!tileSet) return;
  const inPlay = [...boardTiles(board), ...rackTiles(event.rack)];
  const unknown = inPlay.filter((t) => t !== '?' && tileSet.counts[t] === undefined);
  if (unknown.length > 0) {
    error(
      event.line,
      'unknown-letter',
      `${unknown.join('')} is not a letter of the ${tileSet.name} tile set`,
    );
    return;
  }
  const extra = missing(inPlay, allTiles(tileSet)).filter((t) => !overdrawn.has(t));
  if (extra.length > 0) {
    for (const t of extra) overdrawn.add(t);
    error(
      event.line,
      'tiles-not-in-bag',
      `rack ${event.rack} and the board together hold more ${[...new Set(extra)].join('')} than the bag has`,
    );
  }
}
