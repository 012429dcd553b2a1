// Open Jamble (JO): the bag's order and both racks are visible; refills come from its front or back.
import type { Ruleset } from '../rules';
import { jambleJX } from './jamble-jx';

export const jambleJO: Ruleset = {
  ...jambleJX,
  id: 'jamble-jo',
  title: 'Open Jamble',
  help: `${jambleJX.help.replace('Jamble (JX)', 'Open Jamble (JO)')}
The first racks are drawn at random; the rest of the bag is shown to both players in order, and so are both racks.
After you put tiles down (or exchange), refill tile by tile from the Front or the Back of the bag: reply "DRAW FFB", or add it to your move: "H8 across PLAE DRAW FFB". All tiles put down must be replaced while the bag has tiles. Exchanged tiles go to the back of the bag after your refill.`,
  refill: 'open',
  openRacks: true,
};
