// Notation both ways: text → CrosswordCommand (with errors that say how to write it) and back.
import { fail, ok, type Result } from '../result';
import { columnName } from './board';
import type { CrosswordCommand, Direction, DrawEnd, PlayStyle } from './command';
import { multiLetterTiles } from './tilesets';
import { formatTiles, type NotationContext, parseTiles, unknownLetter } from './written-tiles';

export type { NotationContext } from './written-tiles';
export { formatTiles, parseTiles } from './written-tiles';

const directions: Record<string, Direction> = {
  across: 'across',
  a: 'across',
  h: 'across',
  horizontal: 'across',
  down: 'down',
  d: 'down',
  v: 'down',
  vertical: 'down',
};

const howToPlay =
  'Write a play as a start square, across or down, and the word, e.g. "H8 across PLANE" (or "8H PLANE", "[8,8] H PLANE").';

export function parseCommand(text: string, ctx: NotationContext): Result<CrosswordCommand> {
  // NFC first: pasted text may spell Ñ or É as a letter and a combining mark (N + U+0303).
  const words = text.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const head = (words[0] ?? '').toLowerCase();
  if (words.length === 0) return fail('empty-move', `Your move is empty. ${howToPlay}`);
  if (words.length === 1 && ['pass', 'skip'].includes(head)) return ok({ type: 'pass' });
  if (words.length === 1 && ['resign', 'quit', 'forfeit'].includes(head))
    return ok({ type: 'resign' });
  // Written by the service when a clock runs out and the game's timeout rule is a loss.
  if (
    words.length === 3 &&
    head === 'resign' &&
    words.slice(1).join(' ').toLowerCase() === 'on time'
  )
    return ok({ type: 'resign', onTime: true });
  if (words.length === 1 && head === 'challenge') return ok({ type: 'challenge' });
  if (words.length === 1 && head === 'end') return ok({ type: 'end' });
  if (['exchange', 'swap', 'change'].includes(head)) return parseExchange(words.slice(1), ctx);
  if (head === 'draw') {
    const from = parseDraw(words.slice(1));
    return from.ok ? ok({ type: 'draw', from: from.value }) : from;
  }
  return parsePlay(words, ctx);
}

function parseExchange(rest: string[], ctx: NotationContext): Result<CrosswordCommand> {
  const drawAt = drawSuffixAt(rest, 1);
  const groups = drawAt >= 0 ? rest.slice(0, drawAt) : rest;
  if (groups.length === 0)
    return fail(
      'exchange-needs-tiles',
      'Say which tiles to exchange, e.g. "EXCHANGE QU?" (? is a blank), or PASS to keep them all.',
    );
  // Each space-separated group is read longest tile first, so "L LL" stays apart from "LL L".
  const tiles: string[] = [];
  for (const group of groups) {
    const upper = group.toUpperCase();
    let i = 0;
    while (i < upper.length) {
      const letter = upper[i] === '?' ? '?' : ctx.letters.find((l) => upper.startsWith(l, i));
      if (!letter) return unknownLetter(group[i] ?? '', ctx);
      tiles.push(letter);
      i += letter.length;
    }
  }
  if (drawAt < 0) return ok({ type: 'exchange', tiles });
  const draw = parseDraw(rest.slice(drawAt + 1));
  return draw.ok ? ok({ type: 'exchange', tiles, draw: draw.value }) : draw;
}

/**
 * Where an Open Jamble `DRAW …` suffix starts: the last DRAW at or after `from` with picks after
 * it, so that the word DRAW itself can still be played or exchanged. -1 when there is none.
 */
function drawSuffixAt(words: readonly string[], from: number): number {
  for (let i = words.length - 2; i >= from; i--) if (words[i]?.toLowerCase() === 'draw') return i;
  return -1;
}

function parseDraw(rest: string[]): Result<DrawEnd[]> {
  const from: DrawEnd[] = [];
  for (const word of rest) {
    const w = word.toUpperCase();
    if (w === 'FRONT') from.push('F');
    else if (w === 'BACK') from.push('B');
    else if (/^[FB]+$/.test(w)) from.push(...([...w] as DrawEnd[]));
    else
      return fail(
        'bad-draw',
        `"${word}" is not a draw. Write F for the front of the bag and B for the back, one per tile, e.g. "DRAW FFB".`,
      );
  }
  if (from.length === 0)
    return fail(
      'bad-draw',
      'Say where each tile comes from: F (front) or B (back), e.g. "DRAW FFB".',
    );
  return ok(from);
}

interface Start {
  row: number;
  col: number;
  direction: Direction | null;
}

