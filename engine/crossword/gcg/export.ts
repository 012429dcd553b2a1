// A game played in the engine as a GCG record that macondo (Woogles) and Quackle read: pragmas
// they know, our own facts where they pass over them, every move with a rack word, end points.
import { emptyBoard, placeTiles, squareAt } from '../board';
import { contextOf } from '../context';
import type { CrosswordConfig, CrosswordState, MoveRecord } from '../rules';
import type { Board, Placement } from '../types';
import { EXTRA_PRAGMA, fieldBoardLayout, fieldTileDistribution } from './field-names';
import { formatGcg } from './format';
import { exchangedTiles, rackTilesBeforeMoves } from './racks';
import { liftTiles } from './replay';
import { tilesText, tileText } from './tile-text';
import type { GcgEvent, GcgGame, GcgPlayer, GcgPosition, GcgPragma } from './types';

export interface ExportOptions {
  /**
   * Write every mover's rack (true) or none (false). Default: every rack once the game is over
   * (or when racks are open, as in Open Jamble), none during a game — the racks would tell the
   * opponents what a player kept.
   */
  racks?: boolean;
  /** A player's own export: this seat's racks are written even while the game is on. */
  owner?: number;
  /** The game's id, written `#id wordmail ID` (macondo keeps it as the game's uid). */
  id?: string;
  /**
   * How a seat's end-of-game rack deduction is written. `spec` (default, the GCG spec's form,
   * the one macondo and Woogles read): `>Bob: QZ (QZ) -20 T`. `quackle`: `>Bob: (QZ) -20 T`, the
   * only form Quackle's reader takes (it reads the spec form as a tile play; macondo refuses
   * Quackle's). Nothing else differs.
   */
  dialect?: 'spec' | 'quackle';
}

/** The GCG text of a game (finished or not), for GET /api/games/:id/gcg and game-over emails. */
export const exportGcg = (...game: Parameters<typeof gcgGameOf>): string =>
  formatGcg(gcgGameOf(...game));

export function gcgGameOf(
  config: CrosswordConfig,
  state: CrosswordState,
  seatNames: readonly string[] = state.names,
  options: ExportOptions = {},
): GcgGame {
  const g = contextOf(config);
  const allRacks = options.racks ?? (state.result !== null || g.ruleset.openRacks);
  const shown = (seat: number) => allRacks || seat === options.owner;
  const players = nicknames(seatNames);
  const nick = (seat: number) => players[seat]?.nickname ?? `seat${seat + 1}`;
  const racks = rackTilesBeforeMoves(g, state);
  // A hidden or unknown rack is written as the tiles the move itself shows (a play's tiles),
  // which both peers read as a rack; with nothing shown the formatter writes UNKNOWN.
  const rackText = (i: number, move: MoveRecord, revealed: readonly string[]) => {
    const rack = racks[i];
    if (!g.ruleset.unlimited && shown(move.seat) && rack) return sortRack(rack);
    return sortRack(revealed);
  };
  const events: GcgEvent[] = [];
  const note = (text: string) => {
    const last = events.at(-1);
    // One line: Quackle keeps only a note's first line, macondo reads later lines as records.
    if (last) last.note = last.note ? `${last.note} ${text}` : text;
  };
  let board: Board = emptyBoard(g.layout.size);
  const tilesOf = (move: MoveRecord | undefined) =>
    (move?.placements ?? []).map((p) => (p.blank ? '?' : p.letter));

  state.moves.forEach((move, i) => {
    const base = { line: 0, player: nick(move.seat), score: move.score, total: move.total };
    switch (move.kind) {
      case 'play': {
        const { position, word } = playAsWritten(board, move.placements);
        board = placeTiles(board, move.placements);
        events.push({
          type: 'play',
          ...base,
          rack: rackText(i, move, tilesOf(move)),
          position,
          word,
        });
        break;
      }
      case 'withdrawn': {
        const phony = state.moves[i - 1];
        board = liftTiles(board, phony?.placements ?? []);
        events.push({ type: 'withdrawal', ...base, rack: rackText(i, move, tilesOf(phony)) });
        break;
      }
      case 'exchange': {
        // The opponents see only how many tiles went back.
        const tiles = shown(move.seat) ? exchangedTiles(g, move) : [];
        const count = tiles.length || exchangedTiles(g, move).length;
        const rack = rackText(i, move, tiles);
        events.push({ type: 'exchange', ...base, rack, tiles: tilesText(tiles), count });
        break;
      }
      case 'pass':
        events.push({ type: 'pass', ...base, rack: rackText(i, move, []) });
        break;
      case 'challenge':
        // GCG has no failed double challenge: the challenger's lost turn is a pass.
        events.push({ type: 'pass', ...base, rack: rackText(i, move, []), note: move.text });
        break;
      case 'resign':
      case 'end':
        note(move.text);
        break;
      case 'refill':
        break;
    }
  });
  events.push(...endOfGame(state, nick, options.dialect ?? 'spec'));
  return {
    players,
    pragmas: pragmasOf(config, state, g.ruleset.title, options),
    notes: [],
    events,
  };
}

