// The game-over email of a rated game states how it moved each player's rating, and the ratings
// recorded (Player, leaderboard, GAMES) are exactly the ones stated, once per game.
import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { RATING_CHANGES_KEY, type RatingChange } from '../../../worker/game-room/feature';
import { scheduleTask } from '../../../worker/game-room/tasks';
import { newGame, room } from '../../support/games';
import { clearOutbox, type OutboxMessage, outboxFor, reply } from '../../support/mail';
import { type Person, resignedByEmail } from './helpers';

beforeEach(clearOutbox);

const player = (email: string) => env.PLAYER.get(env.PLAYER.idFromName(email));
const RATING_LINE = /^(Your|\S+’s) rating \((\S+)\): (\d+) → (\d+) \(([+−±]\d+)\)$/gm;

interface Stated {
  whose: string;
  family: string;
  before: number;
  after: number;
  change: string;
}

function statedRatings(text: string): Stated[] {
  return [...text.matchAll(RATING_LINE)].map((m) => ({
    whose: m[1]!,
    family: m[2]!,
    before: Number(m[3]),
    after: Number(m[4]),
    change: m[5]!,
  }));
}

/** Creates a rated game and has `loser` resign by email; returns both game-over emails. */
async function resignedGame(a: Person, b: Person, loser: Person, extra = {}) {
  const id = await resignedByEmail([a, b], loser, extra);
  const mails = (await outboxFor(id)).filter((m) => /Game over/.test(m.text));
  const to = (p: Person) => mails.find((m) => m.to === p.email) as OutboxMessage;
  return { id, a: to(a), b: to(b) };
}

