// Commands about the game rather than moves in it (HELP, BOARD, …). They are recognised before
// the game's own notation and answer by email to the sender only; they never change the game.
import { createElement } from 'react';
import { HelpEmail, helpEmailText } from '../../emails/help-email';
import { HistoryEmail, historyEmailText } from '../../emails/history-email';
import { NoteEmail, noteEmailText } from '../../emails/note-email';
import { renderHtml } from '../../emails/render';
import { endOfGameLines } from '../../emails/text/crossword-text';
import type { CrosswordConfig } from '../../engine/crossword/rules';
import type { CrosswordView } from '../../engine/crossword/view';
import { aliasCommand } from './aliases';
import { answerSeat, boardToSeat } from './answer';
import { envelope, gameTitle } from './compose';
import { crosswordHelp } from './crossword-help';
import { type RoomFeature, wordCommand } from './feature';
import { mailerFor } from './mailers/index';
import type { RoomPort } from './port';

const help = wordCommand('HELP', async (room, seat, _line, ctx) => {
  const record = room.record()!;
  const kind = room.kindOf(record);
  const turnCtx = room.context(record, room.state(), ctx.now);
  // Parlor games answer with their own commands and the current phase's help.
  const sections =
    mailerFor(kind.family).help?.(turnCtx, seat) ??
    crosswordHelp(record.ruleset, record.config as CrosswordConfig);
  const props = { gameTitle: gameTitle(record, kind), sections };
  const email = createElement(HelpEmail, props);
  await answerSeat(room, seat, `help:${ctx.requestId}`, email, helpEmailText(props), ctx.now);
});

const board = wordCommand('BOARD', async (room, seat, _line, ctx) => {
  const what = room.kindOf(room.record()!).family === 'crossword' ? 'board' : 'game';
  const happened = [{ type: 'board', text: `Here is the ${what} as it stands.` }];
  await boardToSeat(room, seat, `board:${ctx.requestId}`, happened, ctx.now);
});

const history = wordCommand('HISTORY', async (room, seat, _line, ctx) => {
  const record = room.record()!;
  const kind = room.kindOf(record);
  const view = kind.view(record.config, room.state(), seat) as {
    moves?: { text: string }[];
    players?: { name: string; score: number }[];
  };
  const moves = room
    .moveLog()
    .flatMap((m) =>
      m.events.length
        ? m.events.map((e) => e.text)
        : [`${record.seats[m.seat]?.name ?? 'Deadline'}: ${m.command}`],
    );
  const props = {
    gameTitle: gameTitle(record, kind),
    moves: view.moves?.map((m) => m.text) ?? moves,
    totals: view.players?.map((p) => ({ name: p.name, score: p.score })) ?? [],
    // Crossword games: the end-of-game adjustments with their reasons and the revealed seed.
    ending: kind.family === 'crossword' ? endOfGameLines(view as CrosswordView) : [],
  };
  const email = createElement(HistoryEmail, props);
  await answerSeat(room, seat, `history:${ctx.requestId}`, email, historyEmailText(props), ctx.now);
});

const subscribe = wordCommand('SUBSCRIBE', async (room, seat, _line, ctx) => {
  room.setMuted(seat, false);
  const happened = [
    {
      type: 'subscribed',
      text: 'You will get this game’s emails again. Here is the board as it stands.',
    },
  ];
  await boardToSeat(room, seat, `board:${ctx.requestId}`, happened, ctx.now);
});

/** The room's own service commands, as the first feature of worker/game-room-features.ts. */
export function roomCommands(): RoomFeature {
  return {
    name: 'room commands',
    serviceCommands: [help, board, history, subscribe, aliasCommand],
  };
}

/** Sends a player's note to every other seat; the game does not change. */
export async function relayNote(
  room: RoomPort,
  seat: number,
  note: string,
  requestId: string,
  now: number,
  /** Only these seats (default: everyone else). */
  to?: number[],
): Promise<void> {
  const record = room.record()!;
  const ctx = room.context(record, room.state(), now);
  const props = {
    gameTitle: gameTitle(record, room.kindOf(record)),
    from: record.seats[seat]!.name,
    note,
  };
  const html = await renderHtml(createElement(NoteEmail, props));
  const text = noteEmailText(props);
  const mails = record.seats
    .map((_, other) => other)
    .filter((other) => other !== seat && (to === undefined || to.includes(other)))
    .map((other) => ({
      seat: other,
      message: { ...envelope(ctx, other, `note:${requestId}`), html, text },
    }));
  await room.mail(mails, now, { id: requestId, seat, outcome: 'note' });
}
