// What a Player Durable Object keeps for correspondence play: vacations taken, ratings per family,
// and the games whose results were already counted (so a retried report changes nothing). The
// leaderboard of every family lives in one reserved Player object (LEADERBOARD_NAME).
import type { Interval } from '../../engine/correspondence/calendar';
import type { Family } from '../../engine/kind';
import { newRating, type Rating } from '../../engine/ratings/rating';
import type { LeaderboardRow, RatingStep } from '../rpc/player';

/** Not an email address, so no player can ever be this object. */
export const LEADERBOARD_NAME = '@leaderboard';

function sameRating(a: Rating, b: Rating): boolean {
  return a.rating === b.rating && a.rd === b.rd && a.vol === b.vol && a.games === b.games;
}

/**
 * The game's change on top of a rating that moved since the game read it: each figure moves by
 * as much as the game moved it (deviation and volatility kept positive), as if both games had been
 * one rating period.
 */
function addChange(current: Rating, { before, after }: RatingStep): Rating {
  return {
    rating: current.rating + (after.rating - before.rating),
    rd: Math.max(1, current.rd + (after.rd - before.rd)),
    vol: Math.max(1e-6, current.vol + (after.vol - before.vol)),
    games: current.games + 1,
  };
}

export const PLAYER_RECORD_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS vacations (start INTEGER NOT NULL, stop INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS ratings (family TEXT PRIMARY KEY, body TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS rated_games (game_id TEXT PRIMARY KEY, at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS leaderboard (
     family TEXT NOT NULL, email TEXT NOT NULL, name TEXT NOT NULL, body TEXT NOT NULL,
     PRIMARY KEY (family, email))`,
];

export class PlayerRecords {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of PLAYER_RECORD_SCHEMA) sql.exec(statement);
  }

  vacations(): Interval[] {
    return this.sql
      .exec<{ start: number; stop: number }>('SELECT start, stop FROM vacations ORDER BY start')
      .toArray()
      .map((r) => ({ from: r.start, to: r.stop }));
  }

  saveVacations(history: readonly Interval[]): void {
    this.sql.exec('DELETE FROM vacations');
    for (const v of history)
      this.sql.exec('INSERT INTO vacations (start, stop) VALUES (?, ?)', v.from, v.to);
  }

  rating(family: Family): Rating | null {
    const rows = this.sql
      .exec<{ body: string }>('SELECT body FROM ratings WHERE family = ?', family)
      .toArray();
    return rows.length ? (JSON.parse(rows[0]!.body) as Rating) : null;
  }

  allRatings(): Partial<Record<Family, Rating>> {
    const out: Partial<Record<Family, Rating>> = {};
    for (const r of this.sql.exec<{ family: Family; body: string }>(
      'SELECT family, body FROM ratings',
    ))
      out[r.family] = JSON.parse(r.body) as Rating;
    return out;
  }

  /**
   * Counts one game's change once and returns the rating now held. Changes apply one at a time
   * (this object runs one call at a time): normally the rating still is the game's `before`, and
   * becomes its `after` exactly, as its emails stated. If another game's change landed since the
   * game read it, this game's change is added to the rating as it stands, so both count.
   */
  applyRating(gameId: string, family: Family, change: RatingStep, now: number): Rating {
    const current = this.rating(family) ?? newRating();
    const seen = this.sql.exec('SELECT 1 FROM rated_games WHERE game_id = ?', gameId).toArray();
    if (seen.length > 0) return current;
    const held = sameRating(current, change.before) ? change.after : addChange(current, change);
    this.sql.exec('INSERT INTO rated_games (game_id, at) VALUES (?, ?)', gameId, now);
    this.sql.exec(
      'INSERT OR REPLACE INTO ratings (family, body) VALUES (?, ?)',
      family,
      JSON.stringify(held),
    );
    return held;
  }

  /** Keeps the newest rating of each player: reports of two games may arrive in either order. */
  postToLeaderboard(family: Family, email: string, name: string, rating: Rating): void {
    const rows = this.sql
      .exec<{ body: string }>(
        'SELECT body FROM leaderboard WHERE family = ? AND email = ?',
        family,
        email,
      )
      .toArray();
    const listed = rows.length ? (JSON.parse(rows[0]!.body) as Rating) : null;
    if (listed && listed.games > rating.games) return;
    this.sql.exec(
      'INSERT OR REPLACE INTO leaderboard (family, email, name, body) VALUES (?, ?, ?, ?)',
      family,
      email,
      name,
      JSON.stringify(rating),
    );
  }

  leaderboard(family: string): LeaderboardRow[] {
    return this.sql
      .exec<{ email: string; name: string; body: string }>(
        'SELECT email, name, body FROM leaderboard WHERE family = ?',
        family,
      )
      .toArray()
      .map(leaderboardRow)
      .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
  }

  /** One player's row, for their page, without reading the whole family. */
  leaderboardEntry(family: string, email: string): LeaderboardRow | null {
    const [row] = this.sql
      .exec<{ email: string; name: string; body: string }>(
        'SELECT email, name, body FROM leaderboard WHERE family = ? AND email = ?',
        family,
        email,
      )
      .toArray();
    return row ? leaderboardRow(row) : null;
  }
}

function leaderboardRow(r: { email: string; name: string; body: string }): LeaderboardRow {
  const rating = JSON.parse(r.body) as Rating;
  return {
    email: r.email,
    name: r.name,
    rating: rating.rating,
    rd: rating.rd,
    games: rating.games,
  };
}
