/** @jsxImportSource hono/jsx */
// The site's one table shape (scores, standings, ratings, tile values): class "scores", a caption,
// column headings a screen reader can announce, and the rows each page writes.
import type { Child } from 'hono/jsx';

export function Table({
  caption,
  columns,
  extraClass,
  children,
}: {
  caption?: Child;
  columns: Child[];
  /** A page's own class beside "scores", for its own CSS. */
  extraClass?: string;
  children?: Child;
}) {
  return (
    <table class={extraClass ? `scores ${extraClass}` : 'scores'}>
      {caption ? <caption class="meta">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((heading) => (
            <th scope="col">{heading}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A change, a spread or an adjustment as tables show it: +12, -3, 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
