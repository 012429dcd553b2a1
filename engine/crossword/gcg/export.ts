// A game played in the engine as a GCG record: pragmas naming the ruleset, every move, end points.
import { emptyBoard, placeTiles, squareAt } from '../board';
import { contextOf } from '../context';
import type { CrosswordConfig, CrosswordState } from '../rules';
import type { Board, Placement } from '../types';
import { formatGcg } from './format';
import { exchangedTiles, racksBeforeMoves } from './racks';
import { liftTiles } from './replay';
import type { GcgEvent, GcgGame, GcgPlayer, GcgPosition } from './types';

export interface ExportOptions {
  /**
   * Write each mover's rack. Default: only once the game is over (or when racks are open, as in
   * Open Jamble) — during a game the racks would tell the opponents what a player kept.
   */
  racks?: boolean;
}

/** The GCG text of a game (finished or not), for GET /api/games/:id/gcg and game-over emails. */
export function exportGcg(
  config: CrosswordConfig,
  state: CrosswordState,
  seatNames: readonly string[] = state.names,
  options: ExportOptions = {},
): string {
  return formatGcg(gcgGameOf(config, state, seatNames, options));
}

export function gcgGameOf(
  config: CrosswordConfig,
  state: CrosswordState,
  seatNames: readonly string[] = state.names,
  options: ExportOptions = {},
): GcgGame {
  const g = contextOf(config);
  const showRacks = options.racks ?? (state.result !== null || g.ruleset.openRacks);
  const players = nicknames(seatNames);
  const nick = (seat: number) => players[seat]?.nickname ?? `seat${seat + 1}`;
  const racks = racksBeforeMoves(g, state);
  const rackText = (tiles: readonly string[] | null | undefined) =>
    g.ruleset.unlimited || !showRacks || !tiles ? '' : sortRack(tiles);
  const events: GcgEvent[] = [];
  const note = (text: string) => {
    const last = events.at(-1);
    if (last) last.note = last.note ? `${last.note}\n${text}` : text;
  };
  let board: Board = emptyBoard(g.layout.size);

  state.moves.forEach((move, i) => {
    const base = {
      line: 0,
      player: nick(move.seat),
      rack: rackText(racks[i]),
      score: move.score,
      total: move.total,
    };
    switch (move.kind) {
      case 'play': {
        const { position, word } = playAsWritten(board, move.placements);
        board = placeTiles(board, move.placements);
        events.push({ type: 'play', ...base, position, word });
        break;
      }
      case 'withdrawn': {
        board = liftTiles(board, state.moves[i - 1]?.placements ?? []);
        events.push({ type: 'withdrawal', ...base });
        break;
      }
      case 'exchange': {
        const tiles = exchangedTiles(g, move);
        events.push({ type: 'exchange', ...base, tiles: tiles.join(''), count: tiles.length });
        break;
      }
      case 'pass':
        events.push({ type: 'pass', ...base });
        break;
      case 'challenge':
        // GCG has no failed double challenge: the challenger's lost turn is a pass.
        events.push({ type: 'pass', ...base, note: move.text });
        break;
      case 'resign':
      case 'end':
        note(move.text);
        break;
      case 'refill':
        break;
    }
  });
  events.push(...endOfGame(state, nick));

  const pragmas = [
    { name: 'character-encoding', value: 'UTF-8' },
    { name: 'title', value: g.ruleset.title },
    { name: 'ruleset', value: config.ruleset },
    { name: 'lexicon', value: config.lexicon },
    { name: 'board-layout', value: config.layout },
    { name: 'tile-set', value: config.tileSet },
    ...(state.result ? [] : [{ name: 'incomplete', value: '' }]),
  ];
  return { players, pragmas, notes: [], events };
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
  tiles
    .slice()
    .sort((a, b) => (a === '?' ? 1 : b === '?' ? -1 : a.localeCompare(b)))
    .join('');

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
    word += !placed ? '.' : placed.blank ? placed.letter.toLowerCase() : placed.letter;
  }
  return { position, word };
}

/** The end-of-game adjustments as GCG rack lines (1× convention: one line per seat). */
function endOfGame(state: CrosswordState, nick: (seat: number) => string): GcgEvent[] {
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
      ? { type: 'end-rack' as const, ...base, rack: own, tiles: own }
      : { type: 'end-rack' as const, ...base, rack: '', tiles: others };
  });
}
