// A help page's facts at a glance and its tile table, read from the very configs and tile sets the
// games are played with (the defaults an option-less game gets), so the page cannot drift from play.
import { layouts } from '../../engine/crossword/layouts';
import type { CrosswordConfig, Ruleset } from '../../engine/crossword/rules';
import { rulesets } from '../../engine/crossword/rulesets/index';
import { tileSets } from '../../engine/crossword/tilesets';
import type { GameKind } from '../../engine/kind';
import type { MumbleJumbleConfig } from '../../engine/mumble-jumble/index';
import { coins } from '../../engine/word-jam/deal';
import type { WordJamConfig } from '../../engine/word-jam/index';
import { styleTitles } from '../../engine/word-jam/style';
import { DEFAULT_PHASE_CONTROL } from '../correspondence/creation';
import type { HelpFact, HelpPageProps, TileTable } from '../pages/help-pages';
import { wordListFor } from '../word-lists';

/** The facts, tile table and glossary of a game, from the config it was configured with. */
export function factsFor(
  kind: GameKind,
  config: unknown,
): Pick<HelpPageProps, 'facts' | 'tiles' | 'glossary'> | null {
  const ruleset = rulesets[kind.id];
  if (ruleset) {
    const crossword = config as CrosswordConfig;
    return { facts: crosswordFacts(ruleset, crossword), tiles: tileTable(ruleset, crossword) };
  }
  if (kind.family === 'mumble-jumble')
    return { facts: mumbleJumbleFacts(config as MumbleJumbleConfig) };
  if (kind.family === 'word-jam') {
    const jam = config as WordJamConfig;
    return { facts: wordJamFacts(jam), glossary: styleCardList(jam) };
  }
  return null;
}

const named = (ids: readonly string[], names: (id: string) => string) => ids.map(names).join(', ');
const byOption = (others: string) => (others ? ` (by option: ${others})` : '');

function crosswordFacts(ruleset: Ruleset, config: CrosswordConfig): HelpFact[] {
  const otherLayouts = ruleset.layouts.filter((l) => l !== config.layout);
  const otherTiles = ruleset.tileSets.filter((t) => t !== config.tileSet);
  const bag = tileSets[config.tileSet]!;
  return [
    {
      label: 'Board',
      value: `${layouts[config.layout]!.name}${byOption(named(otherLayouts, (l) => layouts[l]!.name))}`,
    },
    ruleset.unlimited
      ? { label: 'Letters', value: 'no racks and no bag: every letter is always there to play' }
      : { label: 'Rack', value: `${config.rackSize} tiles` },
    {
      label: 'Tiles',
      value: `${bag.name}${ruleset.unlimited ? '' : `, ${bagSize(config.tileSet)} in the bag`}${byOption(named(otherTiles, (t) => tileSets[t]!.name))}`,
    },
    {
      label: 'Word bonuses',
      value:
        ruleset.wordBonus === 'multiply'
          ? 'multiply: two DW squares make 4×, two TW 9×'
          : 'only the highest it covers counts: DW and TW give 3×, two DW still 2×',
    },
    ...(ruleset.bingoBonus > 0 && !ruleset.unlimited
      ? [{ label: `All ${config.rackSize} tiles played`, value: `+${ruleset.bingoBonus}` }]
      : []),
    {
      label: 'Challenge',
      value: ruleset.challenges
        .map((c) =>
          c === 'none' ? 'none: words are checked as they are played' : 'double challenge',
        )
        .map((text, i) => (ruleset.challenges[i] === config.challenge ? text : `${text} by option`))
        .join('; '),
    },
    { label: 'Word list', value: `${wordListFor(ruleset.id).lexicon} unless you choose another` },
  ];
}

function bagSize(id: string): number {
  const set = tileSets[id]!;
  return Object.values(set.counts).reduce((a, b) => a + b, set.blanks);
}

/** The letters by value, as the tile set gives them (and so as racks and board tiles show them). */
function tileTable(ruleset: Ruleset, config: CrosswordConfig): TileTable {
  const set = tileSets[config.tileSet]!;
  const byPoints = new Map<number, string[]>();
  for (const [letter, points] of Object.entries(set.values)) {
    const count = ruleset.unlimited ? '' : `×${set.counts[letter] ?? 0}`;
    byPoints.set(points, [...(byPoints.get(points) ?? []), `${letter}${count}`]);
  }
  const rows = [...byPoints.entries()]
    .sort(([a], [b]) => a - b)
    .map(([points, letters]) => ({ points, letters: letters.join(' ') }));
  if (!ruleset.unlimited && set.blanks > 0)
    rows.unshift({ points: 0, letters: `blank ×${set.blanks} (any letter)` });
  return { name: set.name, counted: !ruleset.unlimited, rows };
}

const phaseLength = `each closes at its deadline, ${DEFAULT_PHASE_CONTROL.days} days by default or the game’s time control`;

function mumbleJumbleFacts(config: MumbleJumbleConfig): HelpFact[] {
  return [
    {
      label: 'Word length',
      value: `${config.wordLengths.join(', then ')} letters (game option wordLengths)`,
    },
    {
      label: 'Secret words a round',
      value: `${config.wordsPerSeat} each with 2–3 players (option wordsPerSeat), 1 with 4 or more`,
    },
    { label: 'Chips to start', value: `${config.startingChips} each` },
    {
      label: 'Bet-for-the-Win',
      value: config.betForTheWin
        ? `with ${config.betThreshold} chips, staking ${config.betStake}`
        : 'off in this game',
    },
    { label: 'Phases', value: `choose, solve, challenge: ${phaseLength}` },
  ];
}

function wordJamFacts(config: WordJamConfig): HelpFact[] {
  const cave = config.cave.map(([red, yellow], i) => `turn ${i + 1}: ${red}/${yellow}`);
  return [
    { label: 'Turns', value: `${config.turns}, the last a special final turn` },
    {
      label: 'Coins',
      value: `${coins.join(', ')} on the first four consonants dealt; the fifth is banned`,
    },
    { label: 'Points (red/yellow)', value: cave.join(', ') },
    {
      label: 'Final turn',
      value: `${config.finalPoints[0]} for the best Ali Baba word, ${config.finalPoints[1]} for the best Thieves word`,
    },
    {
      label: 'Style cards',
      value: `${config.styleCards.length}, one a turn: ${config.styleCards.map((c) => styleTitles[c].split(':')[0]).join(', ')}`,
    },
    { label: 'A voted word needs', value: `${config.votesToAccept} yes votes (or every voter)` },
    { label: 'Phases', value: `play, vote, bet, thieves: ${phaseLength}` },
  ];
}

/** Word Jam's Style cards, each with what it asks for, as the turn's email states it. */
function styleCardList(config: WordJamConfig) {
  return { title: 'Style cards', items: config.styleCards.map((c) => styleTitles[c]) };
}
