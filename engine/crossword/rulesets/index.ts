// Every crossword ruleset by id.
import type { Ruleset } from '../rules';
import { jambleJH } from './jamble-jh';
import { jambleJO } from './jamble-jo';
import { jambleJW } from './jamble-jw';
import { jambleJX } from './jamble-jx';
import { jambleJY } from './jamble-jy';
import { scrabble } from './scrabble';
import { scribble } from './scribble';
import { wwf } from './wwf';

export const rulesets: Record<string, Ruleset> = Object.fromEntries(
  [jambleJX, jambleJW, jambleJO, jambleJH, jambleJY, scrabble, wwf, scribble].map((r) => [r.id, r]),
);
