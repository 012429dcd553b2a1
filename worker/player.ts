// Player: one Durable Object per normalised email address — display name, settings and the
// games they are in. Games tell their players when they start and end.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from './env';

export interface PlayerGame {
  gameId: string;
  ruleset: string;
  seat: number;
  opponents: string[];
  startedAt: number;
  finishedAt: number | null;
  result: string | null;
}

export interface PlayerSettings {
  notify: 'every-move' | 'daily-digest';
  timeZone: string;
}

export interface PlayerProfile {
  email: string;
  name: string;
  settings: PlayerSettings;
  games: PlayerGame[];
}

const DEFAULT_SETTINGS: PlayerSettings = { notify: 'every-move', timeZone: 'UTC' };

export class Player extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS profile (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
    );
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS games (game_id TEXT PRIMARY KEY, body TEXT NOT NULL)`,
    );
  }

  private get<T>(key: string): T | null {
    const rows = this.ctx.storage.sql
      .exec<{ value: string }>('SELECT value FROM profile WHERE key = ?', key)
      .toArray();
    return rows.length ? (JSON.parse(rows[0]!.value) as T) : null;
  }

  private put(key: string, value: unknown): void {
    this.ctx.storage.sql.exec(
      'INSERT OR REPLACE INTO profile (key, value) VALUES (?, ?)',
      key,
      JSON.stringify(value),
    );
  }

  /** Records a new game; the name given most recently becomes the display name. */
  joinGame(email: string, name: string, game: PlayerGame): void {
    this.ctx.storage.transactionSync(() => {
      this.put('email', email);
      this.put('name', name);
      this.ctx.storage.sql.exec(
        'INSERT OR IGNORE INTO games (game_id, body) VALUES (?, ?)',
        game.gameId,
        JSON.stringify(game),
      );
    });
  }

  profile(): PlayerProfile | null {
    const email = this.get<string>('email');
    if (!email) return null;
    return {
      email,
      name: this.get<string>('name') ?? email,
      settings: { ...DEFAULT_SETTINGS, ...(this.get<Partial<PlayerSettings>>('settings') ?? {}) },
      games: this.ctx.storage.sql
        .exec<{ body: string }>('SELECT body FROM games ORDER BY rowid')
        .toArray()
        .map((r) => JSON.parse(r.body) as PlayerGame),
    };
  }

  updateSettings(patch: Partial<PlayerSettings>): PlayerSettings {
    const settings = {
      ...DEFAULT_SETTINGS,
      ...(this.get<Partial<PlayerSettings>>('settings') ?? {}),
      ...patch,
    };
    this.put('settings', settings);
    return settings;
  }
}

export function playerStub(env: Env, email: string): DurableObjectStub<Player> {
  return env.PLAYER.get(env.PLAYER.idFromName(email));
}
