// Rounds from swiss-check's random tournaments (npm run swiss-check) with the pairing that
// bbpPairings, a FIDE-endorsed Dutch engine, made from the same history. Each card is
// "rating:games", a game "opponent colour result" (w/b, 1 = 0) or a bye (U).
import type { Trf, TrfGame } from '../../../engine/tournament/trf';

export interface DutchRound {
  name: string;
  /** Rounds in the tournament, and the one to pair. */
  rounds: number;
  round: number;
  cards: string;
  /** bbpPairings' pairing: "first-second" per board, and the bye. */
  pairs: string;
  bye: string | null;
}

export const DUTCH_ROUNDS: DutchRound[] = [
  {
    name: 'an odd top group, a moved-down player and the bye (11 players, round 3)',
    rounds: 7,
    round: 3,
    cards:
      '2179:6w1,5b1 2015:7b1,9w1 1841:8w1,11b0 1826:9b0,7w1 1811:10w1,1w0 1768:1b0,8w1 1765:2w0,4b0 1629:3b0,6b0 1509:4w1,2b0 1504:5b0,U 1457:U,3w1',
    pairs: '1-11 3-2 10-4 9-5 7-6',
    bye: '8',
  },
  {
    name: 'a leader who has met everyone near him floats two groups (10 players, round 5)',
    rounds: 5,
    round: 5,
    cards:
      '2134:6w1,8b1,10w1,4b1 2063:7b0,9w=,3b1,10b1 1973:8w0,10b0,2w0,6b1 1961:9b1,7w1,5b0,1w0 1944:10w0,6b1,4w1,8b0 1859:1b0,5w0,9b0,3w0 1843:2w1,4b0,8w0,9w1 1779:3b1,1w0,7b1,5w1 1452:4w0,2b=,6w1,7b0 1223:5b1,3w1,1b0,2w0',
    pairs: '2-1 4-8 5-7 6-10 9-3',
    bye: null,
  },
  {
    name: 'the floater who can be paired in the next bracket floats (18 players, round 5)',
    rounds: 7,
    round: 5,
    cards:
      '2109:10w0,16b0,18w0,7w0 2080:11b0,7w1,13b0,12w1 2023:12w1,8b=,16w1,6b1 1838:13b1,9w=,11b0,15w0 1645:14w1,10b1,6w1,8b1 1629:15b1,11w1,5b0,3w0 1603:16w=,2b0,14w0,1b1 1515:17b1,3w=,9b1,5w0 1500:18w1,4b=,8w0,16b0 1492:1b1,5w0,15b0,14b1 1430:2w1,6b0,4w1,13b0 1423:3b0,15w0,17b1,2b0 1409:4w0,18b1,2w1,11w1 1374:5b0,17w=,7b1,10w0 1362:6w0,12b1,10w1,4b1 1362:7b=,1w1,3b0,9w1 1303:8w0,14b=,12w0,18b1 1292:9b0,13w0,1b1,17w0',
    pairs: '5-3 15-13 16-8 6-2 10-11 17-4 9-14 7-18 12-1',
    bye: null,
  },
  {
    name: 'equally far exchanges: the higher S1 player moves (34 players, round 7)',
    rounds: 8,
    round: 7,
    cards:
      '2190:18w=,3b1,2w0,10b1,7w1,28b0 2173:19b1,20w0,1b1,12w0,21b0,11w1 2079:20w0,1w0,25b0,27b1,32w1,30b0 2079:21b0,25w1,15b1,23w0,19b1,24w1 2078:22w1,24b0,30w1,16b1,14w0,26b0 2035:23b0,27w1,19b1,21w1,24b1,17w1 2002:24w0,18b1,31w1,20b0,1b0,15w1 1959:25b1,21w1,20b1,17w1,23b1,14w0 1953:26w0,22b1,32w1,28b0,16w1,20b1 1940:27b1,23w0,21b0,1w0,13b1,29w1 1894:28w0,31b0,27w1,18b1,22w0,2b0 1893:29b0,33w1,26b1,2b1,28w0,23w1 1883:30w0,32b0,34w0,33b1,10w0,27w1 1880:31b1,26w1,23b=,24w1,5b1,8b1 1860:32w1,28b0,4w0,30b1,26w0,7b0 1845:33b1,29w1,24b0,5w0,9b0,21w0 1838:34w1,30b1,28w1,8b0,20w1,6b0 1838:1b=,7w0,29b1,11w0,25b0,19w1 1828:2w0,34b1,6w0,32b1,4w0,18b0 1778:3b1,2b1,8w0,7w1,17b0,9w0 1708:4w1,8b0,10w1,6b0,2w1,16b1 1668:5b0,9w0,33b1,29w1,11b1,25w1 1653:6w1,10b1,14w=,4b1,8w0,12b0 1642:7b1,5w1,16w1,14b0,6w0,4b0 1635:8w0,4b0,3w1,34b1,18w1,22b0 1574:9b1,14b0,12w0,31w1,15b1,5w1 1506:10w0,6b0,11b0,3w0,33w0,13b0 1350:11b1,15w1,17b0,9w1,12b1,1w1 1336:12w1,16b0,18w0,22b0,34w1,10b0 1328:13b1,17w0,5b0,15w0,31b1,3w1 1323:14w0,11w1,7b0,26b0,30w0,34b1 1252:15b0,13w1,9b0,19w0,3b0,33w1 1212:16w0,12b0,22w0,13w0,27b1,32b0 1205:17b0,19w0,13b1,25w0,29b0,31w0',
    pairs:
      '14-6 28-8 17-4 9-12 21-22 23-26 1-20 24-2 5-10 25-7 18-30 3-16 11-32 19-13 15-29 33-31 27-34',
    bye: null,
  },
];

/** The cards as a TRF history (start numbers in order, points from the games). */
export function trfOf(r: DutchRound): Trf {
  const players = r.cards.split(' ').map((card, i) => {
    const [rating, list] = card.split(':');
    const games = list!.split(',').map(gameOf);
    const points = games.reduce(
      (s, g) => s + (g.result === '=' ? 0.5 : /[1U]/.test(g.result) ? 1 : 0),
      0,
    );
    return { start: i + 1, name: `P${i + 1}`, rating: Number(rating), points, games };
  });
  return { rounds: r.rounds, firstColour: 'w', players };
}

function gameOf(text: string): TrfGame {
  if (text === 'U') return { opponent: null, colour: null, result: 'U' };
  const [, opponent, colour, result] = /^(\d+)([wb])(.)$/.exec(text)!;
  return { opponent: Number(opponent), colour: colour as 'w' | 'b', result: result! };
}
