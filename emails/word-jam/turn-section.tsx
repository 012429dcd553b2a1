// The state of a Word Jam turn in HTML: the deal, the Style card, the cave, Ali Baba's word, the
// vote, the words once revealed, the last turn and every player's score.
import { Section } from '@react-email/components';
import type { WordJamView } from '../../engine/word-jam/view';
import { Paragraph, textStyle } from '../components/paragraph';
import { ScoreTable } from '../components/score-table';
import { theme } from '../theme';
import { DealCards } from './deal-cards';
import { lastTurnLines, scoreRows, turnTitle } from './text';

const line = { fontSize: 14, margin: '0 0 6px', textAlign: 'center' as const };
const LINE = textStyle(line);
const TITLE = textStyle({ ...line, fontWeight: 700 });
const MUTED = textStyle({ ...line, color: theme.muted, fontSize: 13 });
const SECTION = Object.freeze({ margin: '8px 0' });

export function TurnSection({ view }: { view: WordJamView }) {
  const final = view.turnKind !== 'ordinary';
  const name = (seat: number) => view.seats[seat]!.name;
  return (
    <Section style={SECTION}>
      {view.phase === 'over' ? null : (
        <>
          <Paragraph style={TITLE}>{turnTitle(view)}</Paragraph>
          <DealCards deal={view.deal} />
          <Paragraph style={LINE}>
            Style card: <strong>{view.style.title}</strong>
            {view.style.decidedBy === 'vote' ? ' — the other players vote on each word' : ''}
          </Paragraph>
          <Paragraph style={MUTED}>
            {final
              ? `At stake: ${view.cave.red} for the best Ali Baba-side word, ${view.cave.yellow} for the best Thieves word`
              : `The cave: ${view.cave.red} (red) for the turn's winner, ${view.cave.yellow} (yellow) for each follower`}
          </Paragraph>
        </>
      )}
      {view.aliBaba && view.phase !== 'over' ? (
        <Paragraph style={LINE}>
          Ali Baba: {name(view.aliBaba.seat)} with <strong>{view.aliBaba.word}</strong>, worth{' '}
          {view.aliBaba.value} coins
        </Paragraph>
      ) : null}
      {view.vote ? (
        <Paragraph style={LINE}>
          Vote on {name(view.vote.seat)}'s <strong>{view.vote.word}</strong> ({view.vote.value}{' '}
          coins): {view.vote.yes} yes, {view.vote.no} no so far
        </Paragraph>
      ) : null}
      {view.yourWord ? (
        <Paragraph style={LINE}>
          Your word: <strong>{view.yourWord.word}</strong> ({view.yourWord.value} coins)
        </Paragraph>
      ) : null}
      {view.words?.length ? (
        <Paragraph style={LINE}>
          Words: {view.words.map((w) => `${name(w.seat)} ${w.word} (${w.value})`).join(', ')}
        </Paragraph>
      ) : null}
      {lastTurnLines(view).map((l) => (
        <Paragraph key={l} style={MUTED}>
          {l}
        </Paragraph>
      ))}
      <ScoreTable caption="Scores" rows={scoreRows(view)} />
    </Section>
  );
}
