// The state of a Mumble-Jumble round in HTML: your secret word, the trays as tiles, what has been
// answered (counts only until the round ends), the challenges, the last round, and every seat's chips.
import { Section } from '@react-email/components';
import type { MumbleJumbleView } from '../../engine/mumble-jumble/view';
import { Paragraph, textStyle } from '../components/paragraph';
import { CaptionedTable, ScoreTable } from '../components/score-table';
import { theme } from '../theme';
import { JumbleTiles } from './jumble-tiles';
import { challengeLines, chipRows, lastRoundLines } from './text';

const small = { fontSize: 13, margin: '0 0 4px', color: theme.muted };
const SMALL = textStyle(small);
const SMALL_TITLE = textStyle({ ...small, fontWeight: 700 });
const SECRET_WORD = textStyle({ fontSize: 14, margin: '0 0 6px', textAlign: 'center' });

function Trays({ view }: { view: MumbleJumbleView }) {
  if (view.trays.length === 0) return null;
  const cell = { padding: '4px 6px', borderBottom: `1px solid ${theme.border}`, fontSize: 13 };
  return (
    <CaptionedTable caption={`Round ${view.round} trays · ${view.wordLength} letters`}>
      {view.trays.map((tray) => {
        const mine = tray.owner === view.you;
        const whose = mine ? 'yours' : tray.ownerName;
        const yours = view.yourAnswers.find((a) => a.tray === tray.id);
        const answers = view.answers
          ? view.answers.flatMap((list, seat) =>
              list
                .filter((a) => a.tray === tray.id)
                .map((a) => `${view.seats[seat]!.name}: ${a.word}${a.upheld ? '' : ' (struck)'}`),
            )
          : [];
        return (
          <tr key={tray.id}>
            <th scope="row" style={{ ...cell, textAlign: 'right', fontWeight: 700 }}>
              {tray.id}
            </th>
            <td style={cell}>
              <JumbleTiles
                letters={tray.jumble}
                label={`Tray ${tray.id}, ${whose}: ${[...tray.jumble].join(' ')}`}
                muted={mine}
              />
            </td>
            <td style={{ ...cell, color: theme.muted }}>{whose}</td>
            <td style={cell}>
              {tray.word ? <strong>{tray.word}</strong> : null}
              {answers.length > 0 ? <div>{answers.join(' · ')}</div> : null}
              {!view.answers && yours ? <div>your answer: {yours.word}</div> : null}
            </td>
          </tr>
        );
      })}
    </CaptionedTable>
  );
}

export function RoundSection({ view }: { view: MumbleJumbleView }) {
  const challenges = challengeLines(view);
  const last = lastRoundLines(view);
  return (
    <Section style={{ margin: '8px 0' }}>
      {view.phase === 'choose'
        ? view.yourWords.map((w) => (
            <Paragraph key={w.word} style={SECRET_WORD}>
              Your secret word <strong>{w.word}</strong> shows as{' '}
              <JumbleTiles letters={w.jumble} label={`${[...w.jumble].join(' ')}`} />
            </Paragraph>
          ))
        : null}
      <Trays view={view} />
      {challenges.length > 0 ? (
        <>
          <Paragraph style={SMALL_TITLE}>Challenges</Paragraph>
          {challenges.map((line) => (
            <Paragraph key={line} style={SMALL}>
              {line.trim()}
            </Paragraph>
          ))}
        </>
      ) : null}
      {last.map((line) => (
        <Paragraph key={line} style={SMALL}>
          {line}
        </Paragraph>
      ))}
      <ScoreTable caption="Chips" rows={chipRows(view)} />
    </Section>
  );
}
