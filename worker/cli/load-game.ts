// One game of `npm run load`: created through the API with a fixed seed, and shadowed locally by the
// same engine (the seed fixes the bag), so the driver knows each rack and writes a real play for
// the seat to move, as a player would after reading their email.
import type { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import type { GameKind } from '../../engine/kind';
import { robotCommands } from '../robot/command';

export interface LoadSeat {
  name: string;
  email: string;
  /** The seat's reply address, read from its first email. */
  replyTo: string;
}

export class ShadowGame {
  id = '';
  state: CrosswordState;
  /** Moves the server acknowledged (its email handler returned). */
  sent = 0;
  constructor(
    readonly kind: GameKind,
    readonly config: CrosswordConfig,
    readonly lexicon: CompiledLexicon,
    readonly seed: string,
    readonly seats: LoadSeat[],
  ) {
    this.state = kind.setup(config, seats, seed) as CrosswordState;
  }

  /** The POST /api/games request that creates this game on the server, with the shadow's seed. */
  creation(): RequestInit {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ruleset: this.kind.id,
        lexicon: this.lexicon.id,
        seed: this.seed,
        players: this.seats.map(({ name, email }) => ({ name, email })),
      }),
    };
  }

  get over(): boolean {
    return this.kind.pending(this.config, this.state).over;
  }

  get toMove(): number {
    return this.state.toMove;
  }

  /** The command the seat to move sends: the best play, else an exchange, else PASS. */
  nextCommand(): string {
    const seat = this.state.toMove;
    return robotCommands(
      this.config,
      this.state,
      seat,
      'best',
      this.lexicon,
      `${this.seed}:${this.sent}`,
    )[0]!;
  }

  /** Applies `command` to the shadow, as the server did; false when the engine refuses it. */
  apply(command: string): boolean {
    const parsed = this.kind.parse(command, this.config);
    if (!parsed.ok) return false;
    const applied = this.kind.apply(this.config, this.state, this.state.toMove, parsed.value, {
      now: 0,
      lexicon: this.lexicon,
    });
    if (!applied.ok) return false;
    this.state = applied.value.state as CrosswordState;
    this.sent += 1;
    return true;
  }
}

/** A reply as RFC 5322 text: the command above nothing else, with a unique Message-ID. */
export function replyMime(seat: LoadSeat, command: string, messageId: string): string {
  return [
    `From: ${seat.name} <${seat.email}>`,
    `To: ${seat.replyTo}`,
    'Subject: Re: your turn',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${messageId}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    command,
    '',
  ].join('\r\n');
}