/** Runs the result report again from the game's alarm, as its retry task does. */
async function retryReport(id: string): Promise<void> {
  await runInDurableObject(room(id), async (_obj, state) => {
    state.storage.sql.exec("DELETE FROM meta WHERE key = 'result-reported'");
    scheduleTask(state.storage.sql, {
      key: 'report-result',
      kind: 'report-result',
      dueAt: Date.now(),
      payload: null,
    });
    await state.storage.setAlarm(Date.now());
  });
  expect(await runDurableObjectAlarm(room(id))).toBe(true);
  const reported = await runInDurableObject(room(id), async (_obj, state) =>
    state.storage.sql.exec("SELECT 1 FROM meta WHERE key = 'result-reported'").toArray(),
  );
  expect(reported).toHaveLength(1);
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

describe('the game-over email of a rated game', () => {
  it('states each player’s rating before and after, as recorded, in text and HTML', async () => {
    const ann = { name: 'Ann', email: 'ann.r@example.com' };
    const bob = { name: 'Bob', email: 'bob.r@example.com' };
    const { a, b } = await resignedGame(ann, bob, ann);
    const [annHeld, bobHeld] = await Promise.all([
      player(ann.email).rating('crossword'),
      player(bob.email).rating('crossword'),
    ]);
    const annAfter = Math.round(annHeld!.rating);
    const bobAfter = Math.round(bobHeld!.rating);
    expect(annAfter).toBeLessThan(1500);
    expect(bobAfter).toBeGreaterThan(1500);

    const annLine = `Your rating (crossword): 1500 → ${annAfter} (${signed(annAfter - 1500)})`;
    const bobLine = `Bob’s rating (crossword): 1500 → ${bobAfter} (${signed(bobAfter - 1500)})`;
    expect(statedRatings(a.text)).toHaveLength(2);
    expect(a.text).toContain(annLine);
    expect(a.text).toContain(bobLine);
    expect(a.html).toContain(annLine);
    expect(a.html).toContain(bobLine);
    expect(b.text).toContain(`Your rating (crossword): 1500 → ${bobAfter}`);
    expect(b.text).toContain(`Ann’s rating (crossword): 1500 → ${annAfter}`);
    // The reader's own line comes first.
    expect(statedRatings(b.text)[0]!.whose).toBe('Your');

    // The leaderboard and GAMES show the same figures.
    const res = await SELF.fetch('https://example.com/leaderboard/crossword', {
      headers: { accept: 'application/json' },
    });
    const board = (await res.json()) as { players: { name: string; rating: number }[] };
    const listed = (name: string) => Math.round(board.players.find((p) => p.name === name)!.rating);
    expect([listed('Ann'), listed('Bob')]).toEqual([annAfter, bobAfter]);
    await reply({ from: ann.email, to: a.replyTo, body: 'GAMES' });
    const games = (await outboxFor(a.subject.match(/\[game (\w+)\]/)![1]!)).at(-1)!;
    expect(games.to).toBe(ann.email);
    expect(games.text).toContain(`Your ratings: crossword ${annAfter} (1 rated game)`);
  });

  it('starts the next game from where the last one left the ratings', async () => {
    const cy = { name: 'Cy', email: 'cy.r@example.com' };
    const di = { name: 'Di', email: 'di.r@example.com' };
    const first = await resignedGame(cy, di, cy);
    const cyAfterFirst = statedRatings(first.a.text).find((s) => s.whose === 'Your')!.after;
    await clearOutbox();
    const second = await resignedGame(cy, di, di);
    const cyLine = statedRatings(second.a.text).find((s) => s.whose === 'Your')!;
    expect(cyLine.before).toBe(cyAfterFirst);
    expect(cyLine.after).toBe(Math.round((await player(cy.email).rating('crossword'))!.rating));
    expect((await player(cy.email).rating('crossword'))!.games).toBe(2);
  });

  it('records exactly the stated changes once, however often the report is retried', async () => {
    const eve = { name: 'Eve', email: 'eve.r@example.com' };
    const fay = { name: 'Fay', email: 'fay.r@example.com' };
    const { id, a } = await resignedGame(eve, fay, fay);
    const held = await player(eve.email).rating('crossword');
    const stored = await runInDurableObject(room(id), async (_obj, state) => {
      const rows = state.storage.sql
        .exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', RATING_CHANGES_KEY)
        .toArray();
      return JSON.parse(rows[0]!.value) as RatingChange[];
    });
    expect(stored.map((c) => c.seat)).toEqual([0, 1]);
    expect(stored[0]!.after).toEqual(held);
    expect(statedRatings(a.text)[0]!.after).toBe(Math.round(stored[0]!.after.rating));

    // The report task runs again, as a retry would.
    await retryReport(id);
    expect(await player(eve.email).rating('crossword')).toEqual(held);
    expect((await player(fay.email).rating('crossword'))!.games).toBe(1);
  });

  it('records the stated change on a retry even when the rating moved since', async () => {
    const nan = { name: 'Nan', email: 'nan.r@example.com' };
    const ole = { name: 'Ole', email: 'ole.r@example.com' };
    const { id, a } = await resignedGame(nan, ole, ole);
    const stated = statedRatings(a.text).find((s) => s.whose === 'Your')!;
    // As if the first report never reached Nan, and another game took her to 1600 meanwhile.
    await runInDurableObject(player(nan.email), async (_obj, state) => {
      state.storage.sql.exec('DELETE FROM rated_games WHERE game_id = ?', id);
      const moved = { rating: 1600, rd: 300, vol: 0.06, games: 1 };
      state.storage.sql.exec(
        "UPDATE ratings SET body = ? WHERE family = 'crossword'",
        JSON.stringify(moved),
      );
    });
    await retryReport(id);
    const held = (await player(nan.email).rating('crossword'))!;
    expect(held.games).toBe(2);
    expect(Math.abs(held.rating - (1600 + stated.after - stated.before))).toBeLessThanOrEqual(1);
  });

  it('counts both of a player’s games that end at once, each by the change it stated', async () => {
    const gus = { name: 'Gus', email: 'gus.r@example.com' };
    const hal = { name: 'Hal', email: 'hal.r@example.com' };
    const ivy = { name: 'Ivy', email: 'ivy.r@example.com' };
    const one = await newGame({ players: [gus, hal] });
    const two = await newGame({ players: [gus, ivy] });
    const gusMail = async (id: string) => (await outboxFor(id)).find((m) => m.to === gus.email)!;
    const [m1, m2] = [await gusMail(one.id), await gusMail(two.id)];
    await Promise.all([
      reply({ from: gus.email, to: m1.replyTo, body: 'RESIGN' }),
      reply({ from: gus.email, to: m2.replyTo, body: 'RESIGN' }),
    ]);
    const stated = async (id: string) => {
      const over = (await outboxFor(id)).find(
        (m) => m.to === gus.email && /Game over/.test(m.text),
      );
      return statedRatings(over!.text).find((s) => s.whose === 'Your')!;
    };
    const [s1, s2] = [await stated(one.id), await stated(two.id)];
    const held = (await player(gus.email).rating('crossword'))!;
    expect(held.games).toBe(2);
    // Neither loss is lost: the rating held is 1500 moved by both stated changes (±1 rounding).
    const moved = s1.after - s1.before + (s2.after - s2.before);
    expect(Math.abs(Math.round(held.rating) - (1500 + moved))).toBeLessThanOrEqual(1);
  });
});

describe('a game-over email with no rating line', () => {
  it('is what an unrated game sends, and nobody’s rating moves', async () => {
    const jo = { name: 'Jo', email: 'jo.r@example.com' };
    const kim = { name: 'Kim', email: 'kim.r@example.com' };
    const { a, b } = await resignedGame(jo, kim, jo, { options: { rated: false } });
    for (const mail of [a, b]) {
      expect(mail.text).toContain('Game over');
      expect(mail.text).not.toContain('rating');
      expect(mail.html).not.toContain('rating (crossword)');
    }
    expect(await player(kim.email).rating('crossword')).toBeNull();
  });

  it('is what a game against the robot sends', async () => {
    const lu = { name: 'Lu', email: 'lu.r@example.com' };
    const id = await resignedByEmail([lu, { name: 'Robot', email: 'robot' }], lu);
    const over = (await outboxFor(id)).find((m) => m.to === lu.email && /Game over/.test(m.text))!;
    expect(over.text).not.toContain('rating');
    expect(await player(lu.email).rating('crossword')).toBeNull();
  });
});

describe('a Player counting rating changes', () => {
  const fresh = { rating: 1500, rd: 350, vol: 0.06, games: 0 };

  it('takes the stated rating exactly when the rating is still the one the game read', async () => {
    const p = player('pia.r@example.com');
    const after = { rating: 1562.25, rd: 290.5, vol: 0.059, games: 1 };
    expect(await p.applyRating('g1', 'crossword', { before: fresh, after }, 1)).toEqual(after);
    expect(await p.rating('crossword')).toEqual(after);
  });

  it('adds a second game’s change read from the same rating, so neither is lost', async () => {
    const p = player('quin.r@example.com');
    const won = { rating: 1562, rd: 290, vol: 0.06, games: 1 };
    const lost = { rating: 1440, rd: 290, vol: 0.06, games: 1 };
    await p.applyRating('g1', 'crossword', { before: fresh, after: won }, 1);
    const held = await p.applyRating('g2', 'crossword', { before: fresh, after: lost }, 2);
    expect(held.rating).toBeCloseTo(1502, 9);
    expect(held.rd).toBeCloseTo(230, 9);
    expect(held.games).toBe(2);
    // The same game again changes nothing.
    expect(await p.applyRating('g2', 'crossword', { before: fresh, after: lost }, 3)).toEqual(held);
  });
});
