// Player: one Durable Object per normalised email address — display name, settings and the
// games they are in. Games tell their players when they start and end. Callers hold its contract
// (worker/rpc/player.ts); this class sits above the features it runs (the digest, vacations).
import { DurableObject } from 'cloudflare:workers';
import type { VacationCommand } from '../engine/correspondence/index';
import type { Family } from '../engine/kind';
import type { Rating } from '../engine/ratings/rating';
import type { Result } from '../engine/result';
import { PlayerConsent } from './access/consent';
import { PlayerRecords } from './correspondence/player-records';
import { comeBack, takeVacation } from './correspondence/player-vacations';
import { RatingHistory } from './correspondence/rating-history';
import { sendDigest } from './digest/digest';
import { digestDay, nextDigestAt } from './digest/digest-time';
import type { Env } from './env';
import { JsonTable } from './objects/json-table';
import { type GameRoomRpc, gameRoomStub } from './rpc/game-room';
import type {
  Consent,
  InvitationClaim,
  LeaderboardRow,
  PlayerGame,
  PlayerProfile,
  PlayerRpc,
  PlayerSettings,
  RatedGame,
  RatingStep,
  VacationBooked,
} from './rpc/player';

const DEFAULT_SETTINGS: PlayerSettings = {
  notify: 'every-move',
  confirmations: true,
  timeZone: 'UTC',
};

