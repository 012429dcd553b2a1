// The pieces every game's turn email shares: what happened, a relayed note, the game-page
// button and the reply instructions. Each game adds its own position between them.
import { Button, Section, Text } from '@react-email/components';
import { theme } from '../theme';

export function Happened({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line) => (
        <Text key={line} style={{ fontSize: 15, margin: '0 0 6px' }}>
          {line}
        </Text>
      ))}
    </>
  );
}

export function RelayedNote({ note }: { note: { from: string; text: string } | null }) {
  if (!note) return null;
  return (
    <Text style={{ fontSize: 14, borderLeft: `3px solid ${theme.accent}`, paddingLeft: 8 }}>
      {note.from} says: {note.text}
    </Text>
  );
}

export function GamePageButton({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <Section style={{ textAlign: 'center', margin: '12px 0' }}>
      <Button
        href={href}
        style={{
          background: theme.accent,
          color: '#fff',
          padding: '10px 18px',
          borderRadius: 6,
          fontSize: 15,
        }}
      >
        Open the game page
      </Button>
    </Section>
  );
}

export function ReplyLines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line) => (
        <Text key={line} style={{ fontSize: 13, margin: '0 0 4px' }}>
          {line}
        </Text>
      ))}
    </>
  );
}
