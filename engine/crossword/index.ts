// The crossword rules engine's public face: one GameKind per ruleset and the helpers around them.
import { type CrosswordKind, makeCrosswordKind } from './kind';
import { rulesets } from './rulesets/index';

export const crosswordKinds: Record<string, CrosswordKind> = Object.fromEntries(
  Object.values(rulesets).map((r) => [r.id, makeCrosswordKind(r)]),
);

export type { CrosswordCommand } from './command';
export { type CrosswordKind, initialBag, type Preview, parseFor, previewPlay } from './kind';
export type { CrosswordConfig, CrosswordState } from './rules';
export { scorePlay } from './scoring';
export type { CrosswordView, MoveView, SquareView, TileView } from './view';
