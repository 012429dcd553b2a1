// High Bonus Wild Jamble (JY): Wild Jamble's 6 blanks and 40 points for using all 7 tiles.
import type { Ruleset } from '../rules';
import { jambleJW } from './jamble-jw';

export const jambleJY: Ruleset = {
  ...jambleJW,
  id: 'jamble-jy',
  title: 'High Bonus Wild Jamble',
  help: jambleJW.help
    .replace('Wild Jamble (JW)', 'High Bonus Wild Jamble (JY)')
    .replace('adds 10 points', 'adds 40 points'),
  bingoBonus: 40,
};
