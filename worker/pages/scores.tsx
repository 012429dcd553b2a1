/** @jsxImportSource hono/jsx */
// Scores and the move list, shared by the player's page and the spectators' page.
import type { CrosswordView } from '../../engine/crossword/view';

export function Scores({ view, seat }: { view: CrosswordView; seat: number | null }) {
  const winners = new Set(view.result?.winners ?? []);
  return (
    <table class="scores">
      <caption class="meta">
        Scores · {view.bagCount} in the bag{view.over ? ' · final' : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Score</th>
          <th scope="col">Tiles</th>
        </tr>
      </thead>
      <tbody>
        {view.players.map((p) => (
          <tr>
            <th scope="row">
              {p.name}
              {p.seat === seat ? ' (you)' : ''}
              {view.toMove === p.seat ? ' · to play' : ''}
              {winners.has(p.seat) ? ' · winner' : ''}
            </th>
            <td>{p.score}</td>
            <td>
              {p.rack && p.seat !== seat ? p.rack.map((t) => t.letter).join(' ') : p.rackCount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MoveList({ view }: { view: CrosswordView }) {
  if (view.moves.length === 0) return <p class="meta">No moves yet.</p>;
  return (
    <ol class="moves">
      {view.moves.map((m) => (
        <li>{m.text}</li>
      ))}
    </ol>
  );
}
