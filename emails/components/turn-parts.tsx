// The pieces every game's turn email shares: what happened, a relayed note, the game-page
// button and the reply instructions. Each game adds its own position between them.
import { Button, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { theme } from '../theme';

/** Sentences one under another, each its own paragraph. */
function Lines({ lines, style }: { lines: string[]; style: CSSProperties }) {
  return (
    <>
      {lines.map((line) => (
        <Text key={line} style={style}>
          {line}
        </Text>
      ))}
    </>
  );
}

export function Happened({ lines }: { lines: string[] }) {
  return <Lines lines={lines} style={{ fontSize: 15, margin: '0 0 6px' }} />;
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
  return <Lines lines={lines} style={{ fontSize: 13, margin: '0 0 4px' }} />;
}
