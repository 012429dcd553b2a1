// A whole tournament opened while the API key is revoked: every game's and the tournament's own
// mail is held, and once the key is fixed one outbox's retry is enough for all of it to go out,
// each message once.
import { env, runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { room } from '../../support/games';
import { created, entrants, summary, tournament } from '../tournament/helpers';
import { control, sent } from './fake';

beforeEach(async () => {
  await control('reset');
});

const health = () =>
  SELF.fetch('https://example.com/health/mail').then(async (res) => ({
    status: res.status,
    ...((await res.json()) as { heldMessages: number; holdingOutboxes: number }),
  }));

/** A single round robin of four: six games at once. */
const HELD_CUP = {
  players: entrants(4, 'bl'),
  ruleset: 'jamble-jx',
  lexicon: 'test',
  format: 'round-robin',
  name: 'Held Cup',
};

describe('a backlog held by a 401', () => {
  it('leaves, each message once, after one retry once the key is fixed', async () => {
    await control('fail', { status: 401, remaining: -1 });
    const { id } = await created(HELD_CUP);
    const games = (await summary(id)).rounds.flatMap((r) => r.games.map((g) => g.gameId!));
    expect(games).toHaveLength(6);
    const held = await health();
    // Six games (two first-turn mails each) and the tournament (four pairings mails) hold their
    // mail; none of it has gone.
    expect(held).toMatchObject({ status: 503, holdingOutboxes: 7 });
    expect(held.heldMessages).toBe(6 * 2 + 4);
    expect((await sent()).accepted).toHaveLength(0);

    await control('fix');
    await runDurableObjectAlarm(room(games[0]!));
    await runDurableObjectAlarm(env.MAIL_HEALTH.get(env.MAIL_HEALTH.idFromName('provider')));
    await vi.waitFor(async () => expect(await health()).toMatchObject({ status: 200 }));
    const { accepted } = await sent();
    expect(accepted).toHaveLength(held.heldMessages);
    expect(new Set(accepted.map((m) => m.idempotencyKey)).size).toBe(accepted.length);
    // Every player got their pairings mail; nothing is left to send.
    const subjects = accepted.map((m) => m.body.subject);
    expect(subjects.filter((s) => s.includes(`[tournament ${id}]`))).toHaveLength(4);
    for (const game of games) expect((await room(game).outboxStatus()).pending).toBe(0);
    await runDurableObjectAlarm(tournament(id));
    expect((await sent()).accepted).toHaveLength(held.heldMessages);
  });
});
