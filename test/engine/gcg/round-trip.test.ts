// formatGcg and parseGcg are inverses: any game built from the GCG vocabulary survives a round trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGcg } from '../../../engine/crossword/gcg/format';
import { parseGcg } from '../../../engine/crossword/gcg/parse';
import type { GcgEvent, GcgGame } from '../../../engine/crossword/gcg/types';

const nickname = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
const rack = fc.stringMatching(/^[A-Z?]{0,7}$/);
const tiles = fc.stringMatching(/^[A-Z?]{1,7}$/);
const line = fc.stringMatching(/^[^\s#>][^\r\n]{0,30}$/).map((s) => s.trimEnd());
const note = fc.option(
  fc.array(line, { minLength: 1, maxLength: 3 }).map((l) => l.join('\n')),
  {
    nil: undefined,
  },
);
const position = fc.record({
  row: fc.integer({ min: 0, max: 14 }),
  col: fc.integer({ min: 0, max: 14 }),
  direction: fc.constantFrom('across' as const, 'down' as const),
});

function event(players: string[]): fc.Arbitrary<GcgEvent> {
  const base = fc.record({
    line: fc.constant(0),
    player: fc.constantFrom(...players),
    rack,
    score: fc.integer({ min: -200, max: 200 }),
    total: fc.integer({ min: -200, max: 900 }),
  });
  const withNote = <T extends object>(a: fc.Arbitrary<T>) =>
    fc.tuple(a, note).map(([e, n]) => (n === undefined ? e : { ...e, note: n }));
  return withNote(
    fc.oneof(
      fc
        .tuple(
          base,
          position,
          fc.stringMatching(/^[A-Za-z.]{1,9}$/),
          fc.option(fc.stringMatching(/^[A-Z]{2,5}(, [A-Z]{2,5}){0,2}$/), { nil: undefined }),
        )
        .map(([b, p, word, trailing]) => ({
          type: 'play' as const,
          ...b,
          position: p,
          word,
          ...(trailing ? { trailing } : {}),
        })),
      fc
        .tuple(base, tiles)
        .map(([b, t]) => ({ type: 'exchange' as const, ...b, tiles: t, count: t.length })),
      fc
        .tuple(base, fc.integer({ min: 1, max: 7 }))
        .map(([b, n]) => ({ type: 'exchange' as const, ...b, tiles: '', count: n })),
      fc.tuple(base, tiles).map(([b, t]) => ({ type: 'end-rack' as const, ...b, tiles: t })),
      ...(['pass', 'withdrawal', 'challenge-bonus', 'time-penalty'] as const).map((type) =>
        base.map((b) => ({ type, ...b })),
      ),
    ),
  );
}

const game: fc.Arbitrary<GcgGame> = fc
  .uniqueArray(nickname, { minLength: 1, maxLength: 4 })
  .chain((nicks) =>
    fc.record({
      players: fc.constant(nicks.map((n) => ({ nickname: n, name: `${n} Player` }))),
      pragmas: fc.array(
        fc.record({
          name: fc
            .stringMatching(/^[a-z][a-z-]{0,15}$/)
            .filter((n) => n !== 'note' && !/^player\d/.test(n)),
          value: fc.stringMatching(/^[^\r\n]{0,30}$/).map((v) => v.trim()),
        }),
        { maxLength: 4 },
      ),
      notes: fc.array(line, { maxLength: 2 }),
      events: fc.array(event(nicks), { maxLength: 12 }),
    }),
  );

describe('GCG round trip', () => {
  it('parses what it formats back into the same game', () => {
    fc.assert(
      fc.property(game, (g) => {
        const text = formatGcg(g);
        const parsed = parseGcg(text);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const again = {
          ...parsed.value,
          events: parsed.value.events.map((e) => ({ ...e, line: 0 })),
        };
        // The formatter moves #character-encoding to the top; every other pragma keeps its place.
        expect(again).toEqual({
          ...g,
          pragmas: [
            ...g.pragmas.filter((p) => p.name === 'character-encoding'),
            ...g.pragmas.filter((p) => p.name !== 'character-encoding'),
          ],
        });
      }),
      { numRuns: 50 },
    );
  }, 30_000);
});
