// Every reply in test/fixtures/replies resolves to the commands and note its author meant.
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { readCommands } from '../../../worker/mail/inbound/commands';
import { readReply } from '../../../worker/mail/inbound/read-reply';
import expectations from '../../fixtures/replies/expected.json';
import { isMove } from './move-recogniser';

interface Expected {
  commands: string[];
  note: string | null;
  autoReply?: string;
  source?: string;
  tooLarge?: boolean;
}

// workerd has no file system: Vite inlines each .eml as a string at build time.
const files = import.meta.glob<string>('../../fixtures/replies/*.eml', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const corpus = Object.entries(files).map(([path, raw]) => ({
  name: path.split('/').pop() ?? path,
  raw,
}));
const expected = expectations as Record<string, Expected>;

describe('the reply corpus', () => {
  it('has at least 30 replies, each with an expectation', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(corpus.map((file) => file.name).sort()).toEqual(Object.keys(expected).sort());
  });
});

describe.each(corpus)('$name', ({ name, raw }) => {
  const want = expected[name] as Expected;

  it('yields the commands and note the player wrote', async () => {
    const reply = await readReply(raw);
    expect(readCommands(reply, isMove)).toEqual({ commands: want.commands, note: want.note });
  });

  it(want.autoReply ? `is automatic (${want.autoReply})` : 'is written by a person', async () => {
    const reply = await readReply(raw);
    if (want.autoReply) expect(reply.autoReply).toContain(want.autoReply);
    else expect(reply.autoReply).toBeNull();
  });

  it(`reads ${want.tooLarge ? 'only the headers of' : 'the whole of'} the message`, async () => {
    const reply = await readReply(raw);
    expect(reply.tooLarge).toBe(want.tooLarge ?? false);
    if (want.source) expect(reply.source).toBe(want.source);
  });
});