export class Player extends DurableObject<Env> implements PlayerRpc {
  private readonly records: PlayerRecords;
  private readonly history: RatingHistory;
  private readonly consent: PlayerConsent;
  /** Email, name, settings and the digest slot, as JSON under fixed keys. */
  private readonly stored: JsonTable;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.stored = new JsonTable(ctx.storage.sql, 'profile');
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS games (game_id TEXT PRIMARY KEY, body TEXT NOT NULL)`,
    );
    this.records = new PlayerRecords(ctx.storage.sql);
    this.history = new RatingHistory(ctx.storage.sql);
    this.consent = new PlayerConsent(ctx.storage.sql);
  }

  /**
   * Records a new game. The display name is the one given with the player's first game; after
   * that only the player changes it (NAME), never whoever invites them.
   */
  async joinGame(email: string, name: string, game: PlayerGame): Promise<void> {
    this.ctx.storage.transactionSync(() => {
      this.stored.write('email', email);
      if (this.stored.read<string>('name') === null) this.stored.write('name', name);
      this.ctx.storage.sql.exec(
        'INSERT OR IGNORE INTO games (game_id, body) VALUES (?, ?)',
        game.gameId,
        JSON.stringify(game),
      );
    });
    // The new game mails this player as their settings say: a digest reader gets no per-move
    // email from it either, and no confirmations when they turned those off.
    const settings = this.settings();
    const room = gameRoomStub(this.env, game.gameId);
    if (settings.notify === 'daily-digest') await room.setDigest(email, true);
    if (!settings.confirmations) await room.setConfirmations(email, false);
  }

  /** Every move, or one daily digest of the games awaiting this player (NOTIFY by reply). */
  async setNotify(mode: PlayerSettings['notify'], now = Date.now()): Promise<PlayerSettings> {
    const settings = await this.updateSettings({ notify: mode }, now);
    const digest = mode === 'daily-digest';
    await this.tellGames((room, email) => room.setDigest(email, digest));
    return settings;
  }

  /** A confirmation email for each own move, or none (NOTIFY CONFIRMATIONS by reply). */
  async setConfirmations(on: boolean, now = Date.now()): Promise<PlayerSettings> {
    const settings = await this.updateSettings({ confirmations: on }, now);
    await this.tellGames((room, email) => room.setConfirmations(email, on));
    return settings;
  }

  /** Tells each running game of this player a setting that changes how it mails them. */
  private async tellGames(
    tell: (room: DurableObjectStub<GameRoomRpc>, email: string) => Promise<void>,
  ): Promise<void> {
    const email = this.stored.read<string>('email');
    if (!email) return;
    await Promise.all(this.activeGames().map((g) => tell(gameRoomStub(this.env, g.gameId), email)));
  }

  /**
   * The digest alarm: the next 07:00 on the player's clock after `from`, or none for a player
   * who gets every move. `digestDue` remembers the slot, so the alarm knows which day it sends.
   */
  private async scheduleDigest(settings: PlayerSettings, from: number): Promise<void> {
    if (settings.notify !== 'daily-digest') {
      this.stored.write('digestDue', null);
      await this.ctx.storage.deleteAlarm();
      return;
    }
    const due = nextDigestAt(from, settings.timeZone);
    this.stored.write('digestDue', due);
    await this.ctx.storage.setAlarm(due);
  }

  /** The daily digest (worker/digest), then the next one. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    const email = this.stored.read<string>('email');
    const settings = this.settings();
    if (!email || settings.notify !== 'daily-digest') return;
    // The slot this alarm was set for. An alarm that runs a little early must not schedule the
    // same 07:00 again, so the next one is counted from whichever is later.
    const due = this.stored.read<number>('digestDue') ?? now;
    const player = {
      email,
      name: this.stored.read<string>('name') ?? email,
      timeZone: settings.timeZone,
    };
    const day = digestDay(due, settings.timeZone);
    const outcome = await sendDigest(this.env, player, this.activeGames(), now, day);
    if (outcome.retry) await this.ctx.storage.setAlarm(now + 15 * 60_000);
    else await this.scheduleDigest(settings, Math.max(now, due));
  }

  /** The name this player chose (or their first game gave), or null for a new address. */
  displayName(): string | null {
    return this.stored.read<string>('name');
  }

  /** NAME by the player themself: the name on the leaderboard and in new games. */
  rename(email: string, name: string): void {
    this.stored.write('email', email);
    this.stored.write('name', name);
  }

  /** Whether this address asked to hear from us (worker/access/consent.ts), and its own name. */
  standing(): Consent & { name: string | null } {
    return { ...this.consent.current(), name: this.displayName() };
  }

  markKnown(): void {
    this.consent.markKnown();
  }

  claimInvitation(gameId: string): InvitationClaim {
    return this.consent.claimInvitation(gameId);
  }

  profile(): PlayerProfile | null {
    const email = this.stored.read<string>('email');
    if (!email) return null;
    return {
      email,
      name: this.stored.read<string>('name') ?? email,
      settings: {
        ...DEFAULT_SETTINGS,
        ...(this.stored.read<Partial<PlayerSettings>>('settings') ?? {}),
      },
      games: this.ctx.storage.sql
        .exec<{ body: string }>('SELECT body FROM games ORDER BY rowid')
        .toArray()
        .map((r) => JSON.parse(r.body) as PlayerGame),
    };
  }

  /** Changes settings; a new notify mode or time zone (TIMEZONE by reply) moves the digest alarm. */
  async updateSettings(patch: Partial<PlayerSettings>, now = Date.now()): Promise<PlayerSettings> {
    const settings = { ...this.settings(), ...patch };
    this.stored.write('settings', settings);
    if (patch.notify !== undefined || patch.timeZone !== undefined)
      await this.scheduleDigest(settings, now);
    return settings;
  }

  settings(): PlayerSettings {
    return {
      ...DEFAULT_SETTINGS,
      ...(this.stored.read<Partial<PlayerSettings>>('settings') ?? {}),
    };
  }

  /** Games not yet finished, oldest first. */
  activeGames(): PlayerGame[] {
    return (this.profile()?.games ?? []).filter((g) => g.finishedAt === null);
  }

  /** A game ended: remember the result (once) so GAMES and pages stop listing it as running. */
  finishGame(gameId: string, result: string, now: number): void {
    const rows = this.ctx.storage.sql
      .exec<{ body: string }>('SELECT body FROM games WHERE game_id = ?', gameId)
      .toArray();
    if (!rows.length) return;
    const game = JSON.parse(rows[0]!.body) as PlayerGame;
    if (game.finishedAt !== null) return;
    this.ctx.storage.sql.exec(
      'UPDATE games SET body = ? WHERE game_id = ?',
      JSON.stringify({ ...game, finishedAt: now, result }),
      gameId,
    );
  }

  /** VACATION: books it and stops this player's clocks in all their other games. */
  async takeVacation(
    command: Extract<VacationCommand, { type: 'vacation' }>,
    now: number,
    allowanceDays: number,
    exceptGameId: string | null,
  ): Promise<Result<VacationBooked>> {
    const email = this.stored.read<string>('email') ?? '';
    const games = this.activeGames().map((g) => g.gameId);
    return takeVacation(
      this.env,
      this.records,
      email,
      games,
      command,
      now,
      allowanceDays,
      exceptGameId,
    );
  }

  /** BACK: the running vacation ends now, in every game. */
  async comeBack(now: number, exceptGameId: string | null): Promise<Result<{ games: number }>> {
    const email = this.stored.read<string>('email') ?? '';
    const games = this.activeGames().map((g) => g.gameId);
    return comeBack(this.env, this.records, email, games, now, exceptGameId);
  }

  vacations() {
    return this.records.vacations();
  }

  rating(family: Family): Rating | null {
    return this.records.rating(family);
  }

  ratings(): Partial<Record<Family, Rating>> {
    return this.records.allRatings();
  }

  /** A rated game's rating change, counted once per game id; returns the rating now held. */
  applyRating(gameId: string, family: Family, change: RatingStep, now: number): Rating {
    const before = this.records.rating(family) ?? change.before;
    const held = this.records.applyRating(gameId, family, change, now);
    this.history.record(gameId, family, before, held, now);
    return held;
  }

  /** Rated games in one family, newest first, for the player page. */
  ratedGames(family: Family): RatedGame[] {
    return this.history.games(family);
  }

  /** Only on the LEADERBOARD_NAME object. */
  postToLeaderboard(family: Family, email: string, name: string, rating: Rating): void {
    this.records.postToLeaderboard(family, email, name, rating);
  }

  leaderboard(family: string): (LeaderboardRow & { pageId: string })[] {
    return this.records
      .leaderboard(family)
      .map((row) => ({ ...row, pageId: this.history.pageId(row.email) }));
  }

  /** Only on the LEADERBOARD_NAME object: the row of the player a page id names, or null. */
  pageEntry(family: string, pageId: string): (LeaderboardRow & { pageId: string }) | null {
    const email = this.history.emailOfPage(pageId);
    const row = email ? this.records.leaderboardEntry(family, email) : null;
    return row ? { ...row, pageId } : null;
  }
}
