// The reply to a command that could not be applied: what was wrong, how to fix it, the board.
// Only the sender gets it, and nothing in the game changed.
import { Section } from '@react-email/components';
import type { CrosswordView } from '../engine/crossword/view';
import { BoardTable } from './components/board-table';
import { RackTiles } from './components/rack-tiles';
import { RefusalFrame, refusalFrameText } from './components/refusal-frame';
import { boardLines, rackLine } from './text/crossword-text';

export interface RefusalEmailProps {
  gameTitle: string;
  /** What the player sent, as we read it. */
  command: string;
  /** The engine's or the service's message: what was wrong and how to fix it. */
  reason: string;
  view: CrosswordView | null;
  playUrl: string | null;
  /** What to do next, when not "reply with a corrected command" (out of turn, game over). */
  nextStep?: string;
}

const CORRECT = 'Reply with a corrected command, or HELP for every command.';
const HEADLINE = 'That move was not played';

export function RefusalEmail(props: RefusalEmailProps) {
  return (
    <RefusalFrame {...props} headline={HEADLINE} nextStep={props.nextStep ?? CORRECT}>
      {props.view ? (
        <Section>
          <BoardTable view={props.view} caption="The board as it is now" />
          {props.view.rack?.length ? <RackTiles tiles={props.view.rack} label="Your rack" /> : null}
        </Section>
      ) : null}
    </RefusalFrame>
  );
}

export function refusalEmailText(props: RefusalEmailProps): string {
  const rack = props.view ? rackLine(props.view) : null;
  const board = props.view ? [...boardLines(props.view), ...(rack ? [rack] : [])] : [];
  return refusalFrameText({ ...props, headline: HEADLINE, nextStep: props.nextStep ?? CORRECT }, [
    board,
  ]);
}

export default RefusalEmail;
