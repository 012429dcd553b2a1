// The local outbox page: a busy outbox is read a page at a time, newest first, and can be narrowed
// to one recipient or one game.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';

const mailbox = () => env.DEV_MAILBOX.get(env.DEV_MAILBOX.idFromName('local'));

function message(n: number) {
  const game = n % 3 === 0 ? 'pagegame03' : 'pagegame12';
  const to = n % 2 === 0 ? 'even@example.com' : 'odd@example.com';
  return {
    id: `dev-page-${n}`,
    to,
    from: 'Wordmail <turns@play.localhost>',
    replyTo: `play-${game}-tok${n}@play.localhost`,
    subject: `Subject number ${n}`,
    text: `text ${n}`,
    html: `<p>html ${n}</p>`,
    headers: { 'Message-ID': `<m${n}@play.localhost>` },
  };
}

const subjects = (html: string) => [...html.matchAll(/Subject number (\d+)/g)].map((m) => +m[1]!);

describe('/dev/mail', () => {
  beforeAll(async () => {
    await mailbox().clear();
    for (let n = 1; n <= 30; n++) await mailbox().deliver(message(n), new Date(0).toISOString());
  });

  it('shows 25 messages a page, newest first, with a link to the older ones', async () => {
    const first = await (await SELF.fetch('https://example.com/dev/mail')).text();
    expect(first).toContain('30 messages, newest first; page 1 of 2');
    expect(subjects(first)).toEqual(Array.from({ length: 25 }, (_, i) => 30 - i));
    expect(first).toContain('href="/dev/mail?page=2"');
    const second = await (await SELF.fetch('https://example.com/dev/mail?page=2')).text();
    expect(subjects(second)).toEqual([5, 4, 3, 2, 1]);
  });

  it('filters by recipient and by game', async () => {
    const even = await (
      await SELF.fetch('https://example.com/dev/mail?to=even@example.com')
    ).text();
    expect(subjects(even)).toEqual([30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2]);
    const game = await (await SELF.fetch('https://example.com/dev/mail?game=pagegame03')).text();
    expect(subjects(game)).toEqual([30, 27, 24, 21, 18, 15, 12, 9, 6, 3]);
    expect(game).toContain('10 messages matching');
  });

  it('opens one message as HTML by its number', async () => {
    const list = await (await SELF.fetch('https://example.com/dev/mail?page=2')).text();
    const seq = /href="\/dev\/mail\/(\d+)"/.exec(list)![1];
    const res = await SELF.fetch(`https://example.com/dev/mail/${seq}`);
    expect(await res.text()).toBe('<p>html 5</p>');
    expect((await SELF.fetch('https://example.com/dev/mail/999999')).status).toBe(404);
  });
});

describe('/dev/mail.json', () => {
  beforeAll(async () => {
    await mailbox().clear();
    for (let n = 1; n <= 30; n++) await mailbox().deliver(message(n), new Date(0).toISOString());
  });

  const listed = async (query: string) =>
    (
      (await (await SELF.fetch(`https://example.com/dev/mail.json${query}`)).json()) as {
        subject: string;
      }[]
    ).map((m) => Number(m.subject.split(' ').at(-1)));

  it('lists every message, oldest first', async () => {
    expect(await listed('')).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('lists one recipient’s or one game’s, and the newest N of them', async () => {
    expect(await listed('?to=even@example.com&last=3')).toEqual([26, 28, 30]);
    expect(await listed('?game=pagegame03')).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    expect(await listed('?last=1')).toEqual([30]);
  });
});

describe('/dev/mail.json over a long outbox', () => {
  it('reads it in pieces, every message once and in order', async () => {
    await mailbox().clear();
    for (let n = 1; n <= 450; n++) await mailbox().deliver(message(n), new Date(0).toISOString());
    const all = (await (await SELF.fetch('https://example.com/dev/mail.json')).json()) as {
      id: string;
    }[];
    expect(all.map((m) => m.id)).toEqual(
      Array.from({ length: 450 }, (_, i) => `dev-page-${i + 1}`),
    );
  });
});