/** `H8` (column first) or `8H` (row first); the bare form implies the direction (GCG convention). */
function parseSquare(token: string, size: number): Start | null {
  const t = token.toUpperCase();
  let m = /^([A-Z])(\d{1,2})$/.exec(t);
  if (m)
    return { col: (m[1] as string).charCodeAt(0) - 65, row: Number(m[2]) - 1, direction: 'down' };
  m = /^(\d{1,2})([A-Z])$/.exec(t);
  if (m)
    return { row: Number(m[1]) - 1, col: (m[2] as string).charCodeAt(0) - 65, direction: 'across' };
  void size;
  return null;
}

function parsePlay(words: string[], ctx: NotationContext): Result<CrosswordCommand> {
  const drawAt = drawSuffixAt(words, 2);
  let draw: DrawEnd[] | undefined;
  if (drawAt >= 0) {
    const parsed = parseDraw(words.slice(drawAt + 1));
    if (!parsed.ok) return parsed;
    draw = parsed.value;
    words = words.slice(0, drawAt);
  }
  const joined = words.join(' ');
  // [row, column] H|V WORD — Scribble's form (also [row][column]).
  const bracket = /^\[\s*(\d{1,2})\s*(?:,|\]\s*\[)\s*(\d{1,2})\s*\]\s*([HVhv])\s+(\S+)$/.exec(
    joined,
  );
  let start: Start;
  let style: PlayStyle;
  let written: string;
  if (bracket) {
    start = {
      row: Number(bracket[1]) - 1,
      col: Number(bracket[2]) - 1,
      direction: (bracket[3] as string).toUpperCase() === 'H' ? 'across' : 'down',
    };
    style = 'scribble';
    written = bracket[4] as string;
  } else {
    const square = parseSquare(words[0] ?? '', ctx.size);
    if (!square) return fail('bad-square', `"${words[0]}" is not a square. ${howToPlay}`);
    if (words.length === 3) {
      const direction = directions[(words[1] as string).toLowerCase()];
      if (!direction)
        return fail(
          'bad-direction',
          `"${words[1]}" is not a direction: write across or down. ${howToPlay}`,
        );
      start = { ...square, direction };
      style = 'named';
      written = words[2] as string;
    } else if (words.length === 2) {
      start = square;
      style = 'gcg';
      written = words[1] as string;
    } else {
      return fail('bad-move', `I could not read "${joined}". ${howToPlay}`);
    }
  }
  if (start.row < 0 || start.col < 0 || start.row >= ctx.size || start.col >= ctx.size) {
    return fail(
      'off-board',
      `The board's rows are 1–${ctx.size} and its columns A–${columnName(ctx.size - 1)}; pick a start square on the board.`,
    );
  }
  const tiles = parseTiles(written, ctx);
  if (!tiles.ok) return tiles;
  const command: CrosswordCommand = {
    type: 'play',
    row: start.row,
    col: start.col,
    direction: start.direction ?? 'across',
    tiles: tiles.value,
    style,
  };
  if (draw) command.draw = draw;
  return ok(command);
}

export function formatCommand(command: CrosswordCommand): string {
  switch (command.type) {
    case 'pass':
      return 'PASS';
    case 'resign':
      return command.onTime ? 'RESIGN ON TIME' : 'RESIGN';
    case 'challenge':
      return 'CHALLENGE';
    case 'end':
      return 'END';
    case 'draw':
      return `DRAW ${command.from.join('')}`;
    case 'exchange': {
      // Tiles are written apart when joining them could read differently: a multi-letter tile
      // (EXCHANGE L LL), or two letters that spell one (EXCHANGE C H is not EXCHANGE CH).
      const apart = command.tiles.some(
        (t, i) => t.length > 1 || (i > 0 && multiLetterTiles.has(`${command.tiles[i - 1]}${t}`)),
      );
      const tiles = command.tiles.join(apart ? ' ' : '');
      return `EXCHANGE ${tiles}${command.draw ? ` DRAW ${command.draw.join('')}` : ''}`;
    }
    case 'play': {
      const word = formatTiles(command.tiles);
      const row = command.row + 1;
      const col = columnName(command.col);
      const draw = command.draw ? ` DRAW ${command.draw.join('')}` : '';
      if (command.style === 'scribble')
        return `[${row},${command.col + 1}] ${command.direction === 'across' ? 'H' : 'V'} ${word}${draw}`;
      if (command.style === 'gcg')
        return `${command.direction === 'across' ? `${row}${col}` : `${col}${row}`} ${word}${draw}`;
      return `${col}${row} ${command.direction} ${word}${draw}`;
    }
  }
}

/** The tiles an exchange's notation names ([] for any other command or unreadable text). */
export function exchangedTilesOf(notation: string, ctx: NotationContext): string[] {
  const command = parseCommand(notation, ctx);
  return command.ok && command.value.type === 'exchange' ? command.value.tiles : [];
}
