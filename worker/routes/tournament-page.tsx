/** @jsxImportSource hono/jsx */
// The public page of a tournament, GET /tournaments/:id: players, rounds and pairings with their
// games, results and the standings by the field's tie-breaks.
import { Hono } from 'hono';
import type { Env } from '../env';
import { Layout } from '../pages/layout';
import { signed, Table } from '../pages/table';
import type { TournamentSummary } from '../rpc/tournament';
import { joinAddress } from '../tournament/info';
import { summaryOf } from './tournaments';

export const tournamentPages = new Hono<{ Bindings: Env }>().get(
  '/:id',
  async function tournamentPage(c) {
    const s = await summaryOf(c.env, c.req.param('id'));
    return c.html(<TournamentPage s={s} joinAddress={joinAddress(c.env.MAIL_DOMAIN, s.id)} />);
  },
);

function TournamentPage({ s, joinAddress }: { s: TournamentSummary; joinAddress: string }) {
  const swiss = s.format === 'swiss';
  return (
    <Layout title={s.name}>
      <h1>{s.name}</h1>
      <p class="meta">
        {s.format} · {s.ruleset} · {s.status}
        {s.endedEarly ? ' (ended early: no more pairings without rematches)' : ''}
      </p>
      {s.status === 'signup' ? (
        <p>
          Sign-up is open until {s.startsAt}: email <code>JOIN</code> to{' '}
          <a href={`mailto:${joinAddress}?subject=JOIN`}>{joinAddress}</a>.
        </p>
      ) : null}
      <h2>Standings</h2>
      <Table
        columns={[
          '#',
          'Player',
          'Played',
          'Wins',
          'Spread',
          ...(swiss ? ['Buchholz', 'Median'] : []),
        ]}
      >
        {s.standings.map((r) => (
          <tr>
            <td>{r.rank}</td>
            <td>
              {r.name}
              {r.withdrawn ? ' (withdrawn)' : ''}
            </td>
            <td>{r.played}</td>
            <td>{r.points}</td>
            <td>{signed(r.spread)}</td>
            {swiss ? (
              <>
                <td>{r.buchholz}</td>
                <td>{r.medianBuchholz}</td>
              </>
            ) : null}
          </tr>
        ))}
      </Table>
      {s.rounds.map((round) => (
        <section>
          <h2>Round {round.round}</h2>
          <ul>
            {round.games.map((g) => (
              <li>
                {g.gameId ? (
                  <a href={`/games/${g.gameId}`}>{`${g.first} v ${g.second}`}</a>
                ) : (
                  `${g.first} v ${g.second}`
                )}
                {g.scores
                  ? ` — ${g.scores[0]}–${g.scores[1]}`
                  : g.status === 'cancelled'
                    ? ' — cancelled'
                    : ' — in play'}
                {g.forfeit ? ` (${g.forfeit} forfeited)` : ''}
              </li>
            ))}
            {round.bye ? <li>{round.bye}: bye</li> : null}
          </ul>
        </section>
      ))}
      {s.players.length > 0 && s.rounds.length === 0 ? (
        <p>Entered: {s.players.map((p) => p.name).join(', ')}</p>
      ) : null}
    </Layout>
  );
}
