// Turn and refusal emails for the crossword games.
import { createElement } from 'react';
import { InvitationEmail, invitationEmailText } from '../../../emails/invitation-email';
import type { Prerendered } from '../../../emails/prerendered';
import { RefusalEmail, refusalEmailText } from '../../../emails/refusal-email';
import { prerender, renderHtml } from '../../../emails/render';
import { wordsOnBoardLines } from '../../../emails/text/crossword-text';
import { TurnEmail, turnBoard, turnEmailText } from '../../../emails/turn-email';
import { exportGcg } from '../../../engine/crossword/gcg/export';
import type { CrosswordConfig, CrosswordState, Ruleset } from '../../../engine/crossword/rules';
import { rulesets } from '../../../engine/crossword/rulesets/index';
import { boardView, type CrosswordView, crosswordView } from '../../../engine/crossword/view';
import { wordListFor } from '../../word-lists';
import type { TurnContext } from '../envelope';
import { gameTitle, onceInTurn, turnPlayUrl } from '../envelope';
import type { GameRecord } from '../record';
import { replyAdvice } from './crossword-advice';
import { clockEntries, deadlineText } from './deadline';
import type { FamilyMailer, RenderedMail } from './mailer';
import { ratingLines } from './ratings';

function headlineFor(
  view: CrosswordView,
  seat: number,
  record: GameRecord,
  moverSeat: number | null,
): string {
  if (view.over) {
    const winners = view.result?.winners ?? [];
    if (winners.length !== 1) return 'Game over — a draw';
    return winners[0] === seat
      ? 'Game over — you won!'
      : `Game over — ${record.seats[winners[0]!]!.name} won`;
  }
  if (view.toMove === seat) return `Your turn, ${record.seats[seat]!.name}`;
  const next = view.toMove === null ? 'waiting' : `${record.seats[view.toMove]!.name} to play`;
  return moverSeat === seat ? `Move accepted — ${next}` : next;
}

function howToReply(view: CrosswordView, seat: number): string[] {
  if (view.over) return ['The game is over. Thank you for playing!'];
  if (view.toMove !== seat) return ['Nothing to do until it is your turn; you will get an email.'];
  const ruleset = rulesets[view.ruleset];
  const first = view.squares.every((row) => row.every((square) => !square.letter));
  return [
    `Reply with your move on its own line: ${moveForm(view, ruleset, first)}`,
    otherMoves(view, ruleset),
  ];
}

/**
 * How to write a play, with an example in the reader's own letters: it shows the form, not which
 * word to play (no hints outside hint-enabled games). The first play's example starts on the
 * centre, so it covers the start square as the first play must.
 */
function moveForm(view: CrosswordView, ruleset: Ruleset | undefined, first: boolean): string {
  const centre = view.squares.flat().find((s) => s.start)?.coord ?? 'H8';
  if (ruleset?.unlimited) {
    const row = Number(centre.slice(1));
    const col = centre.charCodeAt(0) - 64;
    return `[row, column], H or V, and the word — written like "[${row},${col}] H PLANE" (rows and columns count from 1).${first ? ' The first word covers the centre square.' : ''}`;
  }
  const letters = Array.from(view.rack ?? [], (t) => (t.letter === '?' ? 'e' : t.letter))
    .slice(0, 4)
    .join('');
  const example = `${first ? centre : 'F6'} across ${letters.length >= 2 ? letters : 'PLANE'}`;
  const start = first
    ? ` The first play must cover the start square ${centre}: start it there, or further left or up so a letter lands on it.`
    : '';
  const blanks =
    ruleset?.blanks === 'rack-first'
      ? ' Your own tile is used for a letter you hold, a blank only for one you lack (lowercase marks which one when a word needs more than you hold).'
      : ' A lowercase letter is a blank.';
  return `the start square, across or down, and your letters in order — written like "${example}" (that shows the form, not a suggestion).${start}${blanks}`;
}

function otherMoves(view: CrosswordView, ruleset: Ruleset | undefined): string {
  const moves = ['PASS'];
  if (view.canExchange) {
    const letters = Array.from(view.rack ?? [], (t) => t.letter)
      .slice(0, 2)
      .join('');
    moves.push(`EXCHANGE and the letters (e.g. EXCHANGE ${letters || 'QU'})`);
  }
  if (view.challengeable) moves.push('CHALLENGE');
  if (ruleset?.canEnd) moves.push('END');
  moves.push('RESIGN');
  const exchangeNote =
    !view.canExchange && !ruleset?.unlimited
      ? ` No exchanges now: the bag has ${view.bagCount} tile${view.bagCount === 1 ? '' : 's'}.`
      : '';
  return `Or reply ${moves.join(', ')}, or HELP for every command.${exchangeNote}`;
}

async function invitation(
  ctx: TurnContext,
  seat: number,
  view: CrosswordView,
): Promise<RenderedMail> {
  const names = ctx.record.seats.map((s) => s.name);
  const others = names.filter((_, i) => i !== seat);
  const props = {
    gameTitle: gameTitle(ctx.record, ctx.kind),
    greeting: `${names[seat]}, you are playing ${ctx.kind.title} against ${others.join(' and ')}.`,
    players: names,
    firstPlayer: names[view.toMove ?? 0] ?? names[0]!,
    yourTurn: view.toMove === seat,
    rules: [...rulesetOf(ctx.record).help.split('\n'), ...wordListLines(ctx.record)],
    view,
    playUrl: await turnPlayUrl(ctx, seat),
    // The same advice later turns give: no word fits (PASS/EXCHANGE), HINT in hint games.
    howToReply: [
      ...howToReply(view, seat),
      ...replyAdvice(ctx.record, ctx.state as CrosswordState, seat),
    ],
    deadline: await readerDeadline(ctx, seat, view),
    clocks: clockEntries(ctx),
  };
  return {
    html: await renderHtml(createElement(InvitationEmail, props)),
    text: invitationEmailText(props),
  };
}

