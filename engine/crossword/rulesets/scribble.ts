// Scribble: unlimited letters (no bag, no racks), any number of players; every word formed scores.
//
// The ends, from the rule book's list: (1) the board is full — every square covered; (2) "no player
// can add a valid word anymore. Signalled by all players passing on their turn." With unlimited
// letters every player can make exactly the same plays, so we read (2) as a fact about the board
// and detect it directly: after each turn, when the move generator finds no legal word anywhere, the
// game ends at once (flow.ts, reason "no player can add a word to the board.") rather than waiting
// for a round of passes to signal it. Every player passing in a row still ends the game too (they
// may stop while words remain). (3) target score, or the turn limit counted per player ("all players
// have had a set number turns": 3 players, limit 2 → 6 turns in all); (4) END by any player.
// Final scores are the scores as they stand: no letters are left over to count against anyone.
import { plainFinish } from '../endgame';
import type { Ruleset } from '../rules';

export const scribble: Ruleset = {
  id: 'scribble',
  title: 'Scribble',
  help: [
    'Scribble: any number of players in the order they joined, one included (a practice game on your own); letters are unlimited (no bag, no racks).',
    'Write a move as [row, column], H or V, and the word: "[8,8] H PLANE" (rows and columns count from 1). "H8 across PLANE" works too.',
    'The first word has at least 2 letters and covers the centre square. Later words must connect: a new word starts or ends on a letter already on the board, or extends a word that is there. A word laid alongside others counts as extending when its letters make words with the board letters beside them (AN under MO of MOUNTAIN makes MA and ON), as SASSY extends MOUNTAIN to MOUNTAINS in the rule book.',
    'Every word formed must be valid, and each one scores all its letters (old ones included); bonus squares count only when newly covered.',
    'PASS to skip a turn; END to end the game. The game also ends when the board is full, as soon as no player can add a word anywhere on the board (checked after every turn), when every player passes in a row, at the target score if the game has one, or once every player has had the game’s number of turns (option turnLimit counts each player’s turns: with 3 players and a limit of 2, the game ends after 6 turns). The highest score wins.',
    'The board is the rule book’s own: + double letter, * triple letter, & double word, @ triple word, and the centre % is the start square with no bonus (option layout: "standard" makes it a double word, as in Scrabble).',
  ].join('\n'),
  minPlayers: 1,
  maxPlayers: 100,
  wordBonus: 'multiply',
  bingoBonus: 0,
  layouts: ['scribble', 'standard'],
  tileSets: ['english'],
  challenges: ['none'],
  rackSize: 0,
  unlimited: true,
  blanks: 'explicit',
  reading: 'whole',
  refill: 'none',
  openRacks: false,
  wordList: null,
  twoLetterWords: null,
  connection: 'ends',
  canEnd: true,
  exchangeRefusal: () => 'Scribble has no racks to exchange: play a word, PASS or END.',
  passesToEnd: (players) => players,
  finish: (scores) => plainFinish(scores),
};
