// The command reference of a crossword game (the HELP reply and /help/<ruleset>): every command the
// game accepts, and only those (no CHALLENGE where words are checked on entry, no EXCHANGE in
// Scribble), with the ruleset's own rules. One list, so the page and the email cannot disagree.
import type { HelpSection } from '../../emails/help-email';
import type { CrosswordConfig, Ruleset } from '../../engine/crossword/rules';
import { rulesets } from '../../engine/crossword/rulesets/index';

/** Every service command a game's reply may carry, by name (tests check none is left out). */
export const SERVICE_COMMAND_NAMES = [
  'HELP',
  'BOARD',
  'HISTORY',
  'NOTE',
  'SUBSCRIBE',
  'UNDO',
  'GAMES',
  'VACATION',
  'BACK',
  'TIMEZONE',
  'NOTIFY',
  'NAME',
  'ALIAS',
  'HINT',
  'ANALYZE',
] as const;

/** The service commands, the same in every game: about the game, your games, the robot. */
export function serviceSections(): HelpSection[] {
  return [
    {
      title: 'About the game',
      lines: [
        'BOARD               the current board again',
        'HISTORY             every move so far, with scores',
        'NOTE <text>         send the other players a note',
        'HELP                this message',
        'SUBSCRIBE           this game’s emails again after unsubscribing',
        'UNDO                ask to take back your last move (everyone else replies UNDO too)',
      ],
    },
    {
      title: 'Your games and your clock',
      lines: [
        'GAMES                      your games and whose turn it is',
        'VACATION <from> <to>       stop your clocks, e.g. VACATION 2026-12-20 2026-12-27',
        'BACK                       end a vacation early',
        'TIMEZONE <zone>            e.g. TIMEZONE Europe/Paris (deadlines and the digest)',
        'NOTIFY DIGEST              one email a day listing games awaiting you',
        'NOTIFY EVERY               an email after every move again',
        'NOTIFY CONFIRMATIONS OFF   no email confirming your own moves; ON again',
        'NAME <your name>           the name other players and the leaderboard see',
        'ALIAS <other address>      let your other address play for you in this game',
      ],
    },
    {
      title: 'The robot',
      lines: [
        'HINT                a suggested play (games against the robot with hints on)',
        'ANALYZE             after the game: the best play at every turn',
      ],
    },
  ];
}

/** The moves this ruleset accepts; with a game's config, only what that game allows. */
export function moveSections(ruleset: Ruleset, config?: CrosswordConfig): HelpSection[] {
  const play = ruleset.unlimited
    ? [
        '[8,8] H PLANE       row, column (from 1), H or V, the word',
        'H8 across PLANE     column letter and row, across or down, the word',
      ]
    : [
        'H8 across PLANE     start square, across or down, the letters',
        'H8 across PLAE      tiles already on the board may be left out',
        '8H PLANE            row first = across; H8 PLANE = down',
        '[8,8] H PLANE       row, column, H or V',
        ruleset.blanks === 'rack-first'
          ? 'H8 across TACIt     your own tiles go first; a blank only for a letter you lack (lowercase marks which one)'
          : 'H8 across PLaNE     lowercase (or ?A) = a blank played as that letter',
      ];
  const challenge = config ? config.challenge === 'double' : ruleset.challenges.includes('double');
  const other = [
    'PASS',
    ...(ruleset.unlimited ? [] : ['EXCHANGE QXZ        ? for a blank']),
    ...(ruleset.refill === 'open'
      ? ['DRAW FFB            refill: F = front of the bag, B = back']
      : []),
    'RESIGN',
    ...(challenge
      ? [
          config
            ? 'CHALLENGE           the play just before your turn (double challenge)'
            : 'CHALLENGE           the play just before your turn, in games with the double-challenge option',
        ]
      : []),
    ...(ruleset.canEnd ? ['END                 end the game now'] : []),
  ];
  return [
    { title: 'Play a word (reply with one line)', lines: play },
    { title: 'Other moves', lines: other },
  ];
}

/** The whole reference: moves, service commands and the rules. */
export function crosswordHelp(rulesetId: string, config?: CrosswordConfig): HelpSection[] {
  const ruleset = rulesets[rulesetId];
  if (!ruleset) return serviceSections();
  return [
    ...moveSections(ruleset, config),
    ...serviceSections(),
    { title: 'The rules', lines: ruleset.help.split('\n') },
  ];
}
