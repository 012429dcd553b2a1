/** @jsxImportSource hono/jsx */
// The web form's two confirmation pages: "check your mailbox" after the form, and the page behind
// the mailed link, whose button (a POST, never the GET a mail scanner makes) creates the game.
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

export function ConfirmGamePage({
  title,
  players,
  csrf,
}: {
  title: string;
  players: string[];
  csrf: string;
}) {
  return (
    <Layout title="Start this game?">
      <h1>Start this game?</h1>
      <p>
        A game of {title} with {players.join(', ')}. The others are invited by email and the game
        begins when they have all replied ACCEPT.
      </p>
      <form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit">Start the game</button>
      </form>
    </Layout>
  );
}
