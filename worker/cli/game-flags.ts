// The flags every CLI that plays games takes alike, with the same defaults: which game, which
// word list, and JSON instead of a table. Spread into a node:util parseArgs options table.
export const gameFlags = {
  ruleset: { type: 'string', default: 'scrabble' },
  lexicon: { type: 'string', default: 'english' },
  json: { type: 'boolean', default: false },
} as const;
