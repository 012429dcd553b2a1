// A rack's tiles and the score table's rows are written by hand (rack-tiles.tsx, score-table.tsx)
// where React wrote them: the same bytes React writes for the same cells, whatever a player's
// name or a status holds, so nothing in them can become markup.
import fc from 'fast-check';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RackTiles, TILE_STYLE } from '../../emails/components/rack-tiles';
import { type ScoreRow, ScoreTable } from '../../emails/components/score-table';
import { theme } from '../../emails/theme';
import type { TileView } from '../../engine/crossword/view';

// The cells as the components wrote them with React before, styles and all (a rack tile's is
// the component's own).
const CELL = { padding: '4px 10px', borderBottom: `1px solid ${theme.border}`, fontSize: 14 };
const NAME: CSSProperties = { ...CELL, textAlign: 'left', fontWeight: 400 };
const NAME_TO_PLAY: CSSProperties = { ...CELL, textAlign: 'left', fontWeight: 700 };
const SCORE: CSSProperties = { ...CELL, textAlign: 'right', fontWeight: 700 };
const STATUS: CSSProperties = { ...CELL, color: theme.muted, fontSize: 12 };
function reactRows(rows: ScoreRow[]) {
  return (
    <table
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '8px auto' }}
    >
      <caption style={{ fontSize: 12, color: theme.muted }}>Scores</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.seat}>
            <th scope="row" style={row.toMove ? NAME_TO_PLAY : NAME}>
              {row.name}
              {row.you ? ' (you)' : ''}
              {row.toMove ? ' — to play' : ''}
            </th>
            <td style={SCORE}>{row.score}</td>
            {row.status === undefined ? null : <td style={STATUS}>{row.status}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function reactRack(tiles: TileView[]) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={4}
      style={{ margin: '0 auto' }}
      aria-label="Your rack"
    >
      <tbody>
        <tr>
          {tiles.map((tile, i) => (
            <td
              // biome-ignore lint/suspicious/noArrayIndexKey: a rack may hold the same letter twice
              key={i}
              title={
                tile.letter === '?' ? 'blank, 0 points' : `${tile.letter}, ${tile.value} points`
              }
              style={TILE_STYLE}
            >
              {tile.letter}
              <sub style={{ fontSize: 9, fontWeight: 400 }}>{tile.value}</sub>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

// Player text with everything that could become markup, and the typography our emails write.
const TEXT = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('<b>Ann</b>', `"Bo" & 'Cleo'`, 'a > b', '</th><script>', 'José · ×2 — ok', ''),
);
const ROW = fc.record(
  {
    seat: fc.nat(8),
    name: TEXT,
    score: fc.integer({ min: -50, max: 900 }),
    toMove: fc.boolean(),
    you: fc.boolean(),
    status: TEXT,
  },
  { requiredKeys: ['seat', 'name', 'score', 'toMove', 'you'] },
);
const TILES = fc.array(
  fc.record({ letter: fc.oneof(fc.constantFrom('A', 'Q', '?', 'Ñ'), TEXT), value: fc.nat(10) }),
  { maxLength: 9 },
);

describe('rows written by hand', () => {
  it('write the score table as React wrote it, for any names and statuses', () => {
    fc.assert(
      fc.property(fc.array(ROW, { maxLength: 6 }), (rows) => {
        expect(renderToStaticMarkup(<ScoreTable rows={rows} caption="Scores" />)).toBe(
          renderToStaticMarkup(reactRows(rows)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('write a rack as React wrote it, for any letters', () => {
    fc.assert(
      fc.property(TILES, (tiles) => {
        expect(renderToStaticMarkup(<RackTiles tiles={tiles} label="Your rack" />)).toBe(
          renderToStaticMarkup(reactRack(tiles)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('let nothing in a name become markup', () => {
    const html = renderToStaticMarkup(
      <ScoreTable
        rows={[{ seat: 0, name: '</th><script>x</script>', score: 3, toMove: true, you: true }]}
        caption="Scores"
      />,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/th&gt;&lt;script&gt;x&lt;/script&gt; (you) — to play</th>');
  });
});
