/** @jsxImportSource hono/jsx */
// GET /help (every game) and GET /help/:ruleset (its rules summary and every email command).
import { Hono } from 'hono';
import { rulesets } from '../../engine/crossword/rulesets/index';
import type { GameKind } from '../../engine/kind';
import {
  type MumbleJumbleConfig,
  type Phase as MumblePhase,
  help as mumbleJumbleHelp,
} from '../../engine/mumble-jumble/index';
import { gameKinds, getGameKind } from '../../engine/registry';
import {
  type Phase as JamPhase,
  type WordJamConfig,
  help as wordJamHelp,
} from '../../engine/word-jam/index';
import type { Env } from '../env';
import { moveSections, serviceSections } from '../game-room/crossword-help';
import { HttpError } from '../http-error';
import { type GameSummary, HelpIndexPage, HelpPage, type HelpPageProps } from '../pages/help-pages';
import { playerCount } from '../pages/player-count';

export const help = new Hono<{ Bindings: Env }>();

function summary(kind: GameKind): GameSummary {
  return { id: kind.id, title: kind.title, players: `${playerCount(kind)} players` };
}

const MUMBLE_PHASES: MumblePhase[] = ['choose', 'solve', 'challenge'];
const JAM_PHASES: JamPhase[] = ['play', 'vote', 'bet', 'thieves', 'final-bet', 'final-play'];

/** Parlor games' help comes from the engine, one text per phase; the shared intro is the rules. */
function parlorHelp(texts: [string, string][]): Pick<HelpPageProps, 'rules' | 'commands'> {
  const intro = texts[0]?.[1].split('\n\n')[1] ?? '';
  return {
    rules: intro.split('\n').filter(Boolean),
    commands: texts.map(([phase, text]) => ({
      title: `${phase[0]!.toUpperCase()}${phase.slice(1).replace('-', ' ')} phase`,
      lines: [text.split('\n\n')[0]!],
    })),
  };
}

function helpFor(kind: GameKind): Pick<HelpPageProps, 'rules' | 'commands'> | null {
  const ruleset = rulesets[kind.id];
  if (ruleset) {
    return {
      rules: ruleset.help.split('\n').filter(Boolean),
      commands: [...moveSections(ruleset), ...serviceSections()],
    };
  }
  const configured = kind.configure({}, 'english');
  if (!configured.ok) return null;
  if (kind.family === 'mumble-jumble') {
    return parlorHelp(
      MUMBLE_PHASES.map((p) => [p, mumbleJumbleHelp(configured.value as MumbleJumbleConfig, p)]),
    );
  }
  if (kind.family === 'word-jam') {
    return parlorHelp(
      JAM_PHASES.map((p) => [p, wordJamHelp(configured.value as WordJamConfig, p)]),
    );
  }
  return null;
}

help.get('/', function listGames(c) {
  return c.html(
    <HelpIndexPage games={Object.values(gameKinds).map((k) => summary(k as GameKind))} />,
  );
});

help.get('/:ruleset', function showGameHelp(c) {
  const id = c.req.param('ruleset');
  const kind = getGameKind(id);
  const text = kind ? helpFor(kind) : null;
  if (!kind || !text)
    throw new HttpError(
      404,
      'unknown-ruleset',
      `There is no game "${id}". See /help for the list.`,
    );
  return c.html(<HelpPage game={summary(kind)} {...text} />);
});
