// Tournament: one Durable Object per tournament. It keeps the pure reducer's state and its own
// bookkeeping, opens games through the same path as POST /api/games, takes each game's result
// exactly once (recordResult is idempotent), and mails pairings, standings and final results
// through its own outbox. Sign-up by email stays open until `startsAt`; the alarm starts it.
import { DurableObject } from 'cloudflare:workers';
import { getGameKind } from '../../engine/registry';
import { fail, ok, type Result } from '../../engine/result';
import {
  createTournament,
  type GameResult,
  nextActions,
  recordResult,
  type Tournament as TournamentState,
  withdraw,
} from '../../engine/tournament/index';
import { checkEntrants } from '../access/caps';
import { isServiceAddress } from '../access/player-address';
import type { Env } from '../env';
import type { OutgoingMessage } from '../mail/message';
import { ObjectOutbox } from '../mail/object-outbox';
import { cleanDisplayName } from '../names/display-name';
import { JsonTable } from '../objects/json-table';
import { SerialQueue } from '../objects/serial-queue';
import { playerStub } from '../rpc/player';
import type { TournamentInfo, TournamentRpc, TournamentSummary } from '../rpc/tournament';
import { advance, describeResult, type Progress } from './advance';
import { standingsMails } from './mails';
import { summarise } from './summary';

/** Opening a round's games is guarded by an alarm this far ahead: a crash resumes from it. */
const RESUME_AFTER_MS = 60_000;

