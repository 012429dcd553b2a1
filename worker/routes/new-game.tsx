/** @jsxImportSource hono/jsx */
// GET /new shows the new-game form; POST /new checks it like POST /api/games (game-request.ts) and
// mails the first player, the one filling it in, a link that proves their address; the game is
// created only from that link (new-game-confirm.tsx). A refused form comes back filled in, the
// field to fix marked.
import { type Context, Hono } from 'hono';
import { DEFAULT_LEXICON, lexiconIds } from '../../dictionaries/registry';
import { tileSets } from '../../engine/crossword/tilesets';
import type { GameKind } from '../../engine/kind';
import { gameKinds } from '../../engine/registry';
import { levelSpecs, robotLevels } from '../../engine/robot/levels';
import { MAX_SEATS } from '../access/caps';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { checkGameRequest } from '../new-game/game-request';
import { ConfirmationSentPage } from '../pages/confirm-game-page';
import type { FormError, NewGameValues } from '../pages/new-game-fields';
import { NewGamePage } from '../pages/new-game-page';
import { playerCount } from '../pages/player-count';
import { proposeByMail } from './new-game-confirm';
import { blankForm, gameRequest, readForm } from './new-game-form';
import { formErrorOf } from './new-game-refusals';

/** The seats the form shows open; games that take more get the rest below a fold. */
const OPEN_SEATS = 6;

const kinds = () => Object.values(gameKinds) as GameKind[];

function form(
  c: Context<{ Bindings: Env }>,
  values: NewGameValues,
  error: FormError | null,
  status: 200 | 400 | 409 = 200,
) {
  return c.html(
    <NewGamePage
      games={kinds().map((k) => ({
        id: k.id,
        title: k.title,
        players: `${playerCount(k)} players`,
      }))}
      lexicons={lexiconIds()}
      tileSets={Object.values(tileSets).map((t) => ({ id: t.id, name: t.name }))}
      robotLevels={robotLevels.map((l) => [l, levelSpecs[l].describe])}
      seats={MAX_SEATS}
      openSeats={OPEN_SEATS}
      largeGames={kinds()
        .filter((k) => k.maxPlayers > OPEN_SEATS)
        .map((k) => k.title)}
      values={values}
      error={error}
    />,
    status,
  );
}

export const newGame = new Hono<{ Bindings: Env }>()
  .get('/', function showNewGameForm(c) {
    return form(c, blankForm('jamble-jx', DEFAULT_LEXICON), null);
  })
  .post('/', async function createFromForm(c) {
    const values = readForm(await c.req.parseBody(), MAX_SEATS, DEFAULT_LEXICON);
    const request = gameRequest(values);
    if ('error' in request) return form(c, values, request.error, 400);
    try {
      const game = checkGameRequest(c.env, request.input);
      await proposeByMail(c.env, game, request.input);
      return c.html(<ConfirmationSentPage title={game.kind.title} to={game.emails[0]!} />, 202);
    } catch (err) {
      if (err instanceof HttpError && (err.status === 400 || err.status === 409))
        return form(c, values, formErrorOf(err, values, request.rows), err.status);
      throw err;
    }
  });
