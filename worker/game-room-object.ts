// GameRoom: one Durable Object per game, the entry wrangler binds as GAME_ROOM. Every way in
// (email reply, move page, API) ends in the same pipeline (RoomCore.play); a move, the inbound
// message id and the emails it causes commit in one transaction, and the outbox sends after
// commit. The serial queue keeps turns whole. Its features come from game-room-features.ts.
import { DurableObject } from 'cloudflare:workers';
import { getLexicon } from '../dictionaries/registry';
import { type ExportOptions, exportGcg } from '../engine/crossword/gcg/export';
import { type Preview, previewPlay } from '../engine/crossword/kind';
import type { CrosswordConfig, CrosswordState } from '../engine/crossword/rules';
import { getGameKind } from '../engine/registry';
import { fail, ok, type Result } from '../engine/result';
import { backInRoom, gameStatus, vacationInRoom } from './correspondence/room-clock';
import { tournamentStop } from './correspondence/tournament-stop';
import type { Env } from './env';
import { receiveReply } from './game-room/intake';
import { invitationOf, inviteGame } from './game-room/invitations';
import type { SubmitOutcome } from './game-room/port';
import { proposalOf, proposeGame } from './game-room/proposal';
import type { GameRecord, MailForGame, SubmitSource } from './game-room/record';
import { RoomCore } from './game-room/room';
import { startGame } from './game-room/start';
import { gameRoomFeatures } from './game-room-features';
import type { OutgoingMessage } from './mail/message';
import { outboxCounts, releaseHeld } from './mail/outbox';
import { messageOfRow, type OutboxParts } from './mail/outbox-row';
import { SerialQueue } from './objects/serial-queue';
import type {
  CreateGameInput,
  GameRoomRpc,
  GameStatus,
  IntakeOutcome,
  Proposal,
  WatchMailRequest,
} from './rpc/game-room';
import { watchRequest } from './spectators/watch-request';

export type { CreateGameInput };

