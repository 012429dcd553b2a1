// Scribble: unlimited letters (no bag, no racks), any number of players; every word formed scores.
import { plainFinish } from '../endgame';
import type { Ruleset } from '../rules';

export const scribble: Ruleset = {
  id: 'scribble',
  title: 'Scribble',
  help: [
    'Scribble: any number of players in the order they joined; letters are unlimited (no bag, no racks).',
    'Write a move as [row, column], H or V, and the word: "[8,8] H PLANE" (rows and columns count from 1). "H8 across PLANE" works too.',
    'The first word has at least 2 letters and covers the centre square. Later words must connect: a new word starts or ends on a letter already on the board, or extends a word that is there.',
    'Every word formed must be valid, and each one scores all its letters (old ones included); bonus squares count only when newly covered.',
    'PASS to skip a turn; END to end the game. The game also ends when the board is full, when every player passes in a row, or at the target score or turn limit if the game has one.',
    'The bonus layout is the standard one.',
  ].join('\n'),
  minPlayers: 1,
  maxPlayers: 100,
  wordBonus: 'multiply',
  bingoBonus: 0,
  layouts: ['standard'],
  tileSets: ['english'],
  challenges: ['none'],
  rackSize: 0,
  unlimited: true,
  blanks: 'explicit',
  reading: 'whole',
  refill: 'none',
  openRacks: false,
  extraWords: [],
  connection: 'ends',
  canEnd: true,
  exchangeRefusal: () => 'Scribble has no racks to exchange: play a word, PASS or END.',
  passesToEnd: (players) => players,
  finish: (scores) => plainFinish(scores),
};
