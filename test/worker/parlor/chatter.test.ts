// Which bare lines the parlor games take for chatter: prose, greetings and the writer's own name.
import { describe, expect, it } from 'vitest';
import { isPlainBare } from '../../../worker/game-room/mailers/chatter';

describe('a bare line written plainly enough to be a command', () => {
  it.each([
    ['Charm', true],
    ['  armageddon ', true],
    ['yes', true],
    ['Charm.', false],
    ['Thanks!', false],
    ['thanks', false],
    ['Cheers', false],
    ['hi', false],
    ['Bob', false],
    ['bob', false],
    ['Smith', false],
    ['races plumb', false],
  ])('takes a one-word %j from Bob Smith as a plain command: %s', (text, plain) => {
    expect(isPlainBare(text, 'Bob Smith')).toBe(plain);
  });

  it.each([
    ['races plumb', true],
    ['Races, plumb', true],
    ['RACES PLUMB STOP', true],
    ['crane', true],
    ['races plumb!', false],
    ['Cheers River', false],
    ['thanks all', false],
    ['river', false],
    ['River Phoenix', false],
    ['2 races', false],
    ['', false],
  ])('takes a several-word %j from River Phoenix as a plain command: %s', (text, plain) => {
    expect(isPlainBare(text, 'River Phoenix', true)).toBe(plain);
  });

  it('keeps a hyphenated name whole, as the writer wrote it', () => {
    expect(isPlainBare('x-ray', 'Ray')).toBe(true);
    expect(isPlainBare('Mary-Ann', 'Mary-Ann Lee')).toBe(false);
  });
});