export class GameRoom extends DurableObject<Env> implements GameRoomRpc {
  private readonly queue = new SerialQueue();
  private readonly room: RoomCore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.room = new RoomCore(ctx.storage, env, gameRoomFeatures());
  }

  async create(input: CreateGameInput): Promise<Result<{ id: string }>> {
    return this.queue.run(async () => {
      const { record, now } = input;
      if (this.room.record()) return fail('game-exists', `Game ${record.id} already exists.`);
      const kind = getGameKind(record.ruleset);
      if (!kind) return fail('unknown-ruleset', `There is no game called ${record.ruleset}.`);
      await startGame(this.room, record, now);
      return ok({ id: record.id });
    });
  }

  /** A game that waits for ACCEPT: stored unstarted until every invitee has accepted. */
  async invite(input: CreateGameInput): Promise<Result<{ id: string }>> {
    return this.queue.run(async () => {
      if (this.room.record()) return fail('game-exists', `Game ${input.record.id} already exists.`);
      await inviteGame(this.room, input.record, input.now, input.invitation);
      return ok({ id: input.record.id });
    });
  }

  /** A web-form game waiting for its proposer's link (worker/game-room/proposal.ts). */
  async propose(
    proposal: Proposal,
    confirmation: OutgoingMessage,
    now: number,
  ): Promise<Result<void>> {
    return this.queue.run(() => proposeGame(this.room, proposal, confirmation, now));
  }

  proposal(): Proposal | null {
    return proposalOf(this.room);
  }

  /** The stored record (creation retries and tournaments read it; never sent to a client as is). */
  record(): GameRecord | null {
    return this.room.record();
  }

  /** The view for one seat, or the public view for null. */
  view(seat: number | null): unknown {
    const record = this.room.record();
    if (!record) return null;
    const invitation = invitationOf(this.room);
    if (invitation && this.room.state() === null) {
      const status = invitation.declinedBy === null ? 'invited' : 'cancelled';
      return {
        status,
        players: record.seats.map((s, i) => ({
          name: s.name,
          accepted: invitation.accepted.includes(i),
        })),
      };
    }
    return this.room.kindOf(record).view(record.config, this.room.state(), seat);
  }

  /** Validates and scores a play without changing anything (the game page's live preview). */
  preview(seat: number, text: string): Result<Preview> {
    const record = this.room.record();
    if (!record) return fail('unknown-game', 'There is no such game.');
    const kind = this.room.kindOf(record);
    if (kind.family !== 'crossword') return fail('no-preview', 'This game has no play preview.');
    const lexicon = getLexicon(record.lexicon);
    if (!lexicon) throw new Error(`lexicon ${record.lexicon} is not installed`);
    return previewPlay(
      record.config as CrosswordConfig,
      this.room.state() as CrosswordState,
      seat,
      text,
      lexicon,
    );
  }

  /**
   * The GCG record of a crossword game (finished or not); null for other games. During a game
   * it shows no rack but the `owner` seat's (a player's own export through their signed link).
   */
  gcg(options: Pick<ExportOptions, 'owner' | 'dialect'> = {}): string | null {
    const record = this.room.record();
    if (!record || this.room.kindOf(record).family !== 'crossword') return null;
    return exportGcg(
      record.config as CrosswordConfig,
      this.room.state() as CrosswordState,
      record.seats.map((s) => s.name),
      { ...options, id: record.id },
    );
  }

  /** The one way a command reaches the game from a page or the API. */
  async submit(
    seat: number,
    text: string,
    source: SubmitSource,
    now = Date.now(),
  ): Promise<SubmitOutcome> {
    // NFC: a page or API client may send É as E + U+0301; every game reads composed letters.
    const command = text.normalize('NFC');
    return this.queue.run(() => this.room.play(seat, command, source, now));
  }

  /** Closes the current phase as if its deadline had passed (the clock's task calls this too). */
  async expirePhase(now = Date.now()): Promise<SubmitOutcome> {
    return this.queue.run(() => this.room.expirePhase(now));
  }

  /** A player's vacation (booked through their Player object): their clock here stands still. */
  async applyVacation(email: string, from: number, to: number, now = Date.now()): Promise<void> {
    return this.queue.run(() => vacationInRoom(this.room, email, from, to, now));
  }

  /** BACK: the player's clock here runs again from `now`. */
  async resumeVacation(email: string, now = Date.now()): Promise<void> {
    return this.queue.run(() => backInRoom(this.room, email, now));
  }

  /** Whose turn it is and by when (GAMES, tournament pages). */
  status(): GameStatus | null {
    return gameStatus(this.room);
  }

  /** The tournament ends this game: a withdrawn player forfeits it, or it is cancelled. */
  async tournamentStop(
    outcome: 'forfeited' | 'cancelled',
    loserEmail: string | null,
    now = Date.now(),
  ): Promise<void> {
    return this.queue.run(() => tournamentStop(this.room, outcome, loserEmail, now));
  }

  /** WATCH (confirmed by a reply) or UNWATCH by email from a spectator (worker/spectators). */
  async watch(request: WatchMailRequest, now = Date.now()) {
    return this.queue.run(async () => watchRequest(this.room, request, now));
  }

  /** The player at `email` reads the daily digest instead of an email after every move. */
  setDigest(email: string, on: boolean): void {
    for (const [seat, s] of (this.room.record()?.seats ?? []).entries())
      if (s.email === email) this.room.setDigest(seat, on);
  }

  /** The player at `email` is (or is no longer) mailed a confirmation of each own move. */
  setConfirmations(email: string, on: boolean): void {
    for (const [seat, s] of (this.room.record()?.seats ?? []).entries())
      if (s.email === email) this.room.setConfirmations(seat, on);
  }

  /** A seat leaves (or rejoins) the game's emails: List-Unsubscribe and SUBSCRIBE. */
  setMuted(seat: number, muted: boolean): boolean {
    const record = this.room.record();
    if (!record?.seats[seat]) return false;
    this.room.setMuted(seat, muted);
    return true;
  }

  /** An email reply from the seat whose token is in the reply address. */
  async receiveEmail(mail: MailForGame, now = Date.now()): Promise<{ outcome: IntakeOutcome }> {
    return this.queue.run(async () => ({ outcome: await receiveReply(this.room, mail, now) }));
  }

  override async alarm(): Promise<void> {
    await this.queue.run(() => this.room.runAlarm(Date.now()));
  }

  /** The provider takes mail again (MailHealth wakes us): held messages go now. */
  async resumeMail(now = Date.now()): Promise<void> {
    await this.queue.run(async () => {
      releaseHeld(this.room.sql, now);
      await this.room.deliver(now);
    });
  }

  outboxStatus() {
    return outboxCounts(this.room.sql);
  }

  moveLog(): { seq: number; seat: number; command: string; source: string; at: number }[] {
    return this.room.moveLog().map(({ events: _, ...move }) => move);
  }

  pendingMessages(): OutgoingMessage[] {
    return this.room.sql
      .exec<OutboxParts>(
        "SELECT body, html, text FROM outbox WHERE status IN ('pending', 'held') ORDER BY created",
      )
      .toArray()
      .map(messageOfRow);
  }
}
