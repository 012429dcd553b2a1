/** @jsxImportSource hono/jsx */
// Scores and the move list, shared by the player's page and the spectators' page.
import type { CrosswordView } from '../../engine/crossword/view';
import { signed, Table } from './table';

export function Scores({ view, seat }: { view: CrosswordView; seat: number | null }) {
  const winners = new Set(view.result?.winners ?? []);
  return (
    <Table
      caption={`Scores · ${view.bagCount} in the bag${view.over ? ' · final' : ''}`}
      columns={['Player', 'Score', 'Tiles']}
    >
      {view.players.map((p) => (
        <tr>
          <th scope="row">
            {p.name}
            {p.seat === seat ? ' (you)' : ''}
            {view.toMove === p.seat ? ' · to play' : ''}
            {winners.has(p.seat) ? ' · winner' : ''}
          </th>
          <td>{p.score}</td>
          <td>{p.rack && p.seat !== seat ? p.rack.map((t) => t.letter).join(' ') : p.rackCount}</td>
        </tr>
      ))}
    </Table>
  );
}

export function MoveList({ view }: { view: CrosswordView }) {
  if (view.moves.length === 0) return <p class="meta">No moves yet.</p>;
  return (
    <ol class="moves">
      {view.moves.map((m) => (
        <li>
          {m.text}
          {m.breakdown.length > 0 ? <span class="breakdown"> {m.breakdown.join('; ')}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** How the game ended: the reason, end-of-game adjustments and the final scores. */
export function GameResult({ view }: { view: CrosswordView }) {
  const result = view.result;
  if (!result) return null;
  const name = (seat: number) => view.players[seat]?.name ?? `Player ${seat + 1}`;
  const winners = result.winners.map(name);
  return (
    <section aria-labelledby="result-heading">
      <h2 id="result-heading">Result</h2>
      <p>
        {winners.length === 0
          ? 'No winner.'
          : winners.length === 1
            ? `${winners[0]} won.`
            : `A tie: ${winners.join(' and ')}.`}{' '}
        The game ended because {result.reason.replace(/\.$/, '')}.
      </p>
      {result.adjustments.length > 0 ? (
        <ul>
          {result.adjustments.map((a) => (
            <li>
              {name(a.seat)}: {signed(a.delta)} ({a.reason})
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
