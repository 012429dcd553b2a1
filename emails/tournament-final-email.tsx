// The tournament is over: the winner and the final standings, to every player.
import { Link, Text } from '@react-email/components';
import { Layout } from './components/layout';
import { type StandingRow, standingsAndPageText, TournamentTable } from './tournament-table';

export interface TournamentFinalEmailProps {
  tournamentName: string;
  winner: string;
  standings: StandingRow[];
  tournamentUrl: string;
}

const headline = (p: TournamentFinalEmailProps) => `Final results: ${p.winner} wins`;

export function TournamentFinalEmail(props: TournamentFinalEmailProps) {
  return (
    <Layout
      preview={headline(props)}
      gameTitle={props.tournamentName}
      headline={headline(props)}
      footer="Thank you for playing."
    >
      <TournamentTable rows={props.standings} />
      <Text style={{ fontSize: 13 }}>
        <Link href={props.tournamentUrl}>The tournament page</Link> keeps every game.
      </Text>
    </Layout>
  );
}

export function tournamentFinalEmailText(props: TournamentFinalEmailProps): string {
  const standings = standingsAndPageText(props.standings, props.tournamentUrl);
  return `${[props.tournamentName, '', headline(props), '', ...standings].join('\n')}\n`;
}

TournamentFinalEmail.PreviewProps = {
  tournamentName: 'Winter Jamble Cup',
  winner: 'Ann',
  standings: [
    { rank: 1, name: 'Ann', played: 3, points: 2.5, spread: 120, withdrawn: false },
    { rank: 2, name: 'Bob', played: 3, points: 0.5, spread: -120, withdrawn: false },
  ],
  tournamentUrl: 'https://example.com/tournaments/cdefghijkl',
} satisfies TournamentFinalEmailProps;

export default TournamentFinalEmail;
