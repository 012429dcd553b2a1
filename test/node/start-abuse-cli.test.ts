// The local-development start script passes the port through (and the rest to wrangler), and the
// abuse CLI stays on this machine within its bounds and counts mails per stranger.
import { describe, expect, it } from 'vitest';
import { formatAbuseReport, mailsPerStranger, parseAbuseOptions } from '../../worker/cli/abuse';
import { startArguments } from '../../worker/cli/start';

describe('npm start', () => {
  it.each([
    [[], 8787, []],
    [['--port', '8811'], 8811, []],
    [['--port=9001', '--ip', '127.0.0.1'], 9001, ['--ip', '127.0.0.1']],
  ])('serves %j on port %i', (argv, port, rest) => {
    expect(startArguments(argv)).toEqual({ port, rest });
  });

  it('refuses a port out of range', () => {
    expect(() => startArguments(['--port', '70000'])).toThrow(/1–65535/);
  });
});

describe('npm run abuse', () => {
  it('runs only against this machine, with a bounded count and time', () => {
    expect(parseAbuseOptions(['--url', 'http://127.0.0.1:9123/']).url).toBe(
      'http://127.0.0.1:9123',
    );
    expect(() => parseAbuseOptions(['--url', 'https://wordmail.example.com'])).toThrow(
      /this machine/,
    );
    expect(() => parseAbuseOptions(['--count', '5000'])).toThrow(/--count/);
    expect(() => parseAbuseOptions(['--seconds', '3600'])).toThrow(/--seconds/);
  });

  it('counts mails per address of the run’s own domain only', () => {
    const counts = mailsPerStranger(
      [
        { to: 'a@run.example' },
        { to: 'a@run.example' },
        { to: 'b@run.example' },
        { to: 'c@other.example' },
      ],
      'run.example',
    );
    expect([...counts]).toEqual([
      ['a@run.example', 2],
      ['b@run.example', 1],
    ]);
    const text = formatAbuseReport({
      routes: [{ name: 'r', statuses: { 401: 3 }, mostToOne: 0 }],
      strangers: 2,
      mails: 3,
      mostToOneStranger: 2,
      overOne: ['a@run.example: 2'],
    });
    expect(text).toContain('3× 401');
    expect(text).toContain('most to one stranger: 2');
  });
});
