// The Player object's digest alarm: set for 07:00 in the player's time zone, moved by TIMEZONE,
// chained by the alarm itself across daylight-saving changes. Fixed instants lie in 2037 so they
// stay ahead of the real clock (an alarm counts the next digest from its own slot when it runs
// early, as runDurableObjectAlarm makes it); 2037's US changes are 8 March and 1 November.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../support/games';
import { clearOutbox, outbox, outboxFor, reply } from '../support/mail';

beforeEach(clearOutbox);

const player = (email: string) => env.PLAYER.get(env.PLAYER.idFromName(email));
const at = (iso: string) => Date.parse(iso);

async function alarmOf(email: string): Promise<string | null> {
  const alarm = await runInDurableObject(player(email), (_p, state) => state.storage.getAlarm());
  return alarm === null ? null : new Date(alarm).toISOString();
}

/** Runs the alarm as if it were due, and returns the alarm it leaves behind. */
async function ring(email: string): Promise<string | null> {
  expect(await runDurableObjectAlarm(player(email))).toBe(true);
  return alarmOf(email);
}

// Storage lasts for the whole file, so each test seats its own pair of players.
let pairs = 0;
async function twoPlayers(): Promise<{ id: string; ANN: Seat; BOB: Seat }> {
  pairs += 1;
  const ANN = { name: 'Ann', email: `ann${pairs}@example.com` };
  const BOB = { name: 'Bob', email: `bob${pairs}@example.com` };
  const { id } = await newGame({ players: [ANN, BOB] });
  return { id, ANN, BOB };
}
type Seat = { name: string; email: string };

const digests = async () => (await outbox()).filter((m) => m.subject.startsWith('Your turn in'));

describe("the digest alarm in the player's time zone", () => {
  it('is 07:00 UTC for a player who never set a time zone', async () => {
    const { ANN } = await twoPlayers();
    await player(ANN.email).setNotify('daily-digest', at('2037-03-06T08:00:00Z'));
    expect(await alarmOf(ANN.email)).toBe('2037-03-07T07:00:00.000Z');
  });

  it.each([
    [
      'into daylight saving: 12:00 UTC, then 11:00 UTC',
      '2037-03-06',
      ['03-07T12', '03-08T11', '03-09T11'],
    ],
    [
      'back to standard time: 11:00 UTC, then 12:00 UTC',
      '2037-10-30',
      ['10-31T11', '11-01T12', '11-02T12'],
    ],
  ] as const)('chains 07:00 New York time %s', async (_change, day, [first, second, third]) => {
    const { ANN } = await twoPlayers();
    const slot = (s: string) => `2037-${s}:00:00.000Z`;
    // Ann is to move in the new game, so every run sends her a digest.
    const setAt = at(`${day}T20:00:00Z`);
    await player(ANN.email).updateSettings({ timeZone: 'America/New_York' }, setAt);
    await player(ANN.email).setNotify('daily-digest', setAt);
    expect(await alarmOf(ANN.email)).toBe(slot(first));
    expect(await ring(ANN.email)).toBe(slot(second));
    expect(await ring(ANN.email)).toBe(slot(third));
    // One digest for each of the player's days (the first two slots), none repeated.
    expect((await digests()).map((m) => m.to)).toEqual([ANN.email, ANN.email]);
  });

  it('moves the alarm when the player changes TIMEZONE, and drops it for NOTIFY EVERY', async () => {
    const { BOB } = await twoPlayers();
    await player(BOB.email).setNotify('daily-digest', at('2037-11-01T00:00:00Z'));
    expect(await alarmOf(BOB.email)).toBe('2037-11-01T07:00:00.000Z');
    await player(BOB.email).updateSettings({ timeZone: 'Asia/Tokyo' }, at('2037-11-01T00:00:00Z'));
    // 07:00 in Tokyo (UTC+9) is 22:00 UTC the evening before.
    expect(await alarmOf(BOB.email)).toBe('2037-11-01T22:00:00.000Z');
    await player(BOB.email).setNotify('every-move', at('2037-11-01T00:00:00Z'));
    expect(await alarmOf(BOB.email)).toBeNull();
  });

  it('reschedules from a TIMEZONE reply, to the next 07:00 on the new clock', async () => {
    const { id, BOB } = await twoPlayers();
    const bobTo = (await outboxFor(id)).find((m) => m.to === BOB.email)!.replyTo;
    await reply({ from: BOB.email, to: bobTo, body: 'NOTIFY DIGEST' });
    const confirmation = (await outboxFor(id)).at(-1)!;
    expect(confirmation.text).toContain('one email a day at 07:00 your time (UTC;');
    const before = Date.now();
    await reply({ from: BOB.email, to: bobTo, body: 'TIMEZONE Asia/Kolkata' });
    expect((await outboxFor(id)).at(-1)!.text).toContain(
      'Your daily digest now comes at 07:00 Asia/Kolkata time.',
    );
    const alarm = at((await alarmOf(BOB.email))!);
    expect(alarm).toBeGreaterThan(before);
    expect(alarm - before).toBeLessThanOrEqual(24 * 3_600_000);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      timeStyle: 'medium',
      hourCycle: 'h23',
    });
    expect(clock.format(alarm)).toBe('07:00:00');
    // Kolkata is UTC+5:30, so its 07:00 is never a whole UTC hour.
    expect(new Date(alarm).getUTCMinutes()).toBe(30);
  });
});
