// The state of a Word Jam turn in HTML: the deal, the Style card, the cave, Ali Baba's word, the
// vote, the words once revealed, the last turn and every player's score.
import { Section, Text } from '@react-email/components';
import type { WordJamView } from '../../engine/word-jam/view';
import { ScoreTable } from '../components/score-table';
import { theme } from '../theme';
import { DealCards } from './deal-cards';
import { lastTurnLines, scoreRows, turnTitle } from './text';

const line = { fontSize: 14, margin: '0 0 6px', textAlign: 'center' as const };

export function TurnSection({ view }: { view: WordJamView }) {
  const final = view.turnKind !== 'ordinary';
  const name = (seat: number) => view.seats[seat]!.name;
  return (
    <Section style={{ margin: '8px 0' }}>
      {view.phase === 'over' ? null : (
        <>
          <Text style={{ ...line, fontWeight: 700 }}>{turnTitle(view)}</Text>
          <DealCards deal={view.deal} />
          <Text style={line}>
            Style card: <strong>{view.style.title}</strong>
            {view.style.decidedBy === 'vote' ? ' — the other players vote on each word' : ''}
          </Text>
          <Text style={{ ...line, color: theme.muted, fontSize: 13 }}>
            {final
              ? `At stake: ${view.cave.red} for the best Ali Baba-side word, ${view.cave.yellow} for the best Thieves word`
              : `The cave: ${view.cave.red} (red) for the turn's winner, ${view.cave.yellow} (yellow) for each follower`}
          </Text>
        </>
      )}
      {view.aliBaba && view.phase !== 'over' ? (
        <Text style={line}>
          Ali Baba: {name(view.aliBaba.seat)} with <strong>{view.aliBaba.word}</strong>, worth{' '}
          {view.aliBaba.value} coins
        </Text>
      ) : null}
      {view.vote ? (
        <Text style={line}>
          Vote on {name(view.vote.seat)}'s <strong>{view.vote.word}</strong> ({view.vote.value}{' '}
          coins): {view.vote.yes} yes, {view.vote.no} no so far
        </Text>
      ) : null}
      {view.yourWord ? (
        <Text style={line}>
          Your word: <strong>{view.yourWord.word}</strong> ({view.yourWord.value} coins)
        </Text>
      ) : null}
      {view.words?.length ? (
        <Text style={line}>
          Words: {view.words.map((w) => `${name(w.seat)} ${w.word} (${w.value})`).join(', ')}
        </Text>
      ) : null}
      {lastTurnLines(view).map((l) => (
        <Text key={l} style={{ ...line, color: theme.muted, fontSize: 13 }}>
          {l}
        </Text>
      ))}
      <ScoreTable caption="Scores" rows={scoreRows(view)} />
    </Section>
  );
}
