// The answer to HINT (casual games with hints on): one good play for the player's rack, or why none.
import { Text } from '@react-email/components';
import { Layout } from './components/layout';
import { theme } from './theme';

export interface HintEmailProps {
  gameTitle: string;
  playerName: string;
  /** The suggested play as a reply would write it, or null when no word fits the rack. */
  play: string | null;
  score: number | null;
  /** What to do instead when there is no play (EXCHANGE, PASS, END). */
  otherwise: string;
}

function hintLine({ play, score, otherwise }: HintEmailProps): string {
  return play === null
    ? `No word fits your rack anywhere on the board. ${otherwise}`
    : `Try ${play} for ${score} points.`;
}

export function HintEmail(props: HintEmailProps) {
  return (
    <Layout
      preview={hintLine(props)}
      gameTitle={props.gameTitle}
      headline={`A hint for ${props.playerName}`}
    >
      <Text style={{ fontSize: 15, margin: '0 0 8px' }}>{hintLine(props)}</Text>
      {props.play === null ? null : (
        <Text style={{ fontSize: 14, margin: '0 0 8px', fontFamily: theme.mono }}>
          {props.play}
        </Text>
      )}
      <Text style={{ fontSize: 13, color: theme.muted, margin: 0 }}>
        To play it, reply to your turn email with the line above, or choose your own move.
      </Text>
    </Layout>
  );
}

export function hintEmailText(props: HintEmailProps): string {
  return `${[props.gameTitle, '', `A hint for ${props.playerName}`, '', hintLine(props), '', 'To play it, reply to your turn email with that line, or choose your own move.'].join('\n')}\n`;
}

HintEmail.PreviewProps = {
  gameTitle: 'Jamble (JX) · Ann v Robot · game abcdefghij',
  playerName: 'Ann',
  play: 'H8 across PLANE',
  score: 16,
  otherwise: 'Reply EXCHANGE with the tiles to swap, or PASS.',
} satisfies HintEmailProps;

export default HintEmail;
