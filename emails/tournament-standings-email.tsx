// A tournament game has ended: its result and the standings now, to every player.
import { Link, Text } from '@react-email/components';
import { Layout } from './components/layout';
import { type StandingRow, standingsAndPageText, TournamentTable } from './tournament-table';

export interface TournamentStandingsEmailProps {
  tournamentName: string;
  /** e.g. "Ann beat Bob 412–380" */
  result: string;
  standings: StandingRow[];
  tournamentUrl: string;
}

export function TournamentStandingsEmail(props: TournamentStandingsEmailProps) {
  return (
    <Layout
      preview={props.result}
      gameTitle={props.tournamentName}
      headline="A result is in"
      footer="Each game sends its own emails: reply to those to play."
    >
      <Text style={{ fontSize: 15 }}>{props.result}</Text>
      <TournamentTable rows={props.standings} />
      <Text style={{ fontSize: 13 }}>
        <Link href={props.tournamentUrl}>The tournament page</Link>
      </Text>
    </Layout>
  );
}

export function tournamentStandingsEmailText(props: TournamentStandingsEmailProps): string {
  const standings = standingsAndPageText(props.standings, props.tournamentUrl);
  return `${[props.tournamentName, '', 'A result is in', '', props.result, '', ...standings].join('\n')}\n`;
}

TournamentStandingsEmail.PreviewProps = {
  tournamentName: 'Winter Jamble Cup',
  result: 'Ann beat Bob 412–380',
  standings: [
    {
      rank: 1,
      name: 'Ann',
      played: 1,
      points: 1,
      spread: 32,
      withdrawn: false,
      buchholz: 0,
      medianBuchholz: 0,
    },
    {
      rank: 2,
      name: 'Bob',
      played: 1,
      points: 0,
      spread: -32,
      withdrawn: false,
      buchholz: 1,
      medianBuchholz: 1,
    },
  ],
  tournamentUrl: 'https://example.com/tournaments/cdefghijkl',
} satisfies TournamentStandingsEmailProps;

export default TournamentStandingsEmail;
