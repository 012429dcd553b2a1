// A player's rated games, one row per game and family with the rating before and after, for the
// public player page; and, on the leaderboard object, the opaque id that names each player's page
// (never the email address).
import type { Family } from '../../engine/kind';
import type { Rating } from '../../engine/ratings/rating';
import type { RatedGame } from '../rpc/player';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS rating_history (
     game_id TEXT NOT NULL, family TEXT NOT NULL, before REAL NOT NULL, after REAL NOT NULL,
     rd REAL NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (game_id, family))`,
  // Only on the leaderboard object: email → the id in /leaderboard/:family/players/:id.
  `CREATE TABLE IF NOT EXISTS player_pages (email TEXT PRIMARY KEY, page_id TEXT UNIQUE NOT NULL)`,
];

export class RatingHistory {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of SCHEMA) sql.exec(statement);
  }

  /** Once per game: a retried report finds the row and leaves it. */
  record(gameId: string, family: Family, before: Rating, after: Rating, at: number): void {
    this.sql.exec(
      `INSERT OR IGNORE INTO rating_history (game_id, family, before, after, rd, at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      gameId,
      family,
      before.rating,
      after.rating,
      after.rd,
      at,
    );
  }

  /** Newest first. */
  games(family: Family, limit = 100): RatedGame[] {
    return this.sql
      .exec<{ game_id: string; before: number; after: number; rd: number; at: number }>(
        `SELECT game_id, before, after, rd, at FROM rating_history WHERE family = ?
         ORDER BY at DESC LIMIT ?`,
        family,
        limit,
      )
      .toArray()
      .map((r) => ({
        gameId: r.game_id,
        family,
        before: r.before,
        after: r.after,
        rd: r.rd,
        at: r.at,
      }));
  }

  /** The player's page id, made on first listing: 16 random bytes, so pages cannot be guessed. */
  pageId(email: string): string {
    const [row] = this.sql
      .exec<{ page_id: string }>('SELECT page_id FROM player_pages WHERE email = ?', email)
      .toArray();
    if (row) return row.page_id;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const id = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    this.sql.exec('INSERT INTO player_pages (email, page_id) VALUES (?, ?)', email, id);
    return id;
  }

  emailOfPage(pageId: string): string | null {
    const [row] = this.sql
      .exec<{ email: string }>('SELECT email FROM player_pages WHERE page_id = ?', pageId)
      .toArray();
    return row?.email ?? null;
  }
}
