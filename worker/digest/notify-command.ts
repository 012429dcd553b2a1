// NOTIFY DIGEST / NOTIFY EVERY by reply: choose one daily digest of the games awaiting you, or an
// email after every move. The answer confirms the setting.
import { createElement } from 'react';
import { HelpEmail, helpEmailText } from '../../emails/help-email';
import { answerSeat } from '../game-room/answer';
import { gameTitle } from '../game-room/envelope';
import type { ServiceCommand } from '../game-room/feature';
import { playerStub } from '../rpc/player';
import { digestZone } from './digest-time';

export const notifyCommand: ServiceCommand = {
  name: 'NOTIFY',
  matches: (line) => /^\s*NOTIFY\b/i.test(line),
  async run(room, seat, line, ctx) {
    const choice = line.trim().split(/\s+/)[1]?.toUpperCase();
    const mode = choice === 'DIGEST' ? 'daily-digest' : choice === 'EVERY' ? 'every-move' : null;
    if (!mode) {
      const message =
        'Write NOTIFY DIGEST for one email a day listing the games awaiting your move, or NOTIFY EVERY for an email after every move.';
      return room.refuse(seat, line, { code: 'bad-notify', message }, ctx.requestId, ctx.now);
    }
    const record = room.record()!;
    const settings = await playerStub(room.env, record.seats[seat]!.email).setNotify(mode, ctx.now);
    const zone = digestZone(settings.timeZone);
    const text =
      mode === 'daily-digest'
        ? `You will get one email a day at 07:00 your time (${zone}; reply TIMEZONE and a zone such as Europe/Berlin to change it) listing the games awaiting your move, in all your games. Reply NOTIFY EVERY to go back.`
        : 'You will get an email after every move again, in all your games.';
    const props = {
      gameTitle: gameTitle(record, room.kindOf(record)),
      sections: [{ title: 'Your settings', lines: [text] }],
    };
    const email = createElement(HelpEmail, props);
    await answerSeat(room, seat, `settings:${ctx.requestId}`, email, helpEmailText(props), ctx.now);
  },
};
