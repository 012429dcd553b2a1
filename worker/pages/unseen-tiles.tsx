/** @jsxImportSource hono/jsx */
// Tile tracking on the game pages: the tiles still unseen by the viewer, by letter.
import type { CrosswordView } from '../../engine/crossword/view';

export const UNSEEN_CSS = `
ul.unseen{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;padding:0;margin:.25rem 0 .75rem}
ul.unseen li{font-family:ui-monospace,monospace;font-size:.85rem;padding:.05rem .3rem;border:1px solid var(--line,#d0d7de);border-radius:3px}
`;

/** Nothing where letters are unlimited (Scribble) or nothing is left unseen. */
export function UnseenTiles({ view, seat }: { view: CrosswordView; seat: number | null }) {
  const unseen = view.unseen;
  if (!unseen || unseen.length === 0) return null;
  const total = unseen.reduce((n, t) => n + t.count, 0);
  const where = seat === null ? 'the bag and the racks' : 'the bag and the other racks';
  return (
    <section aria-labelledby="unseen-heading">
      <h2 id="unseen-heading">Unseen tiles ({total})</h2>
      <p class="meta">
        In {where}: {view.bagCount} in the bag.
      </p>
      <ul class="unseen">
        {unseen.map((t) => (
          <li aria-label={`${t.letter === '?' ? 'blank' : t.letter}: ${t.count}`}>
            {t.letter}
            {t.count > 1 ? ` ×${t.count}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
