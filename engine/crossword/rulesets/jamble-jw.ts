// Wild Jamble (JW): Jamble with 6 blanks, the 4 extra ones in place of 4 E's.
import type { Ruleset } from '../rules';
import { jambleJX } from './jamble-jx';

export const jambleJW: Ruleset = {
  ...jambleJX,
  id: 'jamble-jw',
  title: 'Wild Jamble',
  help: `${jambleJX.help.replace('Jamble (JX): two players, 100 tiles', 'Wild Jamble (JW): two players, 100 tiles with 6 blanks (4 of them in place of 4 E’s)')}`,
  tileSets: ['jamble-wild'],
};
