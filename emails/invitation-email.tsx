// The first email of a game: who plays, the rules in brief, how to reply, the fairness
// commitment, and (for the first player) the rack to start with.
import { Button, Section, Text } from '@react-email/components';
import type { CrosswordView } from '../engine/crossword/view';
import { BoardTable } from './components/board-table';
import { type ClockEntry, ClocksLine, clocksLine } from './components/clocks-line';
import { Layout } from './components/layout';
import { RackTiles } from './components/rack-tiles';
import { rackLine } from './text/crossword-text';
import { theme } from './theme';

export interface InvitationEmailProps {
  gameTitle: string;
  /** e.g. "Ann, you are playing Jamble against Bob." */
  greeting: string;
  players: string[];
  firstPlayer: string;
  yourTurn: boolean;
  /** The ruleset's own rules summary, one paragraph a line. */
  rules: string[];
  view: CrosswordView;
  playUrl: string;
  howToReply: string[];
  /** The reader's first deadline when they play first in a game with a clock, already worded. */
  deadline?: string | null;
  /** Everyone's clock as the game starts, in a timed game. */
  clocks?: ClockEntry[] | null;
}

export function InvitationEmail(props: InvitationEmailProps) {
  return (
    <Layout
      preview={props.greeting}
      gameTitle={props.gameTitle}
      headline={`A new game: ${props.players.join(' v ')}`}
    >
      <Text style={{ fontSize: 15 }}>{props.greeting}</Text>
      <Text style={{ fontSize: 15, fontWeight: 700 }}>
        {props.yourTurn
          ? 'You play first.'
          : `${props.firstPlayer} plays first; you will get an email when it is your turn.`}
      </Text>
      {props.view.rack?.length ? <RackTiles tiles={props.view.rack} label="Your rack" /> : null}
      {props.deadline ? (
        <Text style={{ fontSize: 14, fontWeight: 700, textAlign: 'center' }}>
          Reply by {props.deadline}
        </Text>
      ) : null}
      <ClocksLine clocks={props.clocks} />
      <Section style={{ textAlign: 'center', margin: '12px 0' }}>
        <Button
          href={props.playUrl}
          style={{ background: theme.accent, color: '#fff', padding: '10px 18px', borderRadius: 6 }}
        >
          Open the game page
        </Button>
      </Section>
      {props.howToReply.map((line) => (
        <Text key={line} style={{ fontSize: 14, margin: '0 0 4px' }}>
          {line}
        </Text>
      ))}
      <Text style={{ fontSize: 15, fontWeight: 700, margin: '14px 0 4px' }}>
        The rules in brief
      </Text>
      {props.rules.map((line) => (
        <Text key={line} style={{ fontSize: 13, margin: '0 0 4px' }}>
          {line}
        </Text>
      ))}
      <Section style={{ margin: '8px 0' }}>
        <BoardTable view={props.view} caption="The empty board: premium squares" />
      </Section>
      <Text style={{ fontSize: 12, color: theme.muted }}>
        Fair play: the bag was shuffled from a secret seed before the game began. Its SHA-256
        commitment is{' '}
        <code style={{ fontFamily: theme.mono, wordBreak: 'break-all' }}>
          {props.view.commitment}
        </code>
        . The seed is revealed when the game ends, so anyone can check every draw.
      </Text>
    </Layout>
  );
}

export function invitationEmailText(props: InvitationEmailProps): string {
  const lines = [
    props.gameTitle,
    '',
    `A new game: ${props.players.join(' v ')}`,
    '',
    props.greeting,
  ];
  lines.push(
    props.yourTurn
      ? 'You play first.'
      : `${props.firstPlayer} plays first; you will get an email when it is your turn.`,
  );
  const rack = rackLine(props.view);
  if (rack) lines.push(rack);
  const clocks = clocksLine(props.clocks);
  if (clocks) lines.push('', clocks);
  if (props.deadline) lines.push('', `Reply by ${props.deadline}`);
  lines.push('', `Game page: ${props.playUrl}`, '', ...props.howToReply, '', 'The rules in brief:');
  lines.push(...props.rules.map((r) => `- ${r}`));
  lines.push(
    '',
    `Fair play: SHA-256 commitment to the shuffled bag: ${props.view.commitment}`,
    'The seed is revealed when the game ends, so anyone can check every draw.',
  );
  return `${lines.join('\n')}\n`;
}

export default InvitationEmail;
