// A turn's context as the game room builds one, for tests that call the mailers or composeTurnMails
// directly, without a room: a mail-only Env, seated players, and the turn's own links.
import type { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import type { GameKind } from '../../engine/kind';
import type { Env } from '../../worker/env';
import { seatLinks, type TurnContext } from '../../worker/game-room/envelope';
import { robotCommands } from '../../worker/robot/command';

/** The Env the mailers read (links, addresses), signing with `k1:secret`. */
export function mailEnv(secret: string): Env {
  return {
    PUBLIC_URL: 'https://play.example.com',
    MAIL_DOMAIN: 'play.example.com',
    MAIL_FROM: 'Wordmail <turns@play.example.com>',
    LINK_SECRET: `k1:${secret}`,
  } as unknown as Env;
}

/** Players seated in this order, with addresses and tokens of their own. */
export function seated(names: readonly string[]) {
  return names.map((name, i) => ({
    name,
    email: `p${i}@example.com`,
    token: `token${i}tokentoken`,
  }));
}

export interface TurnOf {
  env: Env;
  id: string;
  kind: GameKind;
  config: CrosswordConfig;
  seats: ReturnType<typeof seated>;
  lexicon: string;
  seed: string;
  state: CrosswordState;
  turn: number;
}

/** The context of turn `turn` (its clock at turn × 1 s), with links of its own, as a room's. */
export function turnContext(t: TurnOf): TurnContext {
  return {
    env: t.env,
    record: {
      id: t.id,
      ruleset: t.kind.id,
      lexicon: t.lexicon,
      seed: t.seed,
      createdAt: 0,
      seats: t.seats,
      config: t.config,
    },
    kind: t.kind,
    state: t.state,
    turn: t.turn,
    now: t.turn * 1000,
    threads: new Map(),
    links: seatLinks(t.env),
  };
}

export interface PlayedTurn {
  turn: number;
  mover: number;
  state: CrosswordState;
  happened: { type: string; text: string }[];
}

/** A game of the robot's best plays from `seed`: its first `turns` turns, or all to the end. */
export function bestPlayTurns(
  kind: GameKind,
  config: CrosswordConfig,
  seats: ReturnType<typeof seated>,
  lexicon: CompiledLexicon,
  seed: string,
  turns = Number.POSITIVE_INFINITY,
): PlayedTurn[] {
  let state = kind.setup(config, seats, seed) as CrosswordState;
  const played: PlayedTurn[] = [];
  for (let turn = 1; turn <= turns && state.result === null; turn++) {
    const mover = state.toMove;
    const text = robotCommands(config, state, mover, 'best', lexicon, `${seed}:${turn}`)[0]!;
    const command = kind.parse(text, config);
    if (!command.ok) throw new Error(command.error.message);
    const applied = kind.apply(config, state, mover, command.value, { now: turn, lexicon });
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state as CrosswordState;
    played.push({ turn, mover, state, happened: applied.value.events });
  }
  return played;
}
