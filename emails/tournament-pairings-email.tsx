// A new round of a tournament: the reader's games in it (opponent, who moves first, the reader's
// own game page and the public one) and every other pairing.
import { Link, Text } from '@react-email/components';
import { Layout } from './components/layout';
import { theme } from './theme';

export interface PairingLine {
  first: string;
  second: string;
  /** The game's public page. */
  url: string;
  /** The reader plays in this game. */
  yours: boolean;
  /** The reader's own game page (a link signed for their seat): only on their own games. */
  playUrl?: string;
}

export interface TournamentPairingsEmailProps {
  tournamentName: string;
  round: number;
  totalRounds: number;
  playerName: string;
  pairings: PairingLine[];
  /** The reader sits this round out (Swiss bye, counted as a win). */
  bye: boolean;
  /** Swiss: why the reader meets a player from another score group, or has the bye. */
  floatReason?: string;
  tournamentUrl: string;
}

const headline = (p: TournamentPairingsEmailProps) =>
  p.totalRounds > 1 && p.round > 0
    ? `Round ${p.round} of ${p.totalRounds}: your pairings`
    : 'Your games';

export function TournamentPairingsEmail(props: TournamentPairingsEmailProps) {
  const yours = props.pairings.filter((p) => p.yours);
  const others = props.pairings.filter((p) => !p.yours);
  return (
    <Layout
      preview={`${props.tournamentName}: ${headline(props)}`}
      gameTitle={props.tournamentName}
      headline={headline(props)}
      footer="Each game sends its own emails: reply to those to play."
    >
      <Text style={{ fontSize: 15 }}>
        {props.playerName},{' '}
        {props.bye
          ? 'you have a bye this round: it counts as a win.'
          : `you play ${yours.length} game${yours.length === 1 ? '' : 's'}:`}
      </Text>
      {yours.map((p) => (
        <Text key={p.url} style={{ fontSize: 15, margin: '0 0 4px' }}>
          {`${p.first} v ${p.second} — `}
          {p.playUrl ? (
            <>
              <Link href={p.playUrl}>your game page</Link>
              {' · '}
            </>
          ) : null}
          <Link href={p.url}>{p.playUrl ? 'public page' : 'the game'}</Link>
        </Text>
      ))}
      {props.floatReason ? (
        <Text style={{ fontSize: 13, color: theme.muted }}>Why: {props.floatReason}</Text>
      ) : null}
      {others.length > 0 ? (
        <Text style={{ fontSize: 13, color: theme.muted, margin: '12px 0 4px' }}>
          Other games: {others.map((p) => `${p.first} v ${p.second}`).join(' · ')}
        </Text>
      ) : null}
      <Text style={{ fontSize: 13 }}>
        <Link href={props.tournamentUrl}>The tournament page</Link> has every pairing and the
        standings.
      </Text>
    </Layout>
  );
}

export function tournamentPairingsEmailText(props: TournamentPairingsEmailProps): string {
  const lines = [props.tournamentName, '', headline(props), ''];
  const yours = props.pairings.filter((p) => p.yours);
  lines.push(
    props.bye
      ? `${props.playerName}, you have a bye this round: it counts as a win.`
      : `${props.playerName}, you play:`,
  );
  for (const p of yours) {
    if (!p.playUrl) lines.push(`  ${p.first} v ${p.second}: ${p.url}`);
    else
      lines.push(
        `  ${p.first} v ${p.second}, your game page: ${p.playUrl}`,
        `    public page: ${p.url}`,
      );
  }
  if (props.floatReason) lines.push('', `Why: ${props.floatReason}`);
  const others = props.pairings.filter((p) => !p.yours);
  if (others.length > 0)
    lines.push('', 'Other games:', ...others.map((p) => `  ${p.first} v ${p.second}`));
  lines.push('', `Tournament page: ${props.tournamentUrl}`);
  return `${lines.join('\n')}\n`;
}

TournamentPairingsEmail.PreviewProps = {
  tournamentName: 'Winter Jamble Cup',
  round: 2,
  totalRounds: 4,
  playerName: 'Ann',
  pairings: [
    {
      first: 'Ann',
      second: 'Bob',
      url: 'https://example.com/games/abcdefghij',
      yours: true,
      playUrl: 'https://example.com/play/v1.abcdefghij.0.signed',
    },
    { first: 'Cy', second: 'Di', url: 'https://example.com/games/bcdefghijk', yours: false },
  ],
  bye: false,
  tournamentUrl: 'https://example.com/tournaments/cdefghijkl',
} satisfies TournamentPairingsEmailProps;

export default TournamentPairingsEmail;
