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
   * For an invitee: how many others are in the game, the host included. Given, the invitation
   * names nobody but the host (a stranger's invitation carries one display name at most); absent,
   * it lists the other players.
   */
  others?: number;
  /** The invited reader's own name, left out of "with …" (they know they play). */
  reader?: string;
}

/** "Bob", "Bob and Cy", "Bob, Cy and Di". */
function namesList(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function lines(props: InviteRequestEmailProps): string[] {
  if (props.forHost) {
    return [
      `Your invitations to play ${props.game} with ${namesList(props.players.slice(1))} are on their way.`,
      'The game starts as soon as everyone has replied ACCEPT; you will get the first board then.',
    ];
  }
  return [
    `${props.host} invites you to a game of ${props.game}${withOthers(props)}.`,
    'Reply ACCEPT to play, or DECLINE to say no. The game starts when everyone has accepted.',
  ];
}

/** " with Cy and Di too" beside the host, or nothing when the reader is the host's only opponent. */
function withOthers(props: InviteRequestEmailProps): string {
  if (props.others !== undefined) {
    const more = props.others - 1;
    return more > 0 ? ` with ${more} other player${more === 1 ? '' : 's'} too` : '';
  }
  const others = props.players.filter((p, i) => i !== 0 && p !== props.reader);
  return others.length ? ` with ${namesList(others)} too` : '';
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
  reader: 'Bob',
} satisfies InviteRequestEmailProps;

export default InviteRequestEmail;
