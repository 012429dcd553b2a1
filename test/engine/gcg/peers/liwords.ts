// Test-only model of the Woogles (liwords) GCG import: macondo's reader, after liwords' own
// limit on the text's length; the two players it finds become the game's two seats.
import { readWithMacondo } from './macondo';
import { type PeerGame, PeerRefusal } from './peer-event';

const MAX_LENGTH = 128_000;

export function readWithLiwords(text: string): PeerGame {
  if (text.length > MAX_LENGTH) throw new PeerRefusal(0, 'gcg string is too long');
  const game = readWithMacondo(text);
  if (game.players.length !== 2) throw new PeerRefusal(0, 'an import needs two players');
  return game;
}
