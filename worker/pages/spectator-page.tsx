/** @jsxImportSource hono/jsx */
// The public, read-only page of a game for spectators: board, scores, moves; never a rack.
import type { CrosswordView } from '../../engine/crossword/view';
import { BOARD_CSS, BoardGrid, boardCaption } from './board-grid';
import { Layout } from './layout';
import { GameResult, MoveList, Scores } from './scores';
import { UNSEEN_CSS, UnseenTiles } from './unseen-tiles';

export function SpectatorPage({ id, view }: { id: string; view: CrosswordView }) {
  const title = `${view.title} · game ${id}`;
  const status = view.over
    ? `Game over${view.result ? ` (${view.result.reason})` : ''}`
    : `${view.players[view.toMove ?? 0]?.name ?? 'Someone'} to play`;
  return (
    <Layout title={title} css={BOARD_CSS + UNSEEN_CSS}>
      <p class="meta">{title} · spectator view</p>
      <h1>{status}</h1>
      {view.lastMove ? <p>{view.lastMove.text}</p> : null}
      <BoardGrid view={view} caption={boardCaption(view)} />
      <GameResult view={view} />
      <Scores view={view} seat={null} />
      {view.over ? null : <UnseenTiles view={view} seat={null} />}
      <h2>Moves</h2>
      <MoveList view={view} />
      {view.seed ? <p class="meta">Bag seed (revealed at the end): {view.seed}</p> : null}
    </Layout>
  );
}

/** Parlor games (Mumble-Jumble, Word Jam): their public view, summarised as labelled fields. */
export function ParlorSummaryPage({
  id,
  gameTitle,
  view,
}: {
  id: string;
  gameTitle: string;
  view: Record<string, unknown>;
}) {
  const title = `${gameTitle} · game ${id}`;
  const { help: _help, ...shown } = view;
  return (
    <Layout title={title}>
      <p class="meta">{title} · spectator view</p>
      <h1>{gameTitle}</h1>
      <SummaryList value={shown} depth={0} />
    </Layout>
  );
}

export function SummaryList({ value, depth }: { value: unknown; depth: number }) {
  if (value === null || typeof value !== 'object') return <>{String(value)}</>;
  if (depth > 3) return <>…</>;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i + 1), v] as const)
    : Object.entries(value);
  if (entries.length === 0) return <>none</>;
  return (
    <dl style="margin:.25rem 0 .25rem 1rem">
      {entries.map(([k, v]) => (
        <>
          <dt style="font-weight:600">{k}</dt>
          <dd style="margin-left:1rem">
            <SummaryList value={v} depth={depth + 1} />
          </dd>
        </>
      ))}
    </dl>
  );
}
