// An email reply, from token to commands: who sent it, whether we have seen it, and what it asks.
// Forged senders and auto-replies are dropped without an answer; a redelivered Message-ID
// applies once; service commands answer by mail; game commands go through the pipeline in order.
import type { Family } from '../../engine/kind';
import { readCommands } from '../mail/inbound/commands';
import { readAsCommand } from '../mail/inbound/lenient';
import type { IntakeOutcome } from '../rpc/game-room';
import { answerStranger, speaksForSeat } from './aliases';
import { findServiceCommand } from './feature';
import { hiddenWords, revealsHidden, sealedWords } from './hidden-words';
import { answerInvitation, invitationOf } from './invitations';
import { readOwnReply } from './known-mail';
import { noCommandReason, readStrictly, reportUnread } from './mailers/parlor-reading';
import { strictGrammar } from './mailers/reply-grammars';
import { decideNote, reportWithheld } from './note-guard';
import type { MailForGame, SubmitSource } from './record';
import type { RoomCore } from './room';
import { relayNote } from './service-commands';

/** Service commands whose argument is the player's own text, punctuation and all. */
const FREE_TEXT_COMMAND = /^\s*(?:NOTE|NAME)\b/i;

/** A move of each family, for the answer to a reply without one. */
const EXAMPLES: Record<Family, string> = {
  crossword: '"H8 across PLANE", or PASS',
  'mumble-jumble': 'WORD CRANE (your secret word), ANSWER RACES (un-jumbled trays), or DONE',
  'word-jam': 'CHARM (a word), ALI BABA or THIEVES (your bet), or PASS',
};

export async function receiveReply(
  room: RoomCore,
  mail: MailForGame,
  now: number,
): Promise<IntakeOutcome> {
  const record = room.record();
  if (!record) return 'unknown-game';
  const seat = record.seats.findIndex((s) => s.token === mail.token);
  if (seat < 0) return 'unknown-address';
  if (!speaksForSeat(room, seat, mail.from)) {
    console.warn(`game ${record.id}: ignored mail for seat ${seat} from ${mail.from}`);
    // The seat's own address hears of it (once per address) and how to link it; never the sender.
    if (!mail.autoReply) await answerStranger(room, seat, mail.from, now);
    return 'forged-sender';
  }
  if (mail.autoReply) return 'auto-reply';
  const inboundId = mail.messageId ?? `digest:${mail.digest}`;
  if (room.seenInbound(inboundId)) return 'duplicate';

  // What the player wrote, with every line of what we sent them taken out (own-words.ts).
  const own = readOwnReply(room, seat, mail);
  if (invitationOf(room) && room.state() === null) {
    const answer = await answerInvitation(room, seat, own.text || mail.subject, inboundId, now);
    return answer === 'refused' ? 'refused' : 'answered';
  }
  const refuse = async (command: string, code: string, message: string): Promise<IntakeOutcome> => {
    await room.refuse(seat, command, { code, message }, inboundId, now, inboundId);
    return 'refused';
  };
  if (mail.tooLarge) {
    return refuse(
      '',
      'mail-too-large',
      'Your email was too large to read. Reply with just your move, without attachments.',
    );
  }
  const kind = room.kindOf(record);
  const isService = (line: string) => findServiceCommand(room.features, line) !== undefined;
  // Word Jam and Mumble-Jumble play a bare word, so only the command lines at the top of a reply
  // are read there, and the sender hears which lines were not; other games pick commands from the
  // whole reply, and a command in the subject counts when the body has none (some clients send
  // no body).
  const strict = strictGrammar(kind, record.config, room.state());
  // "Yes!" while voting reads as its form, Yes: readAsCommand tries the line, then its form.
  const parses = (line: string) =>
    isService(line) || (strict ? strict.parses(line) : kind.parse(line, record.config).ok);
  const read = (text: string) =>
    strict !== null
      ? readStrictly(strict, text, record.seats[seat]!.name, isService)
      : {
          ...readCommands({ ...mail, text }, (line) => readAsCommand(line, parses) !== null),
          unread: [],
        };
  const reading = read(own.text);
  const { note: written, unread } = reading;
  // "Pass." is PASS: the marks a person adds are never part of the command played. The free
  // text of NOTE and NAME is the player's own, kept as written ("NAME Xander Q.").
  const freeText = (line: string) => FREE_TEXT_COMMAND.test(line) && isService(line);
  const commands = reading.commands.map((line) =>
    freeText(line) ? line.trim() : (readAsCommand(line, parses) ?? line),
  );
  // Only the words above the history are relayed, and never the sender's hidden information:
  // worked out (two views of the game) only for a reply with a note, which most have not.
  const hidden = () => [
    ...hiddenWords(kind, record.config, room.state(), seat),
    ...(strict ? sealedWords(commands) : []),
  ];
  const decision = decideNote(
    written,
    own.above === own.text ? written : read(own.above).note,
    (text) => revealsHidden(text, hidden()),
  );
  const note = decision.relay;
  if (commands.length === 0 && written && /^\s*NOTE\b/im.test(own.text)) {
    if (note) await relayNote(room, seat, note, inboundId, now);
    else room.markInbound(inboundId, seat, 'note-withheld', now);
    await reportWithheld(room, seat, decision, inboundId, now);
    if (strict && unread.length > 0)
      await reportUnread(room, seat, strict, { commands, unread }, inboundId, now);
    return 'answered';
  }
  if (commands.length === 0) {
    const first = own.text.trim().split('\n')[0]?.slice(0, 200) ?? '';
    const example = EXAMPLES[kind.family];
    if (strict && unread.length > 0)
      return refuse(first, 'no-command', noCommandReason(strict, unread, example));
    return refuse(
      first,
      written ? 'no-command' : 'empty-reply',
      written
        ? `I could not find a move in your reply. Put your move on a line of its own, e.g. ${example}. Reply HELP for every command.`
        : `Your reply was empty. Reply with your move on a line of its own, e.g. ${example}. Reply HELP for every command.`,
    );
  }

  const source: SubmitSource = {
    kind: 'email',
    messageId: mail.messageId,
    inReplyTo: mail.inReplyTo,
  };
  let outcome: IntakeOutcome = 'answered';
  let noteToRelay = note;
  // Each service command answers once per reply: fifty HELP lines are one HELP.
  const answered = new Set<string>();
  for (const [i, line] of commands.entries()) {
    const service = findServiceCommand(room.features, line);
    if (service) {
      if (!answered.has(service.name))
        await service.run(room, seat, line, { now, requestId: `${inboundId}#${i}` });
      answered.add(service.name);
      continue;
    }
    const result = await room.play(seat, line, source, now, { inboundId, note: noteToRelay });
    noteToRelay = null;
    outcome = result.ok ? 'played' : 'refused';
    // After a refusal the rest of the reply was written for a position that did not happen.
    if (!result.ok) break;
  }
  room.markInbound(inboundId, seat, outcome, now);
  await reportWithheld(room, seat, decision, inboundId, now);
  if (strict && unread.length > 0)
    await reportUnread(room, seat, strict, { commands, unread }, inboundId, now);
  return outcome;
}
