// The Word Jam reply to a command that could not be applied (a banned consonant, a word that does
// not beat Ali Baba, a bet out of turn): what was wrong, how to fix it, and the turn as it stands.
import { Text } from '@react-email/components';
import type { WordJamView } from '../../engine/word-jam/view';
import { Layout } from '../components/layout';
import { refusalNextStep } from '../components/parlor-next-step';
import { theme } from '../theme';
import { scoreLines, turnLines } from './text';
import { previewView } from './turn-email';
import { TurnSection } from './turn-section';

export interface WordJamRefusalEmailProps {
  gameTitle: string;
  /** What the player sent, as we read it. */
  command: string;
  /** The engine's or the service's message: what was wrong and how to fix it. */
  reason: string;
  view: WordJamView;
  playUrl: string | null;
  /** Whether the current phase waits for this player (else a corrected command is not asked for). */
  mustAct: boolean;
}

export function WordJamRefusalEmail(props: WordJamRefusalEmailProps) {
  return (
    <Layout
      preview={props.reason}
      gameTitle={props.gameTitle}
      headline="That was not played"
      footer={`Nothing in the game changed. ${refusalNextStep(props.mustAct, props.view.phase === 'over')}`}
    >
      {props.command ? (
        <Text style={{ fontSize: 14, fontFamily: theme.mono, margin: '0 0 6px' }}>
          You sent: {props.command}
        </Text>
      ) : null}
      <Text style={{ fontSize: 15, color: theme.error, margin: '0 0 10px' }}>{props.reason}</Text>
      <TurnSection view={props.view} />
      <Text style={{ fontSize: 13, margin: '0 0 4px' }}>{props.view.help.split('\n')[0]}</Text>
      {props.playUrl ? (
        <Text style={{ fontSize: 13 }}>
          Or play on <a href={props.playUrl}>the game page</a>.
        </Text>
      ) : null}
    </Layout>
  );
}

export function wordJamRefusalEmailText(props: WordJamRefusalEmailProps): string {
  const { view } = props;
  const lines = [props.gameTitle, '', 'That was not played.', ''];
  if (props.command) lines.push(`You sent: ${props.command}`);
  lines.push(props.reason, '', 'Nothing in the game changed.');
  if (view.phase !== 'over') lines.push('', ...turnLines(view));
  lines.push('', ...scoreLines(view), '', view.help.split('\n')[0]!);
  if (props.playUrl) lines.push('', `Game page: ${props.playUrl}`);
  lines.push('', refusalNextStep(props.mustAct, view.phase === 'over'));
  return `${lines.join('\n')}\n`;
}

WordJamRefusalEmail.PreviewProps = {
  gameTitle: 'Word Jam · Ann v Bob v Cleo · game abcdefghij',
  command: 'THIEVES DIM',
  reason:
    "DIM is worth 4 coins; a Thief needs more than Ali Baba's 6 (a tie is not enough). Send another word or PASS.",
  view: previewView(),
  playUrl: null,
  mustAct: true,
} satisfies WordJamRefusalEmailProps;

export default WordJamRefusalEmail;
