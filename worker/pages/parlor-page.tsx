/** @jsxImportSource hono/jsx */
// A player's page for the parlor games (Mumble-Jumble, Word Jam): what to do now, the seat's view
// summarised, and a box for the same commands the emails take.
import { Layout } from './layout';
import { SummaryList } from './spectator-page';

export interface ParlorPageProps {
  gameTitle: string;
  view: Record<string, unknown>;
  csrf: string;
  action: string;
  flash: { kind: 'ok' | 'error'; text: string } | null;
}

export function ParlorPage({ gameTitle, view, csrf, action, flash }: ParlorPageProps) {
  const { help, ...shown } = view;
  const over = view.phase === 'over';
  return (
    <Layout title={gameTitle} noindex>
      <p class="meta">{gameTitle}</p>
      <h1>{over ? 'Game over' : `Phase: ${String(view.phase ?? '')}`}</h1>
      {flash ? (
        <p class={`flash ${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
          {flash.kind === 'error' ? 'Not played: ' : ''}
          {flash.text}
        </p>
      ) : null}
      {typeof help === 'string'
        ? help
            .split('\n')
            .filter(Boolean)
            .map((p) => <p>{p}</p>)
        : null}
      {over ? null : (
        <form method="post" action={action}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="action" value="command" />
          <label for="command">
            Your reply, one command as you would write it in an email (e.g. WORD CRANE)
          </label>
          <input
            id="command"
            name="command"
            type="text"
            autocomplete="off"
            spellcheck={false}
            required
          />
          <button type="submit">Send</button>
        </form>
      )}
      <h2>The game</h2>
      <SummaryList value={shown} depth={0} />
    </Layout>
  );
}
