// npm run bench:workerd: its reply (bench-reply.ts, bench:turn's too) is written as clients write
// one, and without a local workerd to measure, or with a mistake on the command line, it says so
// and exits 2.
import { describe, expect, it } from 'vitest';
import { mimeReply } from '../../worker/cli/bench-reply';
import { npmRun } from './cli-run';

const seat = { name: 'Ann', email: 'ann@example.com', replyTo: 'play-abc@play.localhost' };
const answered = {
  subject: 'Scrabble by email: Ann v Bob [game abc]',
  text: '##- Reply above this line -##\n\nYour turn, Ann',
  headers: { 'Message-ID': '<t2.s0@play.localhost>', References: '<t0.s0@play.localhost>' },
};

describe('bench:workerd', () => {
  it('replies with the command above the email it answers, quoted and named', () => {
    const lines = mimeReply(
      seat.email,
      seat.replyTo,
      'H8 across PLANE',
      answered,
      'r1@bench.example.com',
    ).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'To: play-abc@play.localhost',
        'Subject: Re: Scrabble by email: Ann v Bob [game abc]',
        'In-Reply-To: <t2.s0@play.localhost>',
        'References: <t0.s0@play.localhost> <t2.s0@play.localhost>',
        '> ##- Reply above this line -##',
        '> Your turn, Ann',
      ]),
    );
    // The text part's first line.
    const text = lines.indexOf('Content-Type: text/plain; charset=utf-8');
    expect(lines[text + 2]).toBe('H8 across PLANE');
  });

  it('needs a local workerd at --url', () => {
    const run = npmRun('bench:workerd', '--url', 'http://localhost:1');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no local workerd serving http://localhost:1');
  });

  it.each([
    [['--turns', 'many'], '--turns takes a whole number'],
    [['--url', 'not a url'], '--url not a url is not a URL'],
    [['--resend-port', '0'], '--resend-port takes a port, 1-65535'],
    [['--colour'], "Unknown option '--colour'"],
  ])('refuses %j', (args, message) => {
    const run = npmRun('bench:workerd', ...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage: npm run bench:workerd');
  });
});
