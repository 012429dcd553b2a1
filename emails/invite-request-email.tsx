// An invitation started by email (NEW … WITH …): who invites, to which game, and how to answer.
import { Text } from '@react-email/components';
import { Layout } from './components/layout';
import { theme } from './theme';

export interface InviteRequestEmailProps {
  gameTitle: string;
  host: string;
  game: string;
  players: string[];
  /** True for the host's own confirmation. */
  forHost: boolean;
  /**
   * For an invitee: how many others are in the game. Given, the invitation names nobody but the
   * host (a stranger's invitation carries one display name at most); absent, it lists `players`.
   */
  others?: number;
}

function lines(props: InviteRequestEmailProps): string[] {
  if (props.forHost) {
    return [
      `Your invitations to play ${props.game} with ${props.players.slice(1).join(', ')} are on their way.`,
      'The game starts as soon as everyone has replied ACCEPT; you will get the first board then.',
    ];
  }
  const company =
    props.others === undefined
      ? props.players.join(', ')
      : `${props.others} other player${props.others === 1 ? '' : 's'}`;
  return [
    `${props.host} invites you to a game of ${props.game} with ${company}.`,
    'Reply ACCEPT to play, or DECLINE to say no. The game starts when everyone has accepted.',
  ];
}

export function InviteRequestEmail(props: InviteRequestEmailProps) {
  return (
    <Layout
      preview={lines(props)[0]!}
      gameTitle={props.gameTitle}
      headline={props.forHost ? 'Invitations sent' : `${props.host} invites you to play`}
      footer="Reply ACCEPT or DECLINE to this email."
    >
      {lines(props).map((line) => (
        <Text key={line} style={{ fontSize: 15, color: theme.text }}>
          {line}
        </Text>
      ))}
    </Layout>
  );
}

export function inviteRequestEmailText(props: InviteRequestEmailProps): string {
  return `${props.gameTitle}\n\n${lines(props).join('\n\n')}\n`;
}

InviteRequestEmail.PreviewProps = {
  gameTitle: 'Jamble · Ann v Bob · game abcdefghij',
  host: 'Ann',
  game: 'Jamble',
  players: ['Ann', 'Bob'],
  forHost: false,
} satisfies InviteRequestEmailProps;

export default InviteRequestEmail;
