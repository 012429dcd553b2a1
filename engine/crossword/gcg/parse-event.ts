// One GCG event line (`>Name: RACK POSITION WORD +SCORE TOTAL …`) into a typed event.
import { fail, ok, type Result } from '../../result';
import { UNKNOWN_RACK } from './format';
import { parsePosition } from './position';
import { isTileText, splitTiles } from './tile-text';
import type { GcgEvent } from './types';

const isRack = (text: string) => isTileText(text, '?');
const isWord = (text: string) => text !== '' && isTileText(text, '.');
const isTileList = (text: string) => text !== '' && isTileText(text, '?');
const SCORE = /^[+-]\d+$/;
const TOTAL = /^[+-]?\d+$/;
const SHAPE = '`>Name: RACK POSITION WORD +SCORE TOTAL`';

const isMoveToken = (token: string): boolean =>
  token.startsWith('-') || token.startsWith('(') || parsePosition(token) !== null;

/** Parses the text of an event line (without line-number context; the caller adds it). */
export function parseEvent(text: string, line: number): Result<GcgEvent> {
  const head = /^>([^:]+):(.*)$/.exec(text);
  if (!head) {
    return fail('bad-event', `an event must look like ${SHAPE}, with a colon after the name`);
  }
  const player = head[1]!.trim();
  const tokens = head[2]!.trim().split(/\s+/).filter(Boolean);
  if (player === '' || /\s/.test(player)) {
    return fail('bad-player', `"${player}" is not a nickname; write one word before the colon`);
  }
  const written = tokens[0] !== undefined && !isMoveToken(tokens[0]) ? tokens.shift()! : '';
  const rack = written === UNKNOWN_RACK ? '' : written;
  if (!isRack(rack)) {
    return fail(
      'bad-rack',
      `rack "${rack}" may hold only letters, [CH]-style tiles and ? for a blank`,
    );
  }
  const move = tokens.shift();
  if (move === undefined) {
    return fail('missing-move', `the event has no move; write ${SHAPE}`);
  }
  const position = parsePosition(move);
  const word = position ? tokens.shift() : undefined;
  if (position && (word === undefined || !isWord(word))) {
    return fail(
      'bad-word',
      `"${word ?? ''}" is not a played word: use letters ([CH] for a tile of two, lowercase for a blank) and . for tiles already on the board`,
    );
  }
  const score = parseScore(tokens.shift(), tokens.shift());
  if (!score.ok) return score;
  const rest = tokens.join(' ');
  const base = { line, player, rack, ...score.value };

  if (position) {
    return ok({
      type: 'play',
      ...base,
      position,
      word: word!,
      ...(rest ? { trailing: rest } : {}),
    });
  }
  if (rest !== '') {
    return fail('unexpected-text', `nothing may follow the total here, but "${rest}" does`);
  }
  return parseNonPlay(move, base);
}

function parseScore(
  score: string | undefined,
  total: string | undefined,
): Result<{ score: number; total: number }> {
  if (score === undefined || !SCORE.test(score)) {
    return fail('bad-score', `"${score ?? ''}" is not a score; write it signed, e.g. +26 or -7`);
  }
  if (total === undefined || !TOTAL.test(total)) {
    return fail('bad-total', `"${total ?? ''}" is not a running total; write a whole number`);
  }
  return ok({ score: Number(score), total: Number(total) });
}

type Base = { line: number; player: string; rack: string; score: number; total: number };

function parseNonPlay(move: string, base: Base): Result<GcgEvent> {
  if (move === '--') return ok({ type: 'withdrawal', ...base });
  if (move === '-') return ok({ type: 'pass', ...base });
  if (move.startsWith('-')) {
    const tiles = move.slice(1);
    if (/^\d+$/.test(tiles))
      return ok({ type: 'exchange', ...base, tiles: '', count: Number(tiles) });
    if (!isTileList(tiles)) {
      return fail(
        'bad-exchange',
        `exchange "${move}" may hold only letters and ? (or a count, e.g. -3)`,
      );
    }
    return ok({ type: 'exchange', ...base, tiles, count: splitTiles(tiles)!.length });
  }
  const inner = /^\((.*)\)$/.exec(move)?.[1];
  if (inner?.toLowerCase() === 'challenge') return ok({ type: 'challenge-bonus', ...base });
  if (inner?.toLowerCase() === 'time') return ok({ type: 'time-penalty', ...base });
  if (inner && isTileList(inner)) return ok({ type: 'end-rack', ...base, tiles: inner });
  return fail(
    'missing-position',
    `"${move}" is not a move: write a position such as 8H (across) or H8 (down), -TILES to exchange, - to pass, -- to withdraw, or (TILES) for rack points`,
  );
}
