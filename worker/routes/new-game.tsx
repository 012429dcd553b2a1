/** @jsxImportSource hono/jsx */
// GET /new shows the new-game form; POST /new checks it like POST /api/games (game-request.ts) and
// mails the first player, the one filling it in, a link that proves their address; the game is
// created only from that link (new-game-confirm.tsx). A refused form comes back filled in.
import { type Context, Hono } from 'hono';
import { DEFAULT_LEXICON, lexiconIds } from '../../dictionaries/registry';
import { rulesets } from '../../engine/crossword/rulesets/index';
import { tileSets } from '../../engine/crossword/tilesets';
import type { GameKind } from '../../engine/kind';
import { gameKinds } from '../../engine/registry';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { checkGameRequest } from '../new-game/game-request';
import { ConfirmationSentPage } from '../pages/confirm-game-page';
import { NewGamePage, type NewGameValues, SEAT_ROWS } from '../pages/new-game-page';
import { proposeByMail } from './new-game-confirm';

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
  status: 200 | 400 | 409 = 200,
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
  const input = {
    ruleset: values.ruleset,
    lexicon: values.lexicon,
    players,
    options: crosswordOptions(values),
  };
  try {
    const game = checkGameRequest(c.env, input);
    await proposeByMail(c.env, game, input);
    return c.html(<ConfirmationSentPage title={game.kind.title} to={game.emails[0]!} />, 202);
  } catch (err) {
    if (err instanceof HttpError && (err.status === 400 || err.status === 409))
      return form(c, values, err.message, err.status === 400 ? 400 : 409);
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
