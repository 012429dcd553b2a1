// GCG records (the Scrabble world's game-record format): parse, format, verify, export; CGP positions.
export { formatCgp } from './cgp';
export { exportGcg, gcgGameOf } from './export';
export { formatGcg } from './format';
export { parseGcg } from './parse';
export type * from './types';
export { type GcgMismatch, type GcgReport, verifyGcg, verifyGcgWith } from './verify';
