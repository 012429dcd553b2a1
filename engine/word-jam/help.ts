// Word Jam help texts, one per phase, sent with every email of that phase.
import type { WordJamConfig } from './config';
import type { Phase } from './state';

const intro = (c: WordJamConfig) =>
  `Word Jam: each turn five consonants lie on coins worth 1, 2, 3 and 3; the fifth, on the ` +
  `crossed swords, is banned. A word scores the coins of every dealt consonant in it, each time it ` +
  `occurs; an accented letter counts as its plain letter (ARSÈNE LUPIN: the È is an E). ` +
  `It must fit the turn's Style card, and no word may be said twice in a game; only words said ` +
  `aloud count as said (a Thief's word after the Head Thief, or a final-turn word that did not ` +
  `beat its side, stays yours to use later). ` +
  `Cards with an asterisk in the rule book are checked by the game's dictionary: Free refuses ` +
  `names and conjugated verbs (WALKED, RUNNING, WALKS); Animals wants kinds (ANT), not generic ` +
  `words (INSECT, BIRD, FISH); Verbs and Adjectives takes infinitives and adjectives in every ` +
  `degree (HAPPY, HAPPIER, HAPPIEST). Cards without one (Sports and Games, Fictional characters, ` +
  `Singers, Cinema, Things you see) are decided by the others' vote. ` +
  `${c.turns} turns; the last is special. A tie for first place adds a round for the tied players, ` +
  `played like the final turn (everyone still votes on words put to the vote); after ` +
  `${c.maxTieRounds} such rounds the tied players share the win.`;

const phases: Record<Phase, (c: WordJamConfig) => string> = {
  play: () =>
    'Open Sesame! The first valid word received makes its sender Ali Baba: reply with your word ' +
    'on the first line (WORD CHARM, or just CHARM; a name of several words after WORD: WORD ALI ' +
    'BABA).',
  vote: (c) =>
    `Vote: this Style card is decided by the players. Reply VOTE YES if the word fits it, VOTE NO ` +
    `if not; ${c.votesToAccept} favourable votes accept it (or all the voters, if fewer). A word ` +
    `without them by the deadline is refused: silence is not a yes.`,
  bet: () =>
    'Bet in secret: ALI BABA if nobody will beat the word, THIEVES if you will send a better one ' +
    '(you may send it now: THIEVES CHARM). Ali Baba wins red points and followers yellow; if a ' +
    'Thief beats the word, the Head Thief wins red and the other Thieves yellow.',
  thieves: () =>
    "Thieves' window: send a word worth more coins than Ali Baba's (a tie is not enough), or PASS. " +
    'In seat order from Ali Baba, the first Thief with a better valid word is the Head Thief.',
  'final-bet': (c) =>
    `Final turn: first bet in secret, ALI BABA or THIEVES. Then everyone sends a word: the best ` +
    `word among the Ali Baba side scores ${c.finalPoints[0]}, the best among the Thieves ` +
    `${c.finalPoints[1]}.`,
  'final-play': () =>
    'Final turn: send your best word (or PASS). Equal values go to whoever speaks first: the first ' +
    'word received, then clockwise.',
  over: () => 'The game is over.',
};

export function help(config: WordJamConfig, phase: Phase): string {
  return `${phases[phase](config)}\n\n${intro(config)}`;
}
