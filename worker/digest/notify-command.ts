// NOTIFY by reply, the player's mail settings in all their games: NOTIFY DIGEST (one daily email
// of the games awaiting them) or NOTIFY EVERY (an email after every move), and NOTIFY
// CONFIRMATIONS OFF or ON (an email confirming each of their own moves). The answer confirms the
// setting.
import { createElement } from 'react';
import { HelpEmail, helpEmailText } from '../../emails/help-email';
import { answerSeat } from '../game-room/answer';
import { gameTitle } from '../game-room/envelope';
import type { ServiceCommand } from '../game-room/feature';
import type { RoomPort } from '../game-room/port';
import { type PlayerSettings, playerStub } from '../rpc/player';
import { digestZone } from './digest-time';

/** One NOTIFY choice: the words after NOTIFY, and what it sets and answers. */
interface NotifyChoice {
  words: RegExp;
  apply(room: RoomPort, email: string, now: number): Promise<PlayerSettings>;
  answer(settings: PlayerSettings): string;
}

const player = (room: RoomPort, email: string) => playerStub(room.env, email);

const CHOICES: readonly NotifyChoice[] = [
  {
    words: /^DIGEST$/,
    apply: (room, email, now) => player(room, email).setNotify('daily-digest', now),
    answer: (settings) =>
      `You will get one email a day at 07:00 your time (${digestZone(settings.timeZone)}; reply TIMEZONE and a zone such as Europe/Berlin to change it) listing the games awaiting your move, in all your games. Reply NOTIFY EVERY to go back.`,
  },
  {
    words: /^EVERY$/,
    apply: (room, email, now) => player(room, email).setNotify('every-move', now),
    answer: () => 'You will get an email after every move again, in all your games.',
  },
  {
    words: /^CONFIRMATIONS? OFF$/,
    apply: (room, email, now) => player(room, email).setConfirmations(false, now),
    answer: () =>
      'Your own moves are no longer confirmed by email, in all your games. The other players’ moves, refusals, deadlines and the end of a game still reach you. Reply NOTIFY CONFIRMATIONS ON to get the confirmations again.',
  },
  {
    words: /^CONFIRMATIONS? ON$/,
    apply: (room, email, now) => player(room, email).setConfirmations(true, now),
    answer: () => 'Each of your own moves is confirmed by email again, in all your games.',
  },
];

const HOW =
  'Write NOTIFY DIGEST for one email a day listing the games awaiting your move, or NOTIFY EVERY for an email after every move; NOTIFY CONFIRMATIONS OFF for no email confirming your own moves, or NOTIFY CONFIRMATIONS ON to have them again.';

export const notifyCommand: ServiceCommand = {
  name: 'NOTIFY',
  matches: (line) => /^\s*NOTIFY\b/i.test(line),
  async run(room, seat, line, ctx) {
    const words = line.trim().toUpperCase().split(/\s+/).slice(1).join(' ');
    const choice = CHOICES.find((c) => c.words.test(words));
    if (!choice)
      return room.refuse(seat, line, { code: 'bad-notify', message: HOW }, ctx.requestId, ctx.now);
    const record = room.record()!;
    const settings = await choice.apply(room, record.seats[seat]!.email, ctx.now);
    const props = {
      gameTitle: gameTitle(record, room.kindOf(record)),
      sections: [{ title: 'Your settings', lines: [choice.answer(settings)] }],
    };
    const email = createElement(HelpEmail, props);
    await answerSeat(room, seat, `settings:${ctx.requestId}`, email, helpEmailText(props), ctx.now);
  },
};
