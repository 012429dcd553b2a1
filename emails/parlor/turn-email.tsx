// The phase email of a parlor game (Mumble-Jumble, Word Jam): the turn frame every game shares
// around the game's own position, previewed in the inbox by the latest news.
import type { ReactNode } from 'react';
import { TurnFrame, type TurnFrameProps, turnFrameText } from '../components/turn-parts';

/** A phase closes at its deadline, which `howToReply` already says: no deadline of its own. */
export interface ParlorTurnEmailProps<View> extends Omit<TurnFrameProps, 'deadline'> {
  view: View;
}

/** `position` is the game's own part: Mumble-Jumble's round, Word Jam's turn. */
export function ParlorTurnEmail<View>({
  position,
  ...props
}: ParlorTurnEmailProps<View> & { position: ReactNode }) {
  return (
    <TurnFrame {...props} preview={props.happened.at(-1) ?? props.headline} position={position} />
  );
}

/** The same in plain text; `position` is the position's paragraphs, an empty one left out. */
export function parlorTurnEmailText<View>(
  props: ParlorTurnEmailProps<View>,
  position: string[][],
): string {
  return turnFrameText(props, [], position);
}
