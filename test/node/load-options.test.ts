// `npm run load`'s command line: the defaults, the usage that states them, and refused values.
import { describe, expect, it } from 'vitest';
import { LOAD_USAGE, parseLoadOptions } from '../../worker/cli/load-options';

describe('the load command line', () => {
  it('fills in every default', () => {
    expect(parseLoadOptions([])).toEqual({
      ok: true,
      value: {
        games: 10,
        moves: 8,
        url: 'http://localhost:8787',
        seconds: 300,
        concurrency: 32,
        duplicates: 0.05,
        ruleset: 'scrabble',
        lexicon: 'english',
        json: false,
        serverCpu: 'auto',
      },
    });
  });

  it.each([
    ['--games', 'games played at once (default 10)'],
    ['--url', 'a running `npm start` (default http://localhost:8787)'],
    ['--duplicates', 'share of replies redelivered with the same Message-ID (default 0.05)'],
    ['--server-cpu', 'none: skip (default auto)'],
  ])('states %s and its default in the usage', (flag, line) => {
    expect(LOAD_USAGE).toMatch(
      new RegExp(`^  ${flag} +.*${line.replace(/[().`]/g, '\\$&')}$`, 'm'),
    );
  });

  it('reads the flags given', () => {
    const parsed = parseLoadOptions([
      '--games',
      '3',
      '--ruleset',
      'wwf',
      '--json',
      '--url',
      'http://127.0.0.1:9000/',
    ]);
    expect(parsed.ok && parsed.value).toMatchObject({
      games: 3,
      ruleset: 'wwf',
      json: true,
      url: 'http://127.0.0.1:9000',
    });
  });

  it.each([
    [['--games', '0'], '--games must be a whole number ≥ 1, not "0"'],
    [['--duplicates', '2'], '--duplicates must be from 0 to 1, not "2"'],
    [['--server-cpu', 'some'], '--server-cpu must be auto or none, not "some"'],
    [['--colour'], "Unknown option '--colour'"],
  ])('refuses %j with the reason and the usage', (args, reason) => {
    const parsed = parseLoadOptions(args);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toContain(reason);
      expect(parsed.error).toContain(LOAD_USAGE);
    }
  });
});
