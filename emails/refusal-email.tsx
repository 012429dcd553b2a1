// The reply to a command that could not be applied: what was wrong, how to fix it, the board.
// Only the sender gets it, and nothing in the game changed.
import { Section, Text } from '@react-email/components';
import type { CrosswordView } from '../engine/crossword/view';
import { BoardTable } from './components/board-table';
import { Layout } from './components/layout';
import { RackTiles } from './components/rack-tiles';
import { boardLines, rackLine } from './text/crossword-text';
import { theme } from './theme';

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

export function RefusalEmail(props: RefusalEmailProps) {
  return (
    <Layout
      preview={props.reason}
      gameTitle={props.gameTitle}
      headline="That move was not played"
      footer={`Nothing in the game changed. ${props.nextStep ?? CORRECT}`}
    >
      {props.command ? (
        <Text style={{ fontSize: 14, fontFamily: theme.mono, margin: '0 0 6px' }}>
          You sent: {props.command}
        </Text>
      ) : null}
      <Text style={{ fontSize: 15, color: theme.error, margin: '0 0 10px' }}>{props.reason}</Text>
      {props.view ? (
        <Section>
          <BoardTable view={props.view} caption="The board as it is now" />
          {props.view.rack?.length ? <RackTiles tiles={props.view.rack} label="Your rack" /> : null}
        </Section>
      ) : null}
      {props.playUrl ? (
        <Text style={{ fontSize: 13 }}>
          Or play on <a href={props.playUrl}>the game page</a>.
        </Text>
      ) : null}
    </Layout>
  );
}

export function refusalEmailText(props: RefusalEmailProps): string {
  const lines = [props.gameTitle, '', 'That move was not played.', ''];
  if (props.command) lines.push(`You sent: ${props.command}`);
  lines.push(props.reason, '', 'Nothing in the game changed.');
  if (props.view) {
    lines.push('', ...boardLines(props.view));
    const rack = rackLine(props.view);
    if (rack) lines.push(rack);
  }
  if (props.playUrl) lines.push('', `Game page: ${props.playUrl}`);
  lines.push('', props.nextStep ?? CORRECT);
  return `${lines.join('\n')}\n`;
}

export default RefusalEmail;
