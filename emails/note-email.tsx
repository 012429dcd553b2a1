// A note one player sent the others, relayed on its own (a reply with NOTE and no move).
import { Text } from '@react-email/components';
import { Layout } from './components/layout';
import { theme } from './theme';

export interface NoteEmailProps {
  gameTitle: string;
  from: string;
  note: string;
}

export function NoteEmail({ gameTitle, from, note }: NoteEmailProps) {
  return (
    <Layout preview={`${from}: ${note}`} gameTitle={gameTitle} headline={`A note from ${from}`}>
      {note.split('\n').map((line, i) => (
        <Text
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one note, in order
          key={i}
          style={{
            fontSize: 15,
            borderLeft: `3px solid ${theme.accent}`,
            paddingLeft: 8,
            margin: 0,
          }}
        >
          {line || '\u00a0'}
        </Text>
      ))}
      <Text style={{ fontSize: 13, color: theme.muted }}>
        Reply NOTE and your text to answer; the game is unchanged.
      </Text>
    </Layout>
  );
}

export function noteEmailText({ gameTitle, from, note }: NoteEmailProps): string {
  return `${gameTitle}\n\nA note from ${from}:\n\n${note}\n\nReply NOTE and your text to answer; the game is unchanged.\n`;
}

NoteEmail.PreviewProps = {
  gameTitle: 'Jamble · Ann v Bob · game abcdefghij',
  from: 'Bob',
  note: 'Good game so far!',
} satisfies NoteEmailProps;

export default NoteEmail;
