// The Word Jam view the templates' previews show: a bet phase of the first turn.
import type { WordJamView } from '../../engine/word-jam/view';

/** A bet phase seen by Cleo, after Ann opened the cave with DIRGE; Bob has bet. */
export function previewView(): WordJamView {
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
