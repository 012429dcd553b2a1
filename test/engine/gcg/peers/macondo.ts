// Test-only model of macondo's GCG reader (gcgio, the one Woogles imports with), written from its
// documented grammar: a list of line patterns tried in order, the first match wins; pragmas
// anchored at the line start, events not; a line matching nothing continues a note or stops
// the read. Only what decides whether a line loads and how it is read is modelled.
import { type PeerEvent, type PeerGame, PeerRefusal } from './peer-event';

type Token =
  | 'player'
  | 'title'
  | 'description'
  | 'id'
  | 'rack1'
  | 'rack2'
  | 'encoding'
  | 'move'
  | 'note'
  | 'lexicon'
  | 'phony'
  | 'pass'
  | 'challenge'
  | 'exchange'
  | 'end-points'
  | 'time'
  | 'last-rack'
  | 'game-type'
  | 'tile-set'
  | 'game-board'
  | 'continuation'
  | 'board-layout'
  | 'tile-distribution'
  | 'incomplete'
  | 'tile';

// Go's \s, \d and \w are ASCII; so are these classes.
const S = '[\\t\\n\\f\\r ]';
const NS = '[^\\t\\n\\f\\r ]';
const PATTERNS: [Token, RegExp][] = [
  ['player', new RegExp(`^#player([1-2])${S}+(${NS}+)${S}+(.+)`)],
  ['title', new RegExp(`^#title${S}+(.*)`)],
  ['description', new RegExp(`^#description${S}+(.*)`)],
  ['id', new RegExp(`^#id${S}+(${NS}+)${S}+(${NS}+)`)],
  ['rack1', new RegExp(`^#rack1${S}+(${NS}+)`)],
  ['rack2', new RegExp(`^#rack2${S}+(${NS}+)`)],
  ['encoding', new RegExp(`^#character-encoding${S}+([!-~]+)`)],
  [
    'move',
    new RegExp(`>(${NS}+):${S}+(${NS}+)${S}+([0-9A-Za-z_]+)${S}+(${NS}+)${S}+\\+(\\d+)${S}+(\\d+)`),
  ],
  ['note', new RegExp(`^#note${S}+(.*)`)],
  ['lexicon', new RegExp(`^#lexicon${S}+(.+)`)],
  ['phony', new RegExp(`>(${NS}+):${S}+(${NS}+)${S}+--${S}+-(\\d+)${S}+(\\d+)`)],
  ['pass', new RegExp(`>(${NS}+):${S}+(${NS}+)${S}+-${S}+\\+0${S}+(\\d+)`)],
  ['challenge', new RegExp(`>(${NS}+):${S}+(${NS}*)${S}+\\(challenge\\)${S}+\\+(\\d+)${S}+(\\d+)`)],
  ['exchange', new RegExp(`>(${NS}+):${S}+(${NS}+)${S}+-(${NS}+)${S}+\\+0${S}+(\\d+)`)],
  ['end-points', new RegExp(`>(${NS}+):${S}+\\((${NS}+)\\)${S}+\\+(\\d+)${S}+(-?\\d+)`)],
  ['time', new RegExp(`>(${NS}+):(?:${S}+(${NS}*))?${S}+\\(time\\)${S}+\\+?-(\\d+)${S}+(-?\\d+)`)],
  ['last-rack', new RegExp(`>(${NS}+):${S}+(${NS}+)${S}+\\((${NS}+)\\)${S}+-(\\d+)${S}+(-?\\d+)`)],
  ['game-type', new RegExp(`^#game-type${S}+(.*)`)],
  ['tile-set', new RegExp(`^#tile-set${S}+(.*)`)],
  ['game-board', new RegExp(`^#game-board${S}+(.*)`)],
  ['continuation', /^#- (.*)/],
  ['board-layout', new RegExp(`^#board-layout${S}+(.*)`)],
  ['tile-distribution', new RegExp(`^#tile-distribution${S}+(.*)`)],
  ['incomplete', /^#incomplete.*/],
  ['tile', new RegExp(`^#tile (${NS}+)${S}+(${NS}+)`)],
];

/** The boards and distributions macondo's rules accept (the rest fail when the game starts). */
const BOARD_LAYOUTS = ['CrosswordGame', 'SuperCrosswordGame'];
const DISTRIBUTIONS = [
  'english',
  'english_super',
  'french',
  'german',
  'norwegian',
  'polish',
  'spanish',
  'catalan',
];
const METADATA: Token[] = [
  'title',
  'description',
  'id',
  'lexicon',
  'board-layout',
  'tile-distribution',
  'game-type',
  'player',
];
const STARTS_GAME: Token[] = ['move', 'pass', 'exchange', 'rack1', 'rack2'];

export function readWithMacondo(text: string): PeerGame {
  const lines = text.split('\n');
  const players: PeerGame['players'] = [];
  const events: PeerEvent[] = [];
  let started = false;
  let over = false;
  let lastToken: Token | null = null;
  let boardLayout = 'CrosswordGame';
  let distribution = 'english';

  // The first line is read for the encoding alone; any later encoding line is an error.
  const first = /^#character-encoding[\t\n\f\r ]+([!-~]+)/.exec(lines[0] ?? '');
  if (first && !['utf-8', 'utf8'].includes(first[1]!.toLowerCase())) {
    throw new PeerRefusal(1, `unhandled character encoding ${first[1]}`);
  }
  const from = first ? 1 : 0;

  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const n = i + 1;
    const found = PATTERNS.find(([, re]) => re.test(line));
    if (!found) {
      if (lastToken === 'note') continue; // appended to the last event's note: lost as a record
      if (line === '') continue;
      throw new PeerRefusal(n, `no match found for line '${line}'`);
    }
    const [token, re] = found;
    const m = re.exec(line)!;
    if (STARTS_GAME.includes(token) && !started) {
      if (players.length !== 2) throw new PeerRefusal(n, 'wrong number of players defined');
      if (!BOARD_LAYOUTS.includes(boardLayout)) {
        throw new PeerRefusal(n, `unsupported board layout ${boardLayout}`);
      }
      if (!DISTRIBUTIONS.includes(distribution)) {
        throw new PeerRefusal(n, `letter distribution ${distribution} not found`);
      }
      started = true;
    }
    if (METADATA.includes(token) && started) {
      throw new PeerRefusal(n, 'non-note pragmata should appear before event lines');
    }
    const playerOf = (nick: string) => {
      if (!players.some((p) => p.nickname === nick)) {
        throw new PeerRefusal(n, 'player does not exist');
      }
      return nick;
    };
    /** A move of the line's player: its points, and the total as written in capture `total`. */
    const addEvent = (kind: PeerEvent['kind'], score: number, total: number) =>
      events.push({ player: playerOf(m[1]!), kind, score, total: Number(m[total]) });
    switch (token) {
      case 'encoding':
        throw new PeerRefusal(n, 'encoding line must be first line in file if present');
      case 'player':
        if (m[1] === '2' && players[0]?.nickname === m[2]) {
          throw new PeerRefusal(n, 'two players with same nickname not supported');
        }
        players.push({ nickname: m[2]!, name: m[3]! });
        break;
      case 'board-layout':
        boardLayout = m[1]!.trim();
        break;
      case 'tile-distribution':
        distribution = m[1]!.trim();
        break;
      case 'note':
        // Before the game exists there is no event to hang a note on.
        if (!started) throw new PeerRefusal(n, 'a note before the first event has no game yet');
        break;
      case 'move':
        events.push({
          player: playerOf(m[1]!),
          kind: 'play',
          position: m[3]!,
          word: m[4]!,
          score: Number(m[5]),
          total: Number(m[6]),
        });
        break;
      case 'phony':
        if (events.length === 0) throw new PeerRefusal(n, 'phony tiles returned without play');
        addEvent('withdrawal', -Number(m[3]), 4);
        break;
      case 'pass':
        addEvent('pass', 0, 3);
        break;
      case 'challenge':
        addEvent('challenge-bonus', Number(m[3]), 4);
        break;
      case 'exchange': {
        const count = /^\d+$/.test(m[3]!) ? Number(m[3]) : null;
        if (count !== null && count > m[2]!.length) {
          throw new PeerRefusal(n, 'exchanged more tiles than are on rack');
        }
        addEvent('exchange', 0, 4);
        break;
      }
      case 'end-points':
        addEvent('end-gain', Number(m[3]), 4);
        over = true;
        break;
      case 'time':
        addEvent('time-penalty', -Number(m[3]), 4);
        over = true;
        break;
      case 'last-rack':
        if (m[2] !== m[3]) throw new PeerRefusal(n, 'last rack penalty event malformed');
        addEvent('end-deduction', -Number(m[4]), 5);
        over = true;
        break;
      default:
        break; // title, id, tile-set, game-board, continuation, incomplete, tile: kept or ignored
    }
    lastToken = token;
  }
  if (!started) throw new PeerRefusal(lines.length, 'the record has no move: no game is made');
  return { players, events, over };
}
