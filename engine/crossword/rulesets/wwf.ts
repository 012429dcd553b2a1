// Words With Friends values: its own tile set, board and a 35-point bonus; otherwise Scrabble by email.
import type { Ruleset } from '../rules';
import { scrabble } from './scrabble';

export const wwf: Ruleset = {
  ...scrabble,
  id: 'wwf',
  title: 'Words With Friends values',
  help: `${scrabble.help
    .replace(
      'Scrabble by email: 2–4 players',
      'Words With Friends values: 2–4 players, 104 tiles with WWF letter values',
    )
    .replace('50 points for using all 7 tiles', '35 points for using all 7 tiles')
    .replace(
      'The first word covers the centre square.',
      'The first word covers the centre square (no bonus there on this board).',
    )}
The board is Words With Friends’ own layout (TW at D1, L1, A4, O4 …), as published by open-source clones.`,
  bingoBonus: 35,
  wordList: { lexicon: 'enable', name: 'ENABLE' },
  layouts: ['wwf', 'standard'],
  tileSets: ['wwf'],
};
