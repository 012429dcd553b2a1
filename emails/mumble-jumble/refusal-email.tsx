// The Mumble-Jumble reply to a command that could not be applied: what was wrong, how to fix it,
// and the round as it stands. Only the sender gets it; nothing in the game changed.
import { Text } from '@react-email/components';
import type { MumbleJumbleView } from '../../engine/mumble-jumble/view';
import { Layout } from '../components/layout';
import { refusalNextStep } from '../components/parlor-next-step';
import { theme } from '../theme';
import { RoundSection } from './round-section';
import { chipLines, trayLines, yourWordLines } from './text';

export interface MumbleJumbleRefusalEmailProps {
  gameTitle: string;
  /** What the player sent, as we read it. */
  command: string;
  /** The engine's or the service's message: what was wrong and how to fix it. */
  reason: string;
  view: MumbleJumbleView;
  playUrl: string | null;
  /** Whether the current phase waits for this player (else a corrected command is not asked for). */
  mustAct: boolean;
}

export function MumbleJumbleRefusalEmail(props: MumbleJumbleRefusalEmailProps) {
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
      <RoundSection view={props.view} />
      <Text style={{ fontSize: 13, margin: '0 0 4px' }}>{props.view.help.split('\n')[0]}</Text>
      {props.playUrl ? (
        <Text style={{ fontSize: 13 }}>
          Or play on <a href={props.playUrl}>the game page</a>.
        </Text>
      ) : null}
    </Layout>
  );
}

export function mumbleJumbleRefusalEmailText(props: MumbleJumbleRefusalEmailProps): string {
  const { view } = props;
  const lines = [props.gameTitle, '', 'That was not played.', ''];
  if (props.command) lines.push(`You sent: ${props.command}`);
  lines.push(props.reason, '', 'Nothing in the game changed.');
  for (const block of [yourWordLines(view), trayLines(view), chipLines(view)]) {
    if (block.length > 0) lines.push('', ...block);
  }
  lines.push('', view.help.split('\n')[0]!);
  if (props.playUrl) lines.push('', `Game page: ${props.playUrl}`);
  lines.push('', refusalNextStep(props.mustAct, view.phase === 'over'));
  return `${lines.join('\n')}\n`;
}

MumbleJumbleRefusalEmail.PreviewProps = {
  gameTitle: 'Mumble-Jumble · Ann v Bob · game abcdefghij',
  command: 'WORD CRANES',
  reason: "CRANES has 6 letters; this round's words have 5.",
  view: previewView(),
  playUrl: null,
  mustAct: true,
} satisfies MumbleJumbleRefusalEmailProps;

/** A round-1 choose phase in which Bob has chosen and Ann has not. */
function previewView(): MumbleJumbleView {
  return {
    game: 'mumble-jumble',
    phase: 'choose',
    help: 'Choose: reply WORD CRANE with a secret word of this round’s length.',
    round: 1,
    wordLength: 5,
    seats: ['Ann', 'Bob'].map((name, seat) => ({
      seat,
      name,
      chips: 2,
      betForTheWin: false,
      chosen: seat === 1,
      answered: 0,
      votedToEnd: false,
      done: false,
    })),
    you: 0,
    yourWords: [],
    canBet: false,
    trays: [],
    yourAnswers: [],
    answers: null,
    stopper: null,
    endedBy: null,
    challenges: [],
    history: [],
    rules: {
      startingChips: 2,
      betForTheWin: true,
      betThreshold: 15,
      betStake: 5,
      targetChips: null,
      maxRounds: null,
      endsAt: null,
    },
    winners: [],
    endReason: null,
  };
}

export default MumbleJumbleRefusalEmail;
