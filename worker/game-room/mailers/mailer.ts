// What each game family writes: the email after a turn (or phase) and the refusal of a command.
// The envelope (addresses, threading, ids) is the same for every family and is not theirs to make.
import type { HelpSection } from '../../../emails/help-email';
import type { GameEvent } from '../../../engine/kind';
import type { Attachment } from '../../mail/message';
import type { TurnContext } from '../envelope';

export interface RenderedMail {
  html: string;
  text: string;
  attachments?: Attachment[];
}

export interface FamilyMailer {
  /** The email `seat` gets after a turn or phase change; `moverSeat` is null at the start and on deadlines. */
  turn(
    ctx: TurnContext,
    seat: number,
    happened: GameEvent[],
    moverSeat: number | null,
    note: { from: string; text: string } | null,
  ): Promise<RenderedMail>;
  /**
   * Who gets the email of this turn (default: every seat). Parlor games answer a command that only
   * its sender needs to hear about (a sealed bet, a secret word) to the sender alone, unless it
   * carries a note for the others.
   */
  recipients?(
    ctx: TurnContext,
    happened: GameEvent[],
    moverSeat: number | null,
    note: { from: string; text: string } | null,
  ): number[];
  /** The command reference HELP answers with (default: the crossword commands). */
  help?(ctx: TurnContext, seat: number): HelpSection[];
  /** The answer to a refused command: what was wrong, how to fix it, the position. */
  refusal(ctx: TurnContext, seat: number, command: string, reason: string): Promise<RenderedMail>;
}
