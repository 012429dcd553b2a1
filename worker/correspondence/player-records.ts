// What a Player Durable Object keeps for correspondence play: vacations taken, ratings per family,
// and the games whose results were already counted (so a retried report changes nothing). The
// leaderboard of every family lives in one reserved Player object (LEADERBOARD_NAME).
import type { Interval } from '../../engine/correspondence/calendar';
import type { Family } from '../../engine/kind';
import type { Rating } from '../../engine/ratings/rating';

/** Not an email address, so no player can ever be this object. */
export const LEADERBOARD_NAME = '@leaderboard';

export interface LeaderboardRow {
  email: string;
  name: string;
  rating: number;
  rd: number;
  games: number;
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

  /** Counts a game's new rating once; false when this game was already counted. */
  applyRating(gameId: string, family: Family, rating: Rating, now: number): boolean {
    const seen = this.sql.exec('SELECT 1 FROM rated_games WHERE game_id = ?', gameId).toArray();
    if (seen.length > 0) return false;
    this.sql.exec('INSERT INTO rated_games (game_id, at) VALUES (?, ?)', gameId, now);
    this.sql.exec(
      'INSERT OR REPLACE INTO ratings (family, body) VALUES (?, ?)',
      family,
      JSON.stringify(rating),
    );
    return true;
  }

  postToLeaderboard(family: Family, email: string, name: string, rating: Rating): void {
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
      .map((r) => {
        const rating = JSON.parse(r.body) as Rating;
        return {
          email: r.email,
          name: r.name,
          rating: rating.rating,
          rd: rating.rd,
          games: rating.games,
        };
      })
      .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
  }
}
