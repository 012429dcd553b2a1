// Makes a GameKind out of a ruleset, and the helpers the worker calls (previewPlay, initialBag).
import type { Lexicon } from '../../dictionaries/lexicon';
import { deriveBagOrder } from '../commitment';
import type { GameKind, Pending } from '../kind';
import { fail, ok, type Result } from '../result';
import { applyCommand } from './apply';
import type { CrosswordCommand } from './command';
import { contextOf } from './context';
import { formatCommand, parseCommand } from './notation';
import type { CrosswordConfig, CrosswordState, Ruleset } from './rules';
import { canonicalTiles, configure, dealingBag, setup } from './setup';
import { breakdownsOf, turnRefusal, validatePlay } from './turn';
import { type CrosswordView, crosswordView } from './view';

export type CrosswordKind = GameKind<
  CrosswordConfig,
  CrosswordState,
  CrosswordCommand,
  CrosswordView
>;

export function parseFor(text: string, config: CrosswordConfig): Result<CrosswordCommand> {
  const g = contextOf(config);
  return parseCommand(text, { size: g.layout.size, letters: g.letters });
}

export function makeCrosswordKind(ruleset: Ruleset): CrosswordKind {
  return {
    id: ruleset.id,
    family: 'crossword',
    title: ruleset.title,
    minPlayers: ruleset.minPlayers,
    maxPlayers: ruleset.maxPlayers,
    configure: (options, lexiconId) => configure(ruleset, options, lexiconId),
    setup,
    parse: parseFor,
    format: (command) => formatCommand(command),
    apply: (config, state, seat, command, ctx) =>
      applyCommand(config, state, seat, command, ctx.lexicon),
    view: crosswordView,
    pending: (_config, state): Pending =>
      state.result
        ? { over: true, seats: [], phase: 'over' }
        : { over: false, seats: [state.toMove], phase: state.phase },
  };
}

export interface Preview {
  words: string[];
  score: number;
  breakdown: string[];
  /** Words the lexicon lacks (only when words are not checked on entry, i.e. double challenge). */
  unknown: string[];
}

/** Validate a play and score it without changing anything: the move page's live preview. */
export function previewPlay(
  config: CrosswordConfig,
  state: CrosswordState,
  seat: number,
  text: string,
  lexicon: Lexicon,
): Result<Preview> {
  const refused = turnRefusal(state, seat);
  if (refused) return { ok: false, error: refused };
  const command = parseFor(text, config);
  if (!command.ok) return command;
  if (command.value.type !== 'play')
    return fail(
      'not-a-play',
      'Only plays can be previewed; PASS, EXCHANGE and the rest need no preview.',
    );
  const g = contextOf(config);
  const valid = validatePlay(g, state, seat, command.value, lexicon);
  if (!valid.ok) return valid;
  return ok({
    words: valid.value.scored.words.map((w) => w.word),
    score: valid.value.scored.score,
    breakdown: breakdownsOf(g, state, valid.value),
    unknown: valid.value.unknown,
  });
}

/**
 * The bag the racks were dealt from at setup, front first: the seed's shuffle of the tile set,
 * less a recorded position's tiles when the game continues one (setup.ts `dealingBag`).
 */
export function initialBag(config: CrosswordConfig, seed: string): string[] {
  return dealingBag(config, deriveBagOrder(canonicalTiles(config), seed));
}
