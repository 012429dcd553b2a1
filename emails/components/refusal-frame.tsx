// The frame of every refusal, whatever the game: what the player sent, why it was not played, the
// position as it stands (each family's own), the game page and what to do next.
import { Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { Layout } from './layout';

export interface RefusalFrameProps {
  gameTitle: string;
  /** e.g. "That move was not played" (the plain text adds the full stop). */
  headline: string;
  /** What the player sent, as we read it. */
  command: string;
  /** The engine's or the service's message: what was wrong and how to fix it. */
  reason: string;
  playUrl: string | null;
  /** What to do next; it follows "Nothing in the game changed." */
  nextStep: string;
}

export function RefusalFrame(props: RefusalFrameProps & { children: ReactNode }) {
  return (
    <Layout
      preview={props.reason}
      gameTitle={props.gameTitle}
      headline={props.headline}
      footer={`Nothing in the game changed. ${props.nextStep}`}
    >
      {props.command ? (
        <Text style={{ fontSize: 14, fontFamily: theme.mono, margin: '0 0 6px' }}>
          You sent: {props.command}
        </Text>
      ) : null}
      <Text style={{ fontSize: 15, color: theme.error, margin: '0 0 10px' }}>{props.reason}</Text>
      {props.children}
      {props.playUrl ? (
        <Text style={{ fontSize: 13 }}>
          Or play on <a href={props.playUrl}>the game page</a>.
        </Text>
      ) : null}
    </Layout>
  );
}

/** The same in plain text; `position` is the position's paragraphs, an empty one left out. */
export function refusalFrameText(props: RefusalFrameProps, position: string[][]): string {
  const lines = [props.gameTitle, '', `${props.headline}.`, ''];
  if (props.command) lines.push(`You sent: ${props.command}`);
  lines.push(props.reason, '', 'Nothing in the game changed.');
  for (const block of position) if (block.length > 0) lines.push('', ...block);
  if (props.playUrl) lines.push('', `Game page: ${props.playUrl}`);
  lines.push('', props.nextStep);
  return `${lines.join('\n')}\n`;
}
