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

/** The replay so far: the board, and the play just before (a `--` or `(challenge)` refers to it). */
interface Replay {
  g: GameContext;
  board: Board;
  last: { event: GcgTilePlay; placements: Placement[] } | null;
  report: GcgReport;
  /** Letters already reported as more than the bag holds: one report each, not one per line. */
  overdrawn: Set<string>;
}

export function verifyGcgWith(game: GcgGame, g: GameContext): GcgReport {
  const r: Replay = {
    g,
    board: emptyBoard(g.layout.size),
    last: null,
    report: { plays: 0, mismatches: [], errors: [] },
    overdrawn: new Set(),
  };
  const totals = new Map<string, number>();
  for (const event of game.events) {
    const before = totals.get(event.player) ?? 0;
    // A `--` line repeats the rack of the phony whose tiles are still on the board.
    if (event.type !== 'withdrawal') checkSupply(r, event);
    const previous = r.last;
    r.last = null;
    const expectedTotal = replayEvent(r, event, previous, before) ?? before + event.score;
    if (event.total !== expectedTotal) {
      r.report.mismatches.push({
        line: event.line,
        recorded: event.total,
        computed: expectedTotal,
        play: 'total',
      });
    }
    // Go on from the written total, so one slip is reported once rather than on every later line.
    totals.set(event.player, event.total);
  }
  return r.report;
}

const error = (r: Replay, line: number, code: string, message: string) =>
  r.report.errors.push({ line, code, message });

function compare(r: Replay, event: GcgEvent, computed: number, play: string): void {
  if (event.score !== computed) {
    r.report.mismatches.push({ line: event.line, recorded: event.score, computed, play });
  }
}

/** Checks one event; returns the total it should leave when that is not simply before + score. */
function replayEvent(
  r: Replay,
  event: GcgEvent,
  previous: Replay['last'],
  before: number,
): number | undefined {
  switch (event.type) {
    case 'play':
      replayPlay(r, event);
      return;
    case 'withdrawal':
      return replayWithdrawal(r, event, previous, before);
    case 'challenge-bonus':
      if (previous?.event.player !== event.player) {
        const message = `(challenge) rewards a play, but ${event.player} made none just before`;
        error(r, event.line, 'bonus-without-play', message);
      } else if (event.score < 0) {
        error(r, event.line, 'negative-bonus', 'a challenge bonus is added: write it as +N');
      }
      return;
    case 'pass':
      compare(r, event, 0, '-');
      return;
    case 'exchange': {
      compare(r, event, 0, `-${event.tiles || event.count}`);
      const notOnRack = event.rack ? missing(rackTiles(event.tiles), rackTiles(event.rack)) : [];
      if (notOnRack.length > 0) {
        const message = `exchange of ${notOnRack.join('')}, not on rack ${event.rack}`;
        error(r, event.line, 'tile-not-on-rack', message);
      }
      return;
    }
    case 'end-rack': {
      const check = checkEndRack(r.g, event, before, r.board);
      if ('computed' in check) compare(r, event, check.computed, `end-rack ${event.tiles}`);
      else if (!check.ok) error(r, event.line, check.code, check.message);
      return;
    }
    case 'time-penalty':
      if (event.score > 0) {
        error(r, event.line, 'positive-penalty', 'a time penalty is subtracted: write it as -N');
      }
      return;
  }
}

function replayPlay(r: Replay, event: GcgTilePlay): void {
  r.report.plays++;
  const play = `${formatPosition(event.position)} ${event.word}`;
  const placed = placementsOf(r.board, event);
  if (!placed.ok) {
    error(r, event.line, placed.error.code, `${play}: ${placed.error.message}`);
    return;
  }
  const scored = scoreOf(r.g, r.board, placed.value);
  const placement = checkPlacement(r.g, r.board, placed.value, scored);
  if (!placement.ok) {
    error(r, event.line, placement.error.code, `${play}: ${placement.error.message}`);
  }
  const used = placed.value.map((p) => (p.blank ? '?' : p.letter));
  const notOnRack = event.rack ? missing(used, rackTiles(event.rack)) : [];
  if (notOnRack.length > 0) {
    const message = `${play} uses ${notOnRack.join('')}, not on rack ${event.rack}`;
    error(r, event.line, 'tile-not-on-rack', message);
  }
  compare(r, event, scored.score, play);
  r.board = placeTiles(r.board, placed.value);
  r.last = { event, placements: placed.value };
}

function replayWithdrawal(
  r: Replay,
  event: GcgEvent,
  previous: Replay['last'],
  before: number,
): number | undefined {
  if (previous?.event.player !== event.player) {
    const message = `-- takes back a play, but ${event.player} made none just before`;
    error(r, event.line, 'withdrawal-without-play', message);
    return;
  }
  r.board = liftTiles(r.board, previous.placements);
  // Quackle writes `-- +0` and lowers the total anyway; the total is what counts then.
  const taken = before - previous.event.score;
  if (event.score === 0 && event.total === taken) return taken;
  compare(r, event, -previous.event.score, '--');
  return;
}

/** The written rack, with the tiles already on the board, must fit in the bag. */
function checkSupply(r: Replay, event: GcgEvent): void {
  if (r.g.ruleset.unlimited) return;
  const inPlay = [...boardTiles(r.board), ...rackTiles(event.rack)];
  const extra = missing(inPlay, allTiles(r.g.tileSet)).filter((t) => !r.overdrawn.has(t));
  if (extra.length === 0) return;
  for (const t of extra) r.overdrawn.add(t);
  const letters = [...new Set(extra)].join('');
  const message = `rack ${event.rack} and the board hold more ${letters} than the bag has`;
  error(r, event.line, 'tiles-not-in-bag', message);
}
