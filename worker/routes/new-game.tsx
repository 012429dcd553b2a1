/** @jsxImportSource hono/jsx */
// GET /new shows the new-game form; POST /new creates the game through the same createGameFrom()
// as POST /api/games and confirms it. A refused form comes back filled in, with the reason.
import { type Context, Hono } from 'hono';
import { DEFAULT_LEXICON, lexiconIds } from '../../dictionaries/registry';
import { rulesets } from '../../engine/crossword/rulesets/index';
import { tileSets } from '../../engine/crossword/tilesets';
import type { GameKind } from '../../engine/kind';
import { gameKinds, getGameKind } from '../../engine/registry';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import {
  GameCreatedPage,
  NewGamePage,
  type NewGameValues,
  SEAT_ROWS,
} from '../pages/new-game-page';
import { createGameFrom } from './create-game';

export const newGame = new Hono<{ Bindings: Env }>();

function gameChoices() {
  return Object.values(gameKinds).map((k) => {
    const kind = k as GameKind;
    const players =
      kind.minPlayers === kind.maxPlayers
        ? `${kind.minPlayers} players`
        : kind.maxPlayers >= 100
          ? `${kind.minPlayers}+ players`
          : `${kind.minPlayers}–${kind.maxPlayers} players`;
    return { id: kind.id, title: kind.title, players };
  });
}

function form(
  c: Context<{ Bindings: Env }>,
  values: NewGameValues,
  error: string | null,
  status: 200 | 400 = 200,
) {
  return c.html(
    <NewGamePage
      games={gameChoices()}
      lexicons={lexiconIds()}
      tileSets={Object.values(tileSets).map((t) => ({ id: t.id, name: t.name }))}
      values={values}
      error={error}
    />,
    status,
  );
}

newGame.get('/', function showNewGameForm(c) {
  return form(
    c,
    {
      ruleset: 'jamble-jx',
      lexicon: DEFAULT_LEXICON,
      players: [],
      layout: '',
      tileSet: '',
      challenge: '',
    },
    null,
  );
});

newGame.post('/', async function createFromForm(c) {
  const body = await c.req.parseBody();
  const text = (name: string) =>
    typeof body[name] === 'string' ? (body[name] as string).trim() : '';
  const rows = Array.from({ length: SEAT_ROWS }, (_, i) => ({
    name: text(`name${i}`),
    email: text(`email${i}`),
  }));
  const values: NewGameValues = {
    ruleset: text('ruleset'),
    lexicon: text('lexicon') || DEFAULT_LEXICON,
    players: rows,
    layout: text('layout'),
    tileSet: text('tileSet'),
    challenge: text('challenge'),
  };
  const half = rows.find((r) => (r.name === '') !== (r.email === ''));
  if (half)
    return form(
      c,
      values,
      `Give each player both a name and an email address (${half.name || half.email}).`,
      400,
    );
  const players = rows.filter((r) => r.name !== '');
  try {
    const created = await createGameFrom(c.env, {
      ruleset: values.ruleset,
      lexicon: values.lexicon,
      players,
      options: crosswordOptions(values),
    });
    const title = getGameKind(created.ruleset)?.title ?? created.ruleset;
    return c.html(<GameCreatedPage id={created.id} title={title} players={players} />, 201);
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) return form(c, values, err.message, 400);
    throw err;
  }
});

/** The options the form set, for crossword games only (parlor games have their own options). */
function crosswordOptions(values: NewGameValues): Record<string, string> {
  if (!Object.hasOwn(rulesets, values.ruleset)) return {};
  const options: Record<string, string> = {};
  for (const key of ['layout', 'tileSet', 'challenge'] as const)
    if (values[key]) options[key] = values[key];
  return options;
}
