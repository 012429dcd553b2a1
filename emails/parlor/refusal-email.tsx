// A parlor game's reply to a command that could not be applied: the shared refusal frame around
// the game's own position and the engine's help for the phase. Only the sender gets it.
import { Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { refusalNextStep } from '../components/parlor-next-step';
import { RefusalFrame, refusalFrameText } from '../components/refusal-frame';

/** What a parlor game's view carries that its refusal reads. */
export interface ParlorView {
  phase: string;
  /** The engine's help for the phase: its first line says what to reply now. */
  help: string;
}

export interface ParlorRefusalEmailProps<View extends ParlorView> {
  gameTitle: string;
  /** What the player sent, as we read it. */
  command: string;
  /** The engine's or the service's message: what was wrong and how to fix it. */
  reason: string;
  view: View;
  playUrl: string | null;
  /** Whether the current phase waits for this player (else a corrected command is not asked for). */
  mustAct: boolean;
}

const HEADLINE = 'That was not played';

const frame = <View extends ParlorView>(props: ParlorRefusalEmailProps<View>) => ({
  ...props,
  headline: HEADLINE,
  nextStep: refusalNextStep(props.mustAct, props.view.phase === 'over'),
});

const helpLine = (view: ParlorView) => view.help.split('\n')[0]!;

/** `position` is the game's own part: Mumble-Jumble's round, Word Jam's turn. */
export function ParlorRefusalEmail<View extends ParlorView>({
  position,
  ...props
}: ParlorRefusalEmailProps<View> & { position: ReactNode }) {
  return (
    <RefusalFrame {...frame(props)}>
      {position}
      <Text style={{ fontSize: 13, margin: '0 0 4px' }}>{helpLine(props.view)}</Text>
    </RefusalFrame>
  );
}

/** The same in plain text; `position` is the position's paragraphs, an empty one left out. */
export function parlorRefusalEmailText<View extends ParlorView>(
  props: ParlorRefusalEmailProps<View>,
  position: string[][],
): string {
  return refusalFrameText(frame(props), [...position, [helpLine(props.view)]]);
}
