// The phase email of a parlor game (Mumble-Jumble, Word Jam): what happened, the note, the game's
// own position, the ratings at a rated game's end, the game page and what to reply now.
import type { ReactNode } from 'react';
import { Layout } from '../components/layout';
import { type RatingLine, RatingLines } from '../components/rating-lines';
import {
  GamePageButton,
  Happened,
  RelayedNote,
  ReplyLines,
  relayedNoteText,
  turnTextClose,
  turnTextOpening,
} from '../components/turn-parts';

export interface ParlorTurnEmailProps<View> {
  gameTitle: string;
  headline: string;
  /** Plain sentences: what happened since the last email. */
  happened: string[];
  view: View;
  note: { from: string; text: string } | null;
  playUrl: string | null;
  /** What to reply in this phase, from the engine's help. */
  howToReply: string[];
  /** Game over in a rated game: how it moved each player's rating. */
  ratings?: RatingLine[] | null;
}

/** `position` is the game's own part: Mumble-Jumble's round, Word Jam's turn. */
export function ParlorTurnEmail<View>({
  position,
  ...props
}: ParlorTurnEmailProps<View> & { position: ReactNode }) {
  return (
    <Layout
      preview={props.happened.at(-1) ?? props.headline}
      gameTitle={props.gameTitle}
      headline={props.headline}
    >
      <Happened lines={props.happened} />
      <RelayedNote note={props.note} />
      {position}
      <RatingLines lines={props.ratings} />
      <GamePageButton href={props.playUrl} />
      <ReplyLines lines={props.howToReply} />
    </Layout>
  );
}

/** The same in plain text; `position` is the position's paragraphs, an empty one left out. */
export function parlorTurnEmailText<View>(
  props: ParlorTurnEmailProps<View>,
  position: string[][],
): string {
  const lines = [...turnTextOpening(props), ...relayedNoteText(props.note)];
  for (const block of position) if (block.length > 0) lines.push('', ...block);
  lines.push(...turnTextClose(props));
  return `${lines.join('\n')}\n`;
}
