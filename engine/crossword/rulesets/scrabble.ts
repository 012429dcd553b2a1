// Scrabble by email: 2–4 players, multiplying word bonuses, 50 for all 7 tiles, optional double challenge.
import { scrabbleFinish } from '../endgame';
import type { Ruleset } from '../rules';

export const scrabble: Ruleset = {
  id: 'scrabble',
  title: 'Scrabble by email',
  help: [
    'Scrabble by email: 2–4 players in the order they joined, 7 tiles on each rack.',
    'Write a play as the start square, across or down, and the word: "H8 across PLANE", or "8H PLANE" (row first = across) / "H8 PLANE" (column first = down). Tiles already on the board may be written, left out, or put in brackets: PL(A)NE.',
    'Blanks: write the letter in lowercase (PLaNE) or after a ? (PL?ANE). A capital letter uses a real tile if you have one, else your blank. A blank keeps its letter for the rest of the game.',
    'The first word covers the centre square. Word bonuses multiply (two DW = 4×, two TW = 9×); 50 points for using all 7 tiles, added after multiplying. Bonuses count only on the turn a square is first covered.',
    'EXCHANGE any number of tiles while the bag has at least 7; PASS any time.',
    'The game ends when the bag is empty and a player uses their last tile, or when every player has passed three times in a row. Each player then loses the value of their rack, and whoever went out gains the total of the others’ racks. A tie goes to the higher score before these adjustments.',
    'Challenge rule (game option): "none" checks words on entry; "double" does not — only the next player may CHALLENGE the previous play before moving: an unacceptable play is taken back and scores nothing, and a failed challenge costs the challenger the turn. A play is challenged once: a second CHALLENGE does not put a withdrawn play back (the rule book’s "challenge twice" is not offered; the word list decides).',
  ].join('\n'),
  minPlayers: 2,
  maxPlayers: 4,
  wordBonus: 'multiply',
  bingoBonus: 50,
  layouts: ['standard', 'super'],
  tileSets: [
    'english',
    'dutch',
    'spanish',
    'french',
    'italian',
    'german',
    'portuguese',
    'estonian',
  ],
  challenges: ['none', 'double'],
  rackSize: 7,
  unlimited: false,
  blanks: 'explicit',
  reading: 'whole',
  refill: 'random',
  openRacks: false,
  wordList: null,
  twoLetterWords: null,
  connection: 'touch',
  canEnd: false,
  exchangeRefusal: (_count, bagSize) =>
    bagSize < 7
      ? `You can exchange only while the bag has at least 7 tiles (it has ${bagSize}). Play or PASS instead.`
      : null,
  passesToEnd: (players) => 3 * players,
  finish: scrabbleFinish,
};
