// The games the turn bench plays, one turn at a time, as the Worker plays a turn: read the inbound
// MIME reply, read it against the emails it names (the HTML of each made text once, as the room
// keeps it), parse and apply the move, render every player's email (HTML and text); then, outside
// the turn, the emails into the outbox. Seeded games where every seat plays its best play. One
// body for both runtimes the bench measures the turn in: Node (turn-bench.ts, which times each
// phase from inside) and workerd (turn-isolate-worker.ts, timed from outside the isolate).
import { getLexicon } from '../../dictionaries/registry';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import type { GameEvent, GameKind } from '../../engine/kind';
import { getGameKind } from '../../engine/registry';
import type { Env } from '../env';
import { composeTurnMails } from '../game-room/compose';
import { seatLinks, type TurnContext } from '../game-room/envelope';
import type { GameRecord } from '../game-room/record';
import { readReply } from '../mail/inbound/read-reply';
import type { OutgoingMessage } from '../mail/message';
import { type OutboxParts, outboxParts } from '../mail/outbox-row';
import { robotCommands } from '../robot/command';
import { BenchMailbox } from './bench-mailbox';
import { mimeReply } from './bench-reply';

export interface TurnGamesOptions {
  players: number;
  ruleset: string;
  lexicon: string;
  seed: string;
}

/** The turn's phases, in order: `play` reports the end of each. */
export type TurnPhase = 'mime' | 'quoted' | 'apply' | 'render';

/** What a turn sent: its emails, with their sizes, and whether it ended the game. */
export interface PlayedTurn {
  composed: { seat: number; message: OutgoingMessage }[];
  mails: number;
  html: number;
  over: boolean;
}

/** A turn's emails as the outbox stores them (outboxParts). */
export type OutboxRows = { seat: number; message: OutgoingMessage; parts: OutboxParts }[];

const ENV = {
  PUBLIC_URL: 'https://play.example.com',
  MAIL_DOMAIN: 'play.example.com',
  MAIL_FROM: 'Wordmail <turns@play.example.com>',
  LINK_SECRET: 'k1:turn-bench-secret-turn-bench-secret',
} as unknown as Env;

type Game = { record: GameRecord; state: CrosswordState; mailbox: BenchMailbox; turn: number };
type Reply = { seat: number; command: string; raw: string };

export class TurnGames {
  private game: Game | null = null;
  private games = 0;
  private reply: Reply | null = null;
  private turnPlayed: { state: CrosswordState; composed: PlayedTurn['composed'] } | null = null;

  private constructor(
    private readonly options: TurnGamesOptions,
    private readonly kind: GameKind,
    private readonly config: CrosswordConfig,
  ) {}

  /** Games of `options`; throws, saying why, for an unknown ruleset or lexicon. */
  static open(options: TurnGamesOptions): TurnGames {
    const kind = getGameKind(options.ruleset);
    const lexicon = getLexicon(options.lexicon);
    if (kind?.family !== 'crossword' || !lexicon)
      throw new Error(`unknown crossword ruleset ${options.ruleset} or lexicon ${options.lexicon}`);
    const configured = kind.configure({}, lexicon.id);
    if (!configured.ok) throw new Error(configured.error.message);
    return new TurnGames(options, kind, configured.value as CrosswordConfig);
  }

  /**
   * The next turn's reply, made before the turn's clock starts: the player's choice is not the
   * service's work. A new game starts where the last one ended.
   */
  prepare(): void {
    const game =
      this.game && !this.kind.pending(this.config, this.game.state).over
        ? this.game
        : this.newGame();
    game.turn += 1;
    const seat = game.state.toMove;
    const lexicon = getLexicon(this.options.lexicon)!;
    const seed = `${game.record.seed}:${game.turn}`;
    const state = game.state;
    const command = robotCommands(this.config, state, seat, 'best', lexicon, seed)[0]!;
    const latest = game.mailbox.latest(seat) ?? { text: 'Your turn', headers: {} };
    const email = game.record.seats[seat]!.email;
    const to = `play-${game.record.id}-x@play.example.com`;
    const id = `bench-${game.turn}@mail.example.com`;
    this.reply = { seat, command, raw: mimeReply(email, to, command, latest, id) };
  }

  /** The turn on the prepared reply, calling `lap` as each phase ends. */
  async play(lap: (phase: TurnPhase) => void = () => {}): Promise<void> {
    const game = this.game!;
    const { seat, command, raw } = this.reply!;
    const reply = await readReply(raw);
    lap('mime');
    const own = game.mailbox.read(seat, reply);
    lap('quoted');
    const parsed = this.kind.parse(own.text.split('\n')[0]!.trim(), this.config);
    if (!parsed.ok) throw new Error(`bench: ${command} did not parse: ${parsed.error.message}`);
    const lexicon = getLexicon(this.options.lexicon)!;
    const options = { now: game.turn * 1000, lexicon };
    const applied = this.kind.apply(this.config, game.state, seat, parsed.value, options);
    if (!applied.ok) throw new Error(`bench: ${command} refused: ${applied.error.message}`);
    lap('apply');
    const ctx: TurnContext = {
      env: ENV,
      record: game.record,
      kind: this.kind,
      state: applied.value.state,
      turn: game.turn,
      now: game.turn * 1000,
      threads: game.mailbox.threads,
      // One signer per turn, as the room makes for each turn's emails.
      links: seatLinks(ENV),
    };
    const events = applied.value.events as GameEvent[];
    const composed = await composeTurnMails(ctx, events, seat, null);
    lap('render');
    this.turnPlayed = { state: applied.value.state as CrosswordState, composed };
  }

  /** What the turn just played sent, counted after its clock stops. */
  played(): PlayedTurn {
    const { state, composed } = this.turnPlayed!;
    return {
      composed,
      mails: composed.length,
      html: composed.reduce((n, c) => n + c.message.html.length, 0),
      over: this.kind.pending(this.config, state).over,
    };
  }

  /** The played turn's emails as the outbox stores them (outbox.ts: enqueueMessages). */
  outboxRows(): OutboxRows {
    return this.turnPlayed!.composed.map((c) => ({ ...c, parts: outboxParts(c.message) }));
  }

  /** The played turn committed: its state the game's, its emails sent (`rows`, outboxRows'). */
  commit(rows: OutboxRows): void {
    this.game!.state = this.turnPlayed!.state;
    this.game!.mailbox.commit(rows);
    this.turnPlayed = null;
  }

  private newGame(): Game {
    const n = this.games++;
    const seats = Array.from({ length: this.options.players }, (_, i) => ({
      name: `Player ${i + 1}`,
      email: `p${i + 1}@example.com`,
      token: `token${i + 1}tokentoken`,
    }));
    const record = {
      id: `bench${n}xyz`,
      ruleset: this.kind.id,
      lexicon: this.options.lexicon,
      seed: `${this.options.seed}-${n}`,
      createdAt: 0,
      seats,
      config: this.config,
    } as unknown as GameRecord;
    const state = this.kind.setup(this.config, seats, record.seed) as CrosswordState;
    const mailbox = new BenchMailbox(seats.length, ENV.MAIL_FROM);
    this.game = { record, state, mailbox, turn: 0 };
    return this.game;
  }
}