export class Tournament extends DurableObject<Env> implements TournamentRpc {
  private readonly queue = new SerialQueue();
  private readonly meta: JsonTable;
  private readonly outbox: ObjectOutbox;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.meta = new JsonTable(ctx.storage.sql, 'meta');
    this.outbox = new ObjectOutbox(ctx.storage.sql, env, () => ({
      kind: 'tournament',
      name: this.info()?.id ?? 'unknown',
    }));
  }

  private info(): TournamentInfo | null {
    return this.meta.read<TournamentInfo>('info');
  }

  private state(): TournamentState | null {
    return this.meta.read<TournamentState>('state');
  }

  private save({ info, t }: Progress): void {
    this.ctx.storage.transactionSync(() => {
      this.meta.write('info', info);
      this.meta.write('state', t);
    });
  }

  private mail(messages: OutgoingMessage[], now: number): void {
    this.outbox.enqueue(messages, now);
  }

  private async deliver(now: number, dueBy = now): Promise<void> {
    await this.outbox.flush(now, dueBy);
    const info = this.info();
    const times = [this.outbox.nextDue(), info?.status === 'signup' ? info.startsAt : null];
    const due = times.filter((t): t is number => t !== null);
    if (due.length > 0) await this.ctx.storage.setAlarm(Math.min(...due));
  }

  private io(now: number) {
    return {
      env: this.env,
      now,
      save: (p: Progress) => this.save(p),
      mail: (m: OutgoingMessage[]) => this.mail(m, now),
    };
  }

  /** A new tournament: starts now, or opens sign-up until `info.startsAt`. */
  async create(info: TournamentInfo, now = Date.now()): Promise<Result<{ id: string }>> {
    return this.queue.run(async () => {
      if (this.info()) return fail('tournament-exists', `Tournament ${info.id} already exists.`);
      this.meta.write('info', info);
      if (info.status === 'signup') {
        await this.deliver(now);
        return ok({ id: info.id });
      }
      await this.ctx.storage.setAlarm(now + RESUME_AFTER_MS);
      const started = await this.begin(info, now);
      await this.deliver(now);
      return started.ok ? ok({ id: info.id }) : started;
    });
  }

  /** JOIN by email before the start (the sender's address was checked by the caller). */
  async join(email: string, name: string, now = Date.now()): Promise<Result<{ players: number }>> {
    return this.queue.run(async () => {
      const info = this.info();
      if (!info) return fail('unknown-tournament', 'There is no such tournament.');
      if (info.status !== 'signup' || (info.startsAt !== null && info.startsAt <= now))
        return fail('signup-closed', `Sign-up for ${info.name} has closed.`);
      if (info.players.some((p) => p.id === email)) return ok({ players: info.players.length });
      if (isServiceAddress(email, this.env))
        return fail('service-address', 'The service cannot enter its own addresses.');
      const full = checkEntrants(info.players.length + 1);
      if (!full.ok) return full;
      // Writing JOIN is asking to hear from us; the name is cleaned like every other.
      await playerStub(this.env, email).markKnown();
      const players = [...info.players, { id: email, name: cleanDisplayName(name) || email }];
      this.meta.write('info', { ...info, players });
      return ok({ players: players.length });
    });
  }

  /** Closes sign-up and pairs the first games (the alarm calls this at `startsAt`). */
  async start(now = Date.now()): Promise<Result<{ id: string }>> {
    return this.queue.run(async () => {
      const info = this.info();
      if (!info) return fail('unknown-tournament', 'There is no such tournament.');
      if (info.status !== 'signup') return ok({ id: info.id });
      await this.ctx.storage.setAlarm(now + RESUME_AFTER_MS);
      const started = await this.begin(info, now);
      await this.deliver(now);
      return started.ok ? ok({ id: info.id }) : started;
    });
  }

  private async begin(info: TournamentInfo, now: number): Promise<Result<void>> {
    const family = getGameKind(info.ruleset)?.family;
    // Seeds come from the players' ratings in this game's family.
    const ratings = await Promise.all(
      info.players.map((p) => (family ? playerStub(this.env, p.id).rating(family) : null)),
    );
    const created = createTournament(
      info.config,
      info.players.map((p, i) => ({ id: p.id, name: p.name, rating: ratings[i]?.rating })),
      info.seed,
    );
    if (!created.ok) {
      this.meta.write('info', { ...info, status: 'finished' });
      this.meta.write('error', created.error);
      return created;
    }
    const running = { info: { ...info, status: 'running' as const }, t: created.value };
    this.save(running);
    await advance(running, this.io(now));
    return ok(undefined);
  }

  /** A game's result, from its GameRoom; a repeated report changes nothing. */
  async reportResult(gameId: string, result: GameResult, now = Date.now()): Promise<Result<void>> {
    // Answered outside the queue: a forfeit this object is carrying out reports back to it.
    const known = this.state()?.games.find((g) => g.id === gameId);
    if (known && known.status !== 'pending') return ok(undefined);
    return this.queue.run(async () => {
      const info = this.info();
      const t = this.state();
      if (!info || !t) return fail('unknown-tournament', 'There is no such tournament.');
      const recorded = recordResult(t, gameId, result);
      if (!recorded.ok) return recorded;
      if (recorded.value === t) return ok(undefined);
      this.save({ info, t: recorded.value });
      this.mail(
        await standingsMails(
          this.env,
          info,
          recorded.value,
          gameId,
          describeResult(info, t, gameId, result),
        ),
        now,
      );
      await advance({ info, t: recorded.value }, this.io(now));
      await this.deliver(now);
      return ok(undefined);
    });
  }

  /** A player leaves: their remaining games are forfeited or cancelled, as the options say. */
  async withdraw(email: string, now = Date.now()): Promise<Result<void>> {
    return this.queue.run(async () => {
      const info = this.info();
      if (!info) return fail('unknown-tournament', 'There is no such tournament.');
      if (info.status === 'signup') {
        this.meta.write('info', { ...info, players: info.players.filter((p) => p.id !== email) });
        return ok(undefined);
      }
      const t = this.state();
      if (!t) return fail('unknown-tournament', 'There is no such tournament.');
      const left = withdraw(t, email);
      if (!left.ok) return left;
      this.save({ info, t: left.value });
      await advance({ info, t: left.value }, this.io(now));
      await this.deliver(now);
      return ok(undefined);
    });
  }

  /** The provider takes mail again (MailHealth wakes us): held messages go now. */
  async resumeMail(now = Date.now()): Promise<void> {
    await this.queue.run(async () => {
      this.outbox.releaseHeld(now);
      await this.deliver(now);
    });
  }

  summary(): TournamentSummary | null {
    const info = this.info();
    return info ? summarise(info, this.state()) : null;
  }

  /** The reducer's state as stored (tests and operators). */
  raw(): { info: TournamentInfo | null; state: TournamentState | null } {
    return { info: this.info(), state: this.state() };
  }

  /**
   * Finishes what a crash interrupted: a running tournament with no pairings yet is begun, and
   * one whose reducer still asks for games is advanced. Each pairing's game id is fixed
   * (advance.ts), so a game opened before the crash is found, never opened twice.
   */
  private async resume(info: TournamentInfo, now: number): Promise<void> {
    const t = this.state();
    if (!t) {
      await this.begin(info, now);
      return;
    }
    if (nextActions(t).length === 0) return;
    await advance({ info, t }, this.io(now));
  }

  override async alarm(): Promise<void> {
    const now = Date.now();
    const info = this.info();
    // The alarm stands for the moment it was set for, even when it runs early (tests).
    if (info?.status === 'signup' && info.startsAt !== null)
      await this.start(Math.max(now, info.startsAt));
    else if (info?.status === 'running') await this.queue.run(() => this.resume(info, now));
    await this.queue.run(() => this.deliver(now, Math.max(now, this.outbox.nextDue() ?? now)));
  }
}