/**
 * macondo stops at a pragma it does not know and wants its own board and tile names; Quackle
 * skips what it does not know. So: the pragmas both know, macondo's names where ours map to
 * one, and our ids on `#tile-set`, `#game-board` and `#- ruleset`, which both pass over.
 */
function pragmasOf(
  config: CrosswordConfig,
  state: CrosswordState,
  title: string,
  options: ExportOptions,
): GcgPragma[] {
  const boardLayout = fieldBoardLayout(config.layout);
  const distribution = fieldTileDistribution(config.tileSet, config.layout);
  const description = `Wordmail ${title}: ruleset ${config.ruleset}, ${config.layout} board, ${config.tileSet} tiles, lexicon ${config.lexicon}`;
  return [
    { name: 'character-encoding', value: 'UTF-8' },
    { name: 'title', value: title },
    { name: 'description', value: description },
    ...(options.id ? [{ name: 'id', value: `wordmail ${options.id}` }] : []),
    { name: 'lexicon', value: config.lexicon },
    ...(boardLayout ? [{ name: 'board-layout', value: boardLayout }] : []),
    ...(distribution ? [{ name: 'tile-distribution', value: distribution }] : []),
    { name: 'tile-set', value: config.tileSet },
    { name: 'game-board', value: config.layout },
    { name: EXTRA_PRAGMA, value: `ruleset ${config.ruleset}` },
    ...(state.result ? [] : [{ name: 'incomplete', value: '' }]),
  ];
}

/** GCG nicknames are one word and unique; the full name keeps the spaces. */
function nicknames(names: readonly string[]): GcgPlayer[] {
  const seen = new Set<string>();
  return names.map((name, seat) => {
    let nickname = name.trim().replace(/[\s:]+/g, '_') || `seat${seat + 1}`;
    if (seen.has(nickname)) nickname = `${nickname}_${seat + 1}`;
    seen.add(nickname);
    return { nickname, name: name.trim() || nickname };
  });
}

const sortRack = (tiles: readonly string[]): string =>
  tilesText(tiles.slice().sort((a, b) => (a === '?' ? 1 : b === '?' ? -1 : tileOrder(a, b))));

// Tiles of A–Z alone sort the same by code unit as by localeCompare, whose first call in an
// isolate sets up ICU's collator (several ms of the game-over turn); other letters (Ñ, Ç, digraphs
// with them) keep the locale's order.
const PLAIN = /^[A-Z]+$/;
const tileOrder = (a: string, b: string): number =>
  PLAIN.test(a) && PLAIN.test(b) ? (a < b ? -1 : a > b ? 1 : 0) : a.localeCompare(b);

/** Start square, direction and the whole word: new tiles as letters (blanks lowercase), old ones as `.`. */
function playAsWritten(
  board: Board,
  placements: readonly Placement[],
): { position: GcgPosition; word: string } {
  const after = placeTiles(board, placements);
  const first = placements[0]!;
  const direction =
    placements.length > 1
      ? placements.every((p) => p.row === first.row)
        ? 'across'
        : 'down'
      : squareAt(after, first.row, first.col - 1) || squareAt(after, first.row, first.col + 1)
        ? 'across'
        : 'down';
  const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
  let { row, col } = first;
  while (squareAt(after, row - dr, col - dc)) {
    row -= dr;
    col -= dc;
  }
  const position: GcgPosition = { row, col, direction };
  let word = '';
  for (let r = row, c = col; squareAt(after, r, c); r += dr, c += dc) {
    const placed = placements.find((p) => p.row === r && p.col === c);
    word += placed ? tileText(placed.letter, placed.blank) : '.';
  }
  return { position, word };
}

/**
 * The end-of-game adjustments as GCG rack lines, one per seat as `Ruleset.finish` reports them:
 * `(TILES) +N` for going out, and each seat's own rack deducted in the dialect's form.
 */
function endOfGame(
  state: CrosswordState,
  nick: (seat: number) => string,
  dialect: 'spec' | 'quackle',
): GcgEvent[] {
  if (!state.result) return [];
  const totals = state.names.map(
    (_, seat) => state.moves.findLast((m) => m.seat === seat)?.total ?? 0,
  );
  return state.result.adjustments.map(({ seat, delta }) => {
    totals[seat] = (totals[seat] ?? 0) + delta;
    const own = sortRack(state.racks[seat] ?? []);
    const others = sortRack(state.racks.filter((_, s) => s !== seat).flat());
    const base = { line: 0, player: nick(seat), score: delta, total: totals[seat]! };
    return delta < 0
      ? { type: 'end-rack' as const, ...base, rack: dialect === 'spec' ? own : '', tiles: own }
      : { type: 'end-rack' as const, ...base, rack: '', tiles: others };
  });
}
