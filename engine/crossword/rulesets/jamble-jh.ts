// High Bonus Jamble (JH): Jamble with 40 points for using all 7 tiles.
import type { Ruleset } from '../rules';
import { jambleJX } from './jamble-jx';

export const jambleJH: Ruleset = {
  ...jambleJX,
  id: 'jamble-jh',
  title: 'High Bonus Jamble',
  help: jambleJX.help
    .replace('Jamble (JX)', 'High Bonus Jamble (JH)')
    .replace('adds 10 points', 'adds 40 points'),
  bingoBonus: 40,
};
