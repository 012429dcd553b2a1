// One builder for the parlor games' mailers: each game gives its headlines, reply lines, commands,
// sealed events and its two templates; the view, the props, HELP and who hears of a command are
// worked out here the same way for Mumble-Jumble and Word Jam.
import { createElement } from 'react';
import type { ParlorEmails, ParlorTemplate } from '../../../emails/parlor/parlor-emails';
import type { ParlorView } from '../../../emails/parlor/refusal-email';
import { renderHtml } from '../../../emails/render';
import { gameTitle, playUrl, type TurnContext } from '../envelope';
import type { FamilyMailer, RenderedMail } from './mailer';
import { type ParlorCommands, parlorHelp, sealedRecipients } from './parlor-help';
import { type ParlorPhaseParts, parlorTurnProps } from './parlor-turn';

export interface ParlorMailParts<View extends ParlorView> extends ParlorPhaseParts<View> {
  /** The command reference HELP lists, phase by phase. */
  commands: ParlorCommands[];
  /** How the game reads a reply (its grammar's rules), the last section of the commands. */
  readingRules: string[];
  /** Events only their sender hears about (a sealed bet, a secret word). */
  sealed: ReadonlySet<string>;
  /** The game's phase email and refusal (emails/<game>/emails.ts). */
  emails: ParlorEmails<View>;
}

async function rendered<Props extends object>(
  template: ParlorTemplate<Props>,
  props: Props,
): Promise<RenderedMail> {
  return {
    html: await renderHtml(createElement(template.Email, props)),
    text: template.text(props),
  };
}

export function parlorMailer<View extends ParlorView>(parts: ParlorMailParts<View>): FamilyMailer {
  const viewOf = (ctx: TurnContext, seat: number) =>
    ctx.kind.view(ctx.record.config, ctx.state, seat) as View;
  return {
    help: (ctx, seat) => parlorHelp(viewOf(ctx, seat).help, parts.commands, parts.readingRules),

    recipients: sealedRecipients(parts.sealed),

    async turn(ctx, seat, happened, moverSeat, note) {
      const view = viewOf(ctx, seat);
      const props = await parlorTurnProps(ctx, seat, view, parts, happened, moverSeat, note);
      return rendered(parts.emails.turn, props);
    },

    async refusal(ctx, seat, command, reason) {
      const view = viewOf(ctx, seat);
      return rendered(parts.emails.refusal, {
        gameTitle: gameTitle(ctx.record, ctx.kind),
        command,
        reason,
        view,
        playUrl:
          view.phase === 'over' ? null : await playUrl(ctx.links, ctx.record.id, seat, ctx.now),
        mustAct: ctx.kind.pending(ctx.record.config, ctx.state).seats.includes(seat),
      });
    },
  };
}
