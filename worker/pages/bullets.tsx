/** @jsxImportSource hono/jsx */
// A plain bulleted list of lines of text: a game's settings, its seats, a glossary.

export function Bullets({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li>{item}</li>
      ))}
    </ul>
  );
}
