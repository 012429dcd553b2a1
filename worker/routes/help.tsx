/** @jsxImportSource hono/jsx */
// GET /help (every game) and GET /help/:ruleset: its facts at a glance, tile values, rules summary
// and every email command, all read from the game's default config and the emails' command lists.
import { Hono } from 'hono';
import { rulesets } from '../../engine/crossword/rulesets/index';
import type { GameKind } from '../../engine/kind';
import {
  type MumbleJumbleConfig,
  type Phase as MumblePhase,
  help as mumbleJumbleHelp,
} from '../../engine/mumble-jumble/index';
import { getGameKind } from '../../engine/registry';
import {
  type Phase as JamPhase,
  type WordJamConfig,
  help as wordJamHelp,
} from '../../engine/word-jam/index';
import type { Env } from '../env';
import { moveSections, serviceSections } from '../game-room/crossword-help';
import { HttpError } from '../http-error';
import { allGameSummaries, gameSummary } from '../pages/game-summary';
import { HelpIndexPage, HelpPage, type HelpPageProps } from '../pages/help-pages';
import { wordListFor } from '../word-lists';
import { factsFor } from './help-facts';

const MUMBLE_PHASES: MumblePhase[] = ['choose', 'solve', 'challenge'];
const JAM_PHASES: JamPhase[] = ['play', 'vote', 'bet', 'thieves', 'final-bet', 'final-play'];

type GameText = Pick<HelpPageProps, 'rules' | 'commands'>;

/** Parlor games' help comes from the engine, one text per phase; the shared intro is the rules. */
function parlorText(texts: [string, string][]): GameText {
  const intro = texts[0]?.[1].split('\n\n')[1] ?? '';
  return {
    rules: intro.split('\n').filter(Boolean),
    commands: texts.map(([phase, text]) => ({
      title: `${phase[0]!.toUpperCase()}${phase.slice(1).replace('-', ' ')} phase`,
      lines: [text.split('\n\n')[0]!],
    })),
  };
}

/** The rules and commands, the very texts the game's emails and HELP reply carry. */
function textFor(kind: GameKind, config: unknown): GameText | null {
  const ruleset = rulesets[kind.id];
  if (ruleset)
    return {
      rules: ruleset.help.split('\n').filter(Boolean),
      commands: [...moveSections(ruleset), ...serviceSections()],
    };
  if (kind.family === 'mumble-jumble')
    return parlorText(
      MUMBLE_PHASES.map((p) => [p, mumbleJumbleHelp(config as MumbleJumbleConfig, p)]),
    );
  if (kind.family === 'word-jam')
    return parlorText(JAM_PHASES.map((p) => [p, wordJamHelp(config as WordJamConfig, p)]));
  return null;
}

/** Every game's help from its default config: what a game created with no options plays. */
function helpFor(kind: GameKind): Omit<HelpPageProps, 'game'> | null {
  const configured = kind.configure({}, wordListFor(kind.id).lexicon);
  if (!configured.ok) return null;
  const facts = factsFor(kind, configured.value);
  const text = textFor(kind, configured.value);
  return facts && text ? { ...facts, ...text } : null;
}

export const help = new Hono<{ Bindings: Env }>()
  .get('/', function listGames(c) {
    return c.html(<HelpIndexPage games={allGameSummaries()} />);
  })
  .get('/:ruleset', function showGameHelp(c) {
    const id = c.req.param('ruleset');
    const kind = getGameKind(id);
    const text = kind ? helpFor(kind) : null;
    if (!kind || !text)
      throw new HttpError(
        404,
        'unknown-ruleset',
        `There is no game "${id}". See /help for the list.`,
      );
    return c.html(<HelpPage game={gameSummary(kind)} {...text} />);
  });
