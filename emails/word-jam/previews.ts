// What the Word Jam templates preview with: a bet phase of the first turn, seen by Cleo.
import type { WordJamView } from '../../engine/word-jam/view';
import type { ParlorRefusalEmailProps } from '../parlor/refusal-email';
import type { ParlorTurnEmailProps } from '../parlor/turn-email';

/** A bet phase seen by Cleo, after Ann opened the cave with DIRGE; Bob has bet. */
function previewView(): WordJamView {
  return {
    game: 'word-jam',
    phase: 'bet',
    help: 'Bet in secret: ALI BABA if nobody will beat the word, THIEVES if you will send a better one.',
    turn: 1,
    turnKind: 'ordinary',
    turns: 8,
    deal: [
      { letter: 'D', coins: 1 },
      { letter: 'R', coins: 2 },
      { letter: 'G', coins: 3 },
      { letter: 'M', coins: 3 },
      { letter: 'F', coins: null },
    ],
    style: { card: 'free', title: 'Free: any word in the dictionary', decidedBy: 'dictionary' },
    cave: { red: 2, yellow: 1 },
    seats: ['Ann', 'Bob', 'Cleo'].map((name, seat) => ({
      seat,
      name,
      score: 0,
      playing: true,
      hasBet: seat === 1,
      side: null,
      hasWord: false,
    })),
    you: 2,
    aliBaba: { seat: 0, word: 'DIRGE', value: 6, order: 0 },
    vote: null,
    youMayVote: false,
    yourWord: null,
    words: null,
    used: ['DIRGE'],
    history: [],
    winners: [],
  };
}

export const turnPreview: ParlorTurnEmailProps<WordJamView> = {
  gameTitle: 'Word Jam · Ann v Bob v Cleo · game abcdefghij',
  headline: 'Turn 1: Ali Baba or Thieves?',
  happened: ['Open Sesame! Ann is Ali Baba with DIRGE, worth 6 coins. Bet ALI BABA or THIEVES.'],
  view: previewView(),
  note: null,
  playUrl: 'https://wordmail.example/play/token',
  howToReply: ['Reply ALI BABA, or THIEVES with a word worth more than 6 coins (THIEVES GRIM).'],
};

export const refusalPreview: ParlorRefusalEmailProps<WordJamView> = {
  gameTitle: 'Word Jam · Ann v Bob v Cleo · game abcdefghij',
  command: 'THIEVES DIM',
  reason:
    "DIM is worth 4 coins; a Thief needs more than Ali Baba's 6 (a tie is not enough). Send another word or PASS.",
  view: previewView(),
  playUrl: null,
  mustAct: true,
};
