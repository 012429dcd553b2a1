// FIDE's Tournament Report File (TRF-16), the pairing fields only: each `001` line's start
// number, name, rating, points and per-round opponent / colour / result, `XXR` (rounds) and
// `XXC` (white1 / black1: who is first on board 1). Read, and written back in the same columns.
import { fail, ok, type Result } from '../result';

/** One round of a player's card, as the file says it. */
export interface TrfGame {
  /** Start number of the opponent; null for a bye or an absence ("0000" or blank). */
  opponent: number | null;
  /** 'w' moved first, 'b' second, null for no game (TRF '-' or blank). */
  colour: 'w' | 'b' | null;
  /** The result character: 1 0 = (played), + - (forfeit), U (pairing bye), F H Z (other byes). */
  result: string;
}

export interface TrfPlayer {
  start: number;
  name: string;
  rating: number;
  /** The points field as written (the reader checks nothing against the games). */
  points: number;
  /** Round r is games[r - 1]; shorter than the rounds played if the card ends early. */
  games: TrfGame[];
}

export interface Trf {
  /** XXR: rounds in the tournament; null if the file does not say. */
  rounds: number | null;
  /** XXC: the colour of the top player of round 1 (white1 / black1); null if not given. */
  firstColour: 'w' | 'b' | null;
  /** In start-number order. */
  players: TrfPlayer[];
}

const PLAYED = new Set(['1', '0', '=', 'W', 'L', 'D']);
const RESULTS = new Set([...PLAYED, '+', '-', 'U', 'F', 'H', 'Z', ' ']);

/** Whether a game on the card was played over the board (not a forfeit or a bye). */
export const wasPlayed = (g: TrfGame): boolean =>
  g.opponent !== null && g.colour !== null && PLAYED.has(g.result.toUpperCase());

/** What the game scored, a win being 1. */
export function scoreOf(g: TrfGame): number {
  const r = g.result.toUpperCase();
  if (r === '1' || r === 'W' || r === '+' || r === 'U' || r === 'F') return 1;
  if (r === '=' || r === 'D' || r === 'H') return 0.5;
  return 0;
}

export function parseTrf(text: string): Result<Trf> {
  const out: Trf = { rounds: null, firstColour: null, players: [] };
  const lines = text.split(/\r\n|\r|\n/);
  for (const [i, line] of lines.entries()) {
    const tag = line.slice(0, 3);
    if (tag === '001') {
      const player = playerOf(line);
      if (typeof player === 'string') return fail('bad-trf', `Line ${i + 1}: ${player}`);
      if (out.players.some((p) => p.start === player.start)) {
        return fail('bad-trf', `Line ${i + 1}: start number ${player.start} appears twice.`);
      }
      out.players.push(player);
    } else if (tag === 'XXR') {
      const rounds = Number(line.slice(3).trim());
      if (!Number.isInteger(rounds) || rounds < 1) {
        return fail('bad-trf', `Line ${i + 1}: XXR needs a whole number of rounds.`);
      }
      out.rounds = rounds;
    } else if (tag === 'XXC') {
      const words = line.slice(3).trim().split(/\s+/);
      if (words.includes('white1')) out.firstColour = 'w';
      if (words.includes('black1')) out.firstColour = 'b';
    }
  }
  out.players.sort((a, b) => a.start - b.start);
  return ok(out);
}

/** One `001` line, or why it cannot be read. */
function playerOf(line: string): TrfPlayer | string {
  if (line.length < 84) return 'a 001 line has at least 84 columns.';
  const start = Number(line.slice(4, 8).trim());
  if (!Number.isInteger(start) || start < 1) return 'the start number (columns 5–8) is missing.';
  const ratingText = line.slice(48, 52).trim();
  const rating = ratingText === '' ? 0 : Number(ratingText);
  const points = Number(line.slice(80, 84).trim());
  if (!Number.isFinite(rating) || !Number.isFinite(points)) {
    return 'the rating (49–52) or points (81–84) are not numbers.';
  }
  const games: TrfGame[] = [];
  for (let at = 91; at < line.length; at += 10) {
    const game = gameOf(line.slice(at, at + 8).padEnd(8));
    if (typeof game === 'string') return `round ${games.length + 1}: ${game}`;
    games.push(game);
  }
  while (games.length > 0 && isBlank(games.at(-1)!)) games.pop();
  return { start, name: line.slice(14, 47).trim(), rating, points, games };
}

const isBlank = (g: TrfGame) => g.opponent === null && g.colour === null && g.result === ' ';

function gameOf(cell: string): TrfGame | string {
  const who = cell.slice(0, 4).trim();
  const opponent = who === '' || Number(who) === 0 ? null : Number(who);
  if (opponent !== null && !Number.isInteger(opponent)) return `opponent "${who}" is not a number.`;
  const c = cell[5];
  const colour = c === 'w' ? 'w' : c === 'b' ? 'b' : null;
  if (colour === null && c !== '-' && c !== ' ') return `colour "${c}" is not w, b or -.`;
  const result = cell[7] ?? ' ';
  if (!RESULTS.has(result.toUpperCase())) return `result "${result}" is not a TRF result.`;
  return { opponent, colour, result };
}

/** The file again, with the fields this module knows, in FIDE's columns. */
export function formatTrf(trf: Trf, name = 'Wordmail Swiss'): string {
  const head = [`012 ${name}`];
  if (trf.rounds !== null) head.push(`XXR ${trf.rounds}`);
  if (trf.firstColour !== null) head.push(`XXC ${trf.firstColour === 'w' ? 'white1' : 'black1'}`);
  const body = trf.players.map((p) => {
    const card = p.games.map(
      (g) =>
        `  ${g.opponent === null ? '0000' : String(g.opponent).padStart(4)} ${g.colour ?? '-'} ${g.result}`,
    );
    return [
      `001 ${String(p.start).padStart(4)}      ${p.name.slice(0, 33).padEnd(33)} `,
      `${String(p.rating || '').padStart(4)}${' '.repeat(28)}`,
      `${p.points.toFixed(1).padStart(4)} ${String(p.start).padStart(4)}${card.join('')}`,
    ].join('');
  });
  return `${[...head, ...body].join('\n')}\n`;
}
