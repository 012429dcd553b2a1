// The CLIs' usage lines and their answer to a mistake on the command line.
import { parseArgs } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flagLines, UsageError, usageExit, valueFlags } from '../../worker/cli/usage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CLI usage', () => {
  it('writes a line per flag, further lines of a meaning indented under the first', () => {
    expect(
      flagLines(
        [
          ['games', 'games at once'],
          ['batch', 'one position a line:\nthe board, a space, the rack'],
        ],
        9,
      ),
    ).toEqual([
      '  --games  games at once',
      '  --batch  one position a line:',
      '           the board, a space, the rack',
    ]);
  });

  it('parses every flag of the table as one taking a value', () => {
    const { values } = parseArgs({
      args: ['--rules', 'wwf'],
      options: valueFlags({ rules: 'the ruleset', batch: 'a file' }),
    });
    expect(values).toEqual({ rules: 'wwf' });
  });

  it.each([
    ['a UsageError', new UsageError('no word list at x.txt'), 'no word list at x.txt'],
    [
      'a parseArgs refusal',
      (() => {
        try {
          parseArgs({ args: ['--nope'], options: {} });
        } catch (e) {
          return e;
        }
      })(),
      "Unknown option '--nope'",
    ],
  ])('answers %s with the message, the usage and exit code 2', (_case, error, message) => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(usageExit(error, 'Usage: npm run x')).toBe(2);
    expect(printed).toHaveBeenCalledWith(`${message}\nUsage: npm run x`);
  });

  it('lets any other error through', () => {
    expect(() => usageExit(new RangeError('a bug'), 'Usage')).toThrow('a bug');
  });
});