/** Which word list checks this game's words, and what stands in when the rule book's is missing. */
function wordListLines(record: GameRecord): string[] {
  const lines = [`Words are checked against the "${record.lexicon}" word list.`];
  const choice = wordListFor(record.ruleset);
  if (choice.note && record.lexicon === choice.lexicon) lines.push(choice.note);
  return lines;
}

function rulesetOf(record: GameRecord) {
  const ruleset = rulesets[record.ruleset];
  if (!ruleset) throw new Error(`no crossword ruleset ${record.ruleset}`);
  return ruleset;
}

/** The reader's own deadline, when it is their turn and the game has a clock. */
function readerDeadline(ctx: TurnContext, seat: number, view: CrosswordView) {
  return view.toMove === seat && !view.over ? deadlineText(ctx, seat) : Promise.resolve(null);
}

// What every seat's email of a turn shares (onceInTurn): the board (in the view, in HTML and the
// words on it), the link signer and, once the game is over, its GCG record.
function seatView(ctx: TurnContext, seat: number): CrosswordView {
  const config = ctx.record.config as CrosswordConfig;
  const state = ctx.state as CrosswordState;
  const board = onceInTurn(ctx, 'board-view', () => boardView(config, state));
  return crosswordView(config, state, seat, board);
}

function boardOnce(ctx: TurnContext, view: CrosswordView): Prerendered {
  return onceInTurn(ctx, 'board', () => prerender('board', turnBoard(view)));
}

function gcgOnce(ctx: TurnContext): string {
  return onceInTurn(ctx, 'gcg', () =>
    exportGcg(
      ctx.record.config as CrosswordConfig,
      ctx.state as CrosswordState,
      ctx.record.seats.map((s) => s.name),
      { id: ctx.record.id },
    ),
  );
}

/** After a refusal: a corrected command only helps the player whose turn it is. */
function nextStep(view: CrosswordView, seat: number, record: GameRecord): string | undefined {
  if (view.over) return 'The game is over: reply HISTORY for every move, or ANALYZE.';
  if (view.toMove === null || view.toMove === seat) return undefined;
  const name = record.seats[view.toMove]?.name ?? 'another player';
  return `It is ${name}’s turn: nothing to do until you get an email saying it is yours. Reply HELP for every command.`;
}

/** An event as this reader should read it: the player who took a move back reads "Your last move". */
function readerText(event: { type: string; seat?: number; text: string }, seat: number): string {
  if (event.type === 'undo' && event.seat === seat)
    return 'Your last move was taken back, with everyone’s agreement.';
  return event.text;
}

export const crosswordMailer: FamilyMailer = {
  async turn(ctx, seat, happened, moverSeat, note): Promise<RenderedMail> {
    const view = seatView(ctx, seat);
    if (happened[0]?.type === 'start') return invitation(ctx, seat, view);
    const props = {
      gameTitle: gameTitle(ctx.record, ctx.kind),
      headline: headlineFor(view, seat, ctx.record, moverSeat),
      happened: Array.from(happened, (e) => readerText(e, seat)),
      view,
      viewerSeat: seat,
      note: note && moverSeat !== seat ? note : null,
      playUrl: view.over ? null : await turnPlayUrl(ctx, seat),
      // No legal play (PASS/EXCHANGE/END), HINT where allowed, ANALYZE at the end: worker/robot.
      howToReply: [
        ...howToReply(view, seat),
        ...replyAdvice(ctx.record, ctx.state as CrosswordState, seat),
      ],
      deadline: await readerDeadline(ctx, seat, view),
      clocks: view.over ? null : clockEntries(ctx),
      ratings: view.over ? ratingLines(ctx, seat) : null,
      board: boardOnce(ctx, view),
      wordsOnBoard: onceInTurn(ctx, 'words-on-board', () => wordsOnBoardLines(view)),
    };
    const html = await renderHtml(createElement(TurnEmail, props), [props.board]);
    if (!view.over) return { html, text: turnEmailText(props) };
    // The finished game's record goes with the last email, for any GCG viewer or analyser.
    const attachments = [
      { filename: `${ctx.record.id}.gcg`, content: gcgOnce(ctx), contentType: 'text/plain' },
    ];
    return { html, text: turnEmailText(props), attachments };
  },

  async refusal(ctx, seat, command, reason): Promise<RenderedMail> {
    const view = ctx.kind.view(ctx.record.config, ctx.state, seat) as CrosswordView;
    const props = {
      gameTitle: gameTitle(ctx.record, ctx.kind),
      command,
      reason,
      view,
      playUrl: view.over ? null : await turnPlayUrl(ctx, seat),
      nextStep: nextStep(view, seat, ctx.record),
    };
    return {
      html: await renderHtml(createElement(RefusalEmail, props)),
      text: refusalEmailText(props),
    };
  },
};
