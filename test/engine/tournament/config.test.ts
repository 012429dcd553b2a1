// Tournament options: defaults, and errors that say what to write instead.
import { describe, expect, it } from 'vitest';
import { parseTournamentConfig } from '../../../engine/tournament';
import { create, players } from './play';

describe('parseTournamentConfig', () => {
  it.each([
    [
      { format: 'round-robin' },
      {
        format: 'round-robin',
        cycles: 1,
        schedule: 'all-at-once',
        withdrawal: 'forfeit',
        vacationDays: 30,
      },
    ],
    [
      { format: 'round-robin', double: true, schedule: 'rounds', withdrawal: 'cancel' },
      {
        format: 'round-robin',
        cycles: 2,
        schedule: 'rounds',
        withdrawal: 'cancel',
        vacationDays: 30,
      },
    ],
    [
      { format: 'swiss', rounds: 7, vacationDays: 10 },
      { format: 'swiss', rounds: 7, withdrawal: 'forfeit', vacationDays: 10 },
    ],
    [
      { format: 'knockout', bestOf: 3 },
      { format: 'knockout', bestOf: 3, withdrawal: 'forfeit', vacationDays: 30 },
    ],
  ])('reads %j', (input, expected) => {
    expect(parseTournamentConfig(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['no format', {}, '`format`'],
    ['a Swiss without rounds', { format: 'swiss' }, '`rounds`'],
    ['an even best-of', { format: 'knockout', bestOf: 2 }, 'odd'],
    ['three cycles', { format: 'round-robin', cycles: 3 }, '`cycles`'],
    [
      'an unknown withdrawal rule',
      { format: 'swiss', rounds: 3, withdrawal: 'shrug' },
      '`withdrawal`',
    ],
    ['not an object', 'swiss', 'object'],
  ])('refuses %s', (_, input, hint) => {
    const parsed = parseTournamentConfig(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('bad-tournament-config');
      expect(parsed.error.message).toContain(hint);
    }
  });
});

describe('createTournament', () => {
  const swiss = { format: 'swiss', rounds: 1, withdrawal: 'forfeit', vacationDays: 30 } as const;

  it.each([
    ['one player', players('a'), /too-few-players/],
    ['the same player twice', players('a', 'a'), /duplicate-player/],
  ])('refuses %s', (_, entries, error) => {
    expect(() => create(swiss, entries)).toThrow(error);
  });

  it('draws lots for equal ratings, the same way for the same seed', () => {
    const entries = players('a', 'b', 'c', 'd', 'e', 'f');
    const order = (seed: string) => create(swiss, entries, seed).entrants.map((e) => e.id);
    expect(order('x')).toEqual(order('x'));
    expect(new Set(['x', 'y', 'z', 'w'].map((s) => order(s).join(''))).size).toBeGreaterThan(1);
  });
});
