// Mumble-Jumble help texts, one per phase, sent with every email of that phase.
import type { MumbleJumbleConfig } from './config';
import type { Phase } from './state';

const intro = (c: MumbleJumbleConfig) =>
  `Mumble-Jumble: each round everyone picks a secret word, the game jumbles it, and everyone ` +
  `un-jumbles the others' trays. Each answer earns a chip; whoever calls stop earns one more. ` +
  (c.betForTheWin
    ? `With ${c.betThreshold} chips you may declare a Bet-for-the-Win (stake ${c.betStake}): ` +
      `stop that round with every answer upheld and you win. If you lose a challenge the stake ` +
      `goes to the bank, whatever else happened; otherwise it comes back only when the stopper ` +
      `lost a challenge or a majority voted the round to an end. When the round ends at its ` +
      `deadline with your bet not won, the stake goes to the bank (our choice: the deadline is ` +
      `not a majority's request). `
    : '') +
  'A team plays as one player.';

const phases: Record<Phase, (c: MumbleJumbleConfig) => string> = {
  choose: (c) =>
    `Choose: reply WORD CRANE with a secret word of this round's length from the game's dictionary ` +
    `(or just CRANE, on the first line of your reply; several words when the round asks for ` +
    `several: WORD CRANE WORD SLATE). The game jumbles it, ` +
    `never into a word (not SLATE as STALE); to jumble it yourself write WORD CRANE JUMBLE ENRAC ` +
    `(a jumble that spells a word is refused). You may send a new word until everyone has chosen.` +
    (c.betForTheWin ? ` Add BET (or reply BET alone) to declare a Bet-for-the-Win.` : ''),
  solve: (c) =>
    `Solve: reply with your un-jumblings, e.g. ANSWER RACES PLUMB (or just RACES PLUMB, on the ` +
    `first line of your reply), or name the tray: 2 RACES. ` +
    `An answer must use exactly the tray's letters; any acceptable word counts. ` +
    (c.autoStop
      ? 'Once you have answered every opponent tray you call stop and the round ends. '
      : 'Once you have answered every opponent tray, reply STOP to end the round. ') +
    'VOTE END asks to end the round; a majority ends it.',
  challenge: () =>
    `Challenge: all answers are shown. Reply CHALLENGE ALICE RACES to stake a chip against an ` +
    `answer (a chip you held when the round began: chips earned this round are counted when it ` +
    `closes, after the challenges): if the dictionary refuses it you keep your chip and the answer scores nothing (a ` +
    `stopper who loses a challenge loses every chip of the round); if it accepts it your chip goes ` +
    `to the bank. Reply DONE when you have no (more) challenges.`,
  over: () => 'The game is over.',
};

export function help(config: MumbleJumbleConfig, phase: Phase): string {
  return `${phases[phase](config)}\n\n${intro(config)}`;
}
