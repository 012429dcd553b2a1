/** @jsxImportSource hono/jsx */
// GET /: the home page (worker/pages/home-page.tsx), the games and families read from the registry.
import { Hono } from 'hono';
import type { Env } from '../env';
import { allGameSummaries, gameFamilies } from '../pages/game-summary';
import { HomePage } from '../pages/home-page';

export const home = new Hono<{ Bindings: Env }>().get('/', function showHome(c) {
  return c.html(<HomePage games={allGameSummaries()} families={gameFamilies()} />);
});
