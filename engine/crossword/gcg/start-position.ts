// A recorded position to continue a game from: the board, scores and player to move after a GCG
// record's last line, or as a CGP line gives them. Checked against the new game's board and bag.
import { fail, ok, type Result } from '../../result';
import { emptyBoard, onBoard, placeTiles } from '../board';
import { contextOf } from '../context';
import type { CrosswordConfig, StartPosition } from '../rules';
import { allTiles } from '../tilesets';
import type { Board, Placement } from '../types';
import { parseGcg } from './parse';
import { liftTiles, placementsOf } from './replay';
import { boardTiles, missing, rackTiles } from './supply';
import { isTileText } from './tile-text';

/** The position after the last line of a GCG record (a game still in progress). */
export function startFromGcg(text: string, config: CrosswordConfig): Result<StartPosition> {
  const parsed = parseGcg(text);
  if (!parsed.ok) {
    return fail('bad-gcg', `GCG line ${parsed.error.line}: ${parsed.error.message}`);
  }
  const game = parsed.value;
  if (game.events.some((e) => e.type === 'end-rack')) {
    return fail(
      'game-over',
      'This record ends with the end-of-game rack points: nothing is left to play.',
    );
  }
  const g = contextOf(config);
  let board: Board = emptyBoard(g.layout.size);
  let last: Placement[] = [];
  for (const event of game.events) {
    if (event.type === 'play') {
      const placed = placementsOf(board, event);
      if (!placed.ok) return fail('bad-gcg', `GCG line ${event.line}: ${placed.error.message}`);
      board = placeTiles(board, placed.value);
      last = placed.value;
    } else if (event.type === 'withdrawal') {
      board = liftTiles(board, last);
      last = [];
    }
  }
  const nicks = game.players.map((p) => p.nickname);
  const totals = nicks.map((nick) => game.events.findLast((e) => e.player === nick)?.total ?? 0);
  const lastPlayer = nicks.indexOf(game.events.at(-1)?.player ?? '');
  let passes = 0;
  for (const e of [...game.events].reverse()) {
    if (e.type !== 'pass' && e.type !== 'exchange' && e.type !== 'withdrawal') break;
    passes++;
  }
  return checked(config, {
    tiles: board.squares.flatMap((s, i) =>
      s
        ? [
            {
              row: Math.floor(i / board.size),
              col: i % board.size,
              letter: s.letter,
              blank: s.blank,
            },
          ]
        : [],
    ),
    scores: totals,
    toMove: lastPlayer < 0 ? 0 : (lastPlayer + 1) % Math.max(1, nicks.length),
    racks: nicks.map(() => null),
    passes,
  });
}

/** A run of empty squares, a tile of several letters in brackets (`[CH]`, blank `[ch]`), a tile. */
const SQUARES = /\d+|\[\p{L}{2,}\]|\p{L}/gu;

/**
 * A CGP line: `BOARD RACKS SCORES ZEROTURNS [opcodes]`, the board's rows split by `/` with digits
 * for runs of empty squares and lowercase for blanks, racks and scores split by `/`, the player
 * to move first.
 */
export function startFromCgp(text: string, config: CrosswordConfig): Result<StartPosition> {
  const [rows, racks, scores, zeros] = text.trim().split(/\s+/);
  const shape = 'write BOARD RACKS SCORES ZEROTURNS, e.g. "15/…/15 AEINRST/ 0/0 0"';
  if (!rows || racks === undefined || !scores || zeros === undefined) {
    return fail('bad-cgp', `A CGP position has four fields: ${shape}.`);
  }
  const size = contextOf(config).layout.size;
  const lines = rows.split('/');
  if (lines.length !== size) {
    return fail('bad-cgp', `The board has ${lines.length} rows; this game's board has ${size}.`);
  }
  const tiles: Placement[] = [];
  for (const [row, line] of lines.entries()) {
    let col = 0;
    const tokens = line.match(SQUARES) ?? [];
    for (const token of tokens) {
      if (/^\d+$/.test(token)) col += Number(token);
      else {
        const letter = token.replace(/^\[(.*)\]$/, '$1');
        tiles.push({
          row,
          col,
          letter: letter.toUpperCase(),
          blank: letter !== letter.toUpperCase(),
        });
        col++;
      }
    }
    if (col !== size || tokens.join('') !== line) {
      return fail('bad-cgp', `Row ${row + 1} ("${line}") does not describe ${size} squares.`);
    }
  }
  const scoreList = scores.split('/').map(Number);
  if (scoreList.some((s) => !Number.isInteger(s)) || !/^\d+$/.test(zeros)) {
    return fail(
      'bad-cgp',
      `Scores and the count of scoreless turns must be whole numbers: ${shape}.`,
    );
  }
  const rackList = racks.split('/');
  if (rackList.length !== scoreList.length || rackList.some((r) => !isTileText(r, '?'))) {
    return fail(
      'bad-cgp',
      'Give one rack (letters, [CH] for a tile of two, ? for a blank; empty if unknown) per score.',
    );
  }
  return checked(config, {
    tiles,
    scores: scoreList,
    toMove: 0,
    racks: rackList.map((r) => (r === '' ? null : rackTiles(r))),
    passes: Number(zeros),
  });
}

/** The position must fit the board, and the bag must hold its tiles and racks. */
function checked(config: CrosswordConfig, start: StartPosition): Result<StartPosition> {
  const g = contextOf(config);
  const board = emptyBoard(g.layout.size);
  if (start.tiles.some((t) => !onBoard(board, t.row, t.col))) {
    return fail('bad-position', "A tile of the position lies off this game's board.");
  }
  const rackTooBig = start.racks.find((r) => r && r.length > config.rackSize);
  if (rackTooBig) {
    return fail(
      'bad-position',
      `The rack ${rackTooBig.join('')} holds more than ${config.rackSize} tiles.`,
    );
  }
  const inPlay = [
    ...boardTiles(placeTiles(board, start.tiles)),
    ...start.racks.flatMap((r) => r ?? []),
  ];
  const extra = g.ruleset.unlimited ? [] : missing(inPlay, allTiles(g.tileSet));
  if (extra.length > 0) {
    return fail(
      'bad-position',
      `The position holds more ${[...new Set(extra)].join(', ')} than the ${g.tileSet.name} tile set has.`,
    );
  }
  return ok(start);
}
