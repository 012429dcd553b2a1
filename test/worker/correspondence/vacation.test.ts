// VACATION and BACK by email reply: the player's clock stops in every game they are in (the
// Player object calls each GameRoom), opponents are told, the allowance (days in any 365 running) holds, and GAMES
// lists every game with whose turn it is and by when.
import { describe, expect, it } from 'vitest';
import { BOB, newGame } from '../../support/games';
import { outboxFor, reply } from '../../support/mail';
import { DAY, deadlineOf } from './helpers';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Each test has its own traveller, so vacation allowances never carry over between tests. */
async function twoGamesOf(email: string, name: string) {
  const player = { name, email };
  const ids: string[] = [];
  for (const opponent of [BOB, { name: 'Cy', email: 'cy@example.com' }]) {
    const { id } = await newGame({ players: [player, opponent], timeControl: '3d' });
    ids.push(id);
  }
  const replyTo = async (id: string) => (await outboxFor(id)).find((m) => m.to === email)!.replyTo;
  /** Replies VACATION from `first` to `last` days from today, in the first game. */
  const bookVacation = async (first: number, last: number) => {
    const today = Date.now();
    const body = `VACATION ${day(today + first * DAY)} ${day(today + last * DAY)}`;
    await reply({ from: email, to: await replyTo(ids[0]!), body });
  };
  return { ids, replyTo, player, bookVacation };
}

describe('VACATION by reply', () => {
  it('stops the player’s clock in all their games and tells their opponents', async () => {
    const { ids, player, bookVacation } = await twoGamesOf('vera@example.com', 'Vera');
    const before = await Promise.all(ids.map((id) => deadlineOf(id, 0)));
    await bookVacation(0, 4);
    const after = await Promise.all(ids.map((id) => deadlineOf(id, 0)));
    const shifts = after.map((d, i) => d! - before[i]!);
    // Both clocks stand still for the same span: from now to the end of the last day.
    expect(shifts[0]).toBe(shifts[1]);
    expect(shifts[0]).toBeGreaterThan(4 * DAY);
    expect(shifts[0]).toBeLessThanOrEqual(5 * DAY);

    const told = (await outboxFor(ids[1]!)).filter((m) => m.text.includes('Vera is on vacation'));
    expect(told.map((m) => m.to)).toEqual(['cy@example.com']);
    const confirmation = (await outboxFor(ids[0]!)).find(
      (m) => m.to === player.email && m.text.includes('is booked'),
    );
    expect(confirmation?.text).toContain('1 other game');
    expect(confirmation?.text).toMatch(/You have \d+ vacation days left/);
  });

  it('BACK restarts the clocks where they stood', async () => {
    const { ids, replyTo, player, bookVacation } = await twoGamesOf('bart@example.com', 'Bart');
    const before = await Promise.all(ids.map((id) => deadlineOf(id, 0)));
    await bookVacation(0, 2);
    await reply({ from: player.email, to: await replyTo(ids[1]!), body: 'BACK' });
    const after = await Promise.all(ids.map((id) => deadlineOf(id, 0)));
    for (const [i, d] of after.entries()) {
      // Only the seconds between the two replies were given back.
      expect(d! - before[i]!).toBeGreaterThanOrEqual(0);
      expect(d! - before[i]!).toBeLessThan(60_000);
    }
    const told = (await outboxFor(ids[0]!)).filter((m) => m.text.includes('Bart is back'));
    expect(told.map((m) => m.to)).toEqual([BOB.email]);
  });

  it('refuses a vacation longer than the allowance, whatever the date, and changes nothing', async () => {
    const { ids, player, bookVacation } = await twoGamesOf('lena@example.com', 'Lena');
    const before = await deadlineOf(ids[0]!, 0);
    await bookVacation(1, 45);
    expect(await deadlineOf(ids[0]!, 0)).toBe(before);
    const refusal = (await outboxFor(ids[0]!)).at(-1)!;
    expect(refusal.to).toBe(player.email);
    expect(refusal.text).toMatch(/vacation days left in the 365 days around those dates/);
  });

  it('BACK without a vacation says there is nothing to come back from', async () => {
    const { ids, replyTo, player } = await twoGamesOf('otto@example.com', 'Otto');
    await reply({ from: player.email, to: await replyTo(ids[0]!), body: 'BACK' });
    expect((await outboxFor(ids[0]!)).at(-1)!.text).toContain('You are not on vacation');
  });
});

describe('GAMES by reply', () => {
  it('lists every game the player is in, whose turn it is and the deadline', async () => {
    const { ids, replyTo, player } = await twoGamesOf('gina@example.com', 'Gina');
    await reply({ from: player.email, to: await replyTo(ids[1]!), body: 'GAMES' });
    const answer = (await outboxFor(ids[1]!)).at(-1)!;
    expect(answer.to).toBe(player.email);
    expect(answer.text).toContain('Your games (2):');
    for (const id of ids)
      expect(answer.text).toMatch(new RegExp(`game ${id}\\): your turn, due by`));
    expect(answer.text).toContain('Deadlines are shown in UTC time');
  });

  it('TIMEZONE changes the zone deadlines are shown in, and refuses an unknown zone', async () => {
    const { ids, replyTo, player } = await twoGamesOf('tess@example.com', 'Tess');
    await reply({ from: player.email, to: await replyTo(ids[0]!), body: 'TIMEZONE Mars/Olympus' });
    expect((await outboxFor(ids[0]!)).at(-1)!.text).toContain('is not a time zone I know');
    await reply({
      from: player.email,
      to: await replyTo(ids[0]!),
      body: 'TIMEZONE America/New_York',
    });
    const told = (await outboxFor(ids[0]!)).at(-1)!.text;
    expect(told).toContain('Deadlines in your emails are now shown in America/New_York time.');
    // Tess gets every move by email, so there is no digest to move.
    expect(told).not.toContain('daily digest');
    await reply({ from: player.email, to: await replyTo(ids[1]!), body: 'GAMES' });
    const answer = (await outboxFor(ids[1]!)).at(-1)!;
    expect(answer.text).toMatch(/due by .* GMT-5/);
    expect(answer.text).toContain('America/New_York time');
  });
});
