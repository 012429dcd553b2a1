// Jamble (JX), ItsYourTurn's word game: one word bonus per word, 10 for all 7 tiles, no challenges.
import { jambleFinish } from '../endgame';
import type { Ruleset } from '../rules';

/** The two-letter words the Jamble rule book lists as legal: the complete list, whatever the lexicon says. */
export const jambleTwos = (
  'AA AB AD AE AG AH AI AL AM AN AR AS AT AW AX AY BA BE BI BO BY DE DO ED EF EH EL EM EN ER ES ET ' +
  'EX FA FE GO HA HE HI HM HO ID IF IN IS IT JO KA LA LI LO MA ME MI MM MO MU MY NA NE NO NU OD ' +
  'OE OF OH OM ON OP OR OS OW OX OY PA PE PI RE SH SI SO TA TI TO UH UM UN UP US UT WE WO XI XU ' +
  'YA YE YO'
).split(' ');

export const jambleJX: Ruleset = {
  id: 'jamble-jx',
  title: 'Jamble',
  help: [
    'Jamble (JX): two players, 100 tiles with Jamble letter values, 7 on each rack.',
    'Type the start square, your letters in order leaving out tiles already on the board, and across or down: "H8 across PLAE" plays PLANE through an N. The whole word works too ("H8 across PLANE"); when both readings would make words, the letters count as typed, leaving board tiles out.',
    'A typed letter uses your own tile when you have it, and the blank only when you do not, so a lowercase letter is not a blank while you hold that letter. When a word needs more of a letter than you hold (TACIT with one T and a blank), write the one the blank should be in lowercase (TACIt) or after a ? (TACI?T); unmarked, the blank goes where it loses the fewest points.',
    `Only words in the word list can be played (no challenges). The two-letter words are exactly the rule book’s list, whatever the word list says (FE is legal; QI, JA, KI, OI and OO are not): ${jambleTwos.join(' ')}.`,
    'Only one word bonus per word: the highest it covers (3× beats 2×; two 2× still give 2×). Letter bonuses all count. A bonus counts only on the turn its square is first covered, once for every word that uses it.',
    'Using all 7 tiles adds 10 points, never multiplied.',
    'EXCHANGE any number of tiles (scores 0), or PASS.',
    'The game ends when the bag is empty and a player has no tiles, or when both players pass one after the other. Each player then subtracts their own remaining tiles; no score goes below 0; equal scores are a draw.',
    'The bonus-square layout is the standard one (the rule book does not publish its own).',
  ].join('\n'),
  minPlayers: 2,
  maxPlayers: 2,
  wordBonus: 'highest',
  bingoBonus: 10,
  layouts: ['standard'],
  tileSets: ['jamble'],
  challenges: ['none'],
  rackSize: 7,
  unlimited: false,
  blanks: 'rack-first',
  reading: 'skip',
  refill: 'random',
  openRacks: false,
  wordList: null,
  twoLetterWords: jambleTwos,
  connection: 'touch',
  canEnd: false,
  exchangeRefusal: (count, bagSize) =>
    count > bagSize
      ? `The bag has only ${bagSize} tile${bagSize === 1 ? '' : 's'}; exchange at most that many, or PASS.`
      : null,
  passesToEnd: () => 2,
  finish: (scores, racks) => jambleFinish(scores, racks),
};
