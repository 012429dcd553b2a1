/** @jsxImportSource hono/jsx */
// The web form's confirmation pages: "check your mailbox" after the form, the page behind the
// mailed link, whose button (a POST, never the GET a mail scanner makes) creates the game, and the
// page that says it was created.
import { Bullets } from './bullets';
import { Layout } from './layout';

export function ConfirmationSentPage({ title, to }: { title: string; to: string }) {
  return (
    <Layout title="Check your mailbox">
      <h1>Check your mailbox</h1>
      <p class="flash ok" role="status">
        We emailed a link to <strong>{to}</strong>. Open it to start your game of {title}: nobody
        else hears from us before you do.
      </p>
      <p>The link works for 24 hours. If it does not arrive, look in your spam folder.</p>
    </Layout>
  );
}

/** What the page says about the game it would start. */
export interface ProposalSummary {
  title: string;
  /** Each seat as the page lists it: "Ann", "Robot (the robot, casual)". */
  seats: string[];
  /** The people who are not the proposer: they must ACCEPT before the game begins. */
  invited: number;
  /** The clock, rated or casual, hints: one sentence each. */
  settings: string[];
  /** Each seat with its address, for the proposer's eyes only: "Ann (ann@example.com)". */
  addressed: string[];
}

export function ConfirmGamePage({ summary, csrf }: { summary: ProposalSummary; csrf: string }) {
  return (
    <Layout title="Start this game?">
      <h1>Start this game?</h1>
      <p>
        A game of {summary.title} with {summary.seats.join(', ')}.{' '}
        {summary.invited > 0
          ? 'The others are invited by email and the game begins when they have all replied ACCEPT.'
          : 'It begins as soon as you start it.'}
      </p>
      <Bullets items={summary.settings} />
      <form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit">Start the game</button>
      </form>
    </Layout>
  );
}

export function GameCreatedPage({ id, summary }: { id: string; summary: ProposalSummary }) {
  return (
    <Layout title={`Game ${id} created`}>
      <h1>Game created</h1>
      <p class="flash ok" role="status">
        Your game of {summary.title} has id <strong id="game-id">{id}</strong>.{' '}
        {summary.invited > 0
          ? 'The invitations were emailed to every player:'
          : 'It has begun: the email for your first move is on its way. The players:'}
      </p>
      <Bullets items={summary.addressed} />
      <p>
        Each player plays by replying to their email, or from the game-page link in it. Anyone can
        follow the game at <a href={`/games/${id}`}>/games/{id}</a>.
      </p>
      <p>
        <a href="/new">Start another game</a>
      </p>
    </Layout>
  );
}
