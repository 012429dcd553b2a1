// Clean edges: prototype keys are unknown names (400/404, not 500), far-future dates and tiny
// clocks are refused before anything is written, the service's own addresses cannot play, and
// every HTML page carries the CSP with frame-ancestors 'none'.
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, errorCode, gameBody, newGame, postGame } from '../../support/games';
import { clearOutbox, outbox, outboxFor } from '../../support/mail';
import { entrants, postTournament, roundRobin, swissOf } from '../tournament/helpers';

beforeEach(clearOutbox);

async function errorOf(res: Response): Promise<{ status: number; code: string }> {
  return { status: res.status, code: await errorCode(res) };
}

describe('prototype keys', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'treats the ruleset "%s" as unknown',
    async (ruleset) => {
      const res = await postGame(gameBody({ ruleset }));
      expect(await errorOf(res)).toEqual({ status: 400, code: 'unknown-ruleset' });
      const tournament = await postTournament({
        name: 'Proto',
        format: 'round-robin',
        ruleset,
        players: entrants(2, 'pk'),
      });
      expect(await errorOf(tournament)).toEqual({ status: 400, code: 'unknown-ruleset' });
    },
  );

  it.each(['constructor', '__proto__', 'toString'])('answers /help/%s with 404', async (name) => {
    expect((await SELF.fetch(`https://example.com/help/${name}`)).status).toBe(404);
  });
});

describe('limits checked before writing', () => {
  it('refuses a sign-up that runs to the year 9999', async () => {
    const res = await postTournament(roundRobin('Forever', { startsAt: '9999-12-31T00:00:00Z' }));
    expect(await errorOf(res)).toEqual({ status: 400, code: 'starts-too-late' });
  });

  it.each([
    ['0.0001 days a move', { timeControl: { type: 'per-move', days: 0.0001 } }, 'clock-too-short'],
    ['ten minutes a move', { timeControl: '0.1h' }, 'clock-too-short'],
    [
      'a thousand reminders',
      { timeControl: '3d', options: { reminderHours: Array.from({ length: 1000 }, () => 2) } },
      'too-many-reminders',
    ],
  ])('refuses %s', async (_, extra, code) => {
    const res = await postGame(gameBody(extra));
    expect(await errorOf(res)).toEqual({ status: 400, code });
    expect(await outbox()).toHaveLength(0);
  });

  it('takes one hour a move', async () => {
    const res = await postGame(gameBody({ timeControl: '1h' }));
    expect(res.status).toBe(201);
  });

  it('refuses more than 64 tournament players', async () => {
    const res = await postTournament(swissOf('Crowd', entrants(65, 'cr')));
    expect(await errorOf(res)).toEqual({ status: 400, code: 'too-many-entrants' });
    expect(await outbox()).toHaveLength(0);
  });
});

describe('the service’s own addresses', () => {
  it.each(['new@play.localhost', 'play-abcdefghij-x@PLAY.localhost', 'turns@play.localhost'])(
    'cannot hold a seat: %s',
    async (email) => {
      const res = await postGame(gameBody({ players: [ANN, { name: 'Loop', email }] }));
      expect(await errorOf(res)).toEqual({ status: 400, code: 'service-address' });
      expect(await outbox()).toHaveLength(0);
    },
  );
});

describe('names', () => {
  it('keeps CR/LF and bidi controls out of every subject', async () => {
    const { id } = await newGame({
      players: [
        { name: 'Ann\r\nBcc: x@evil.example', email: ANN.email.replace('ann', 'ann-crlf') },
        BOB,
      ],
    });
    const mails = await outboxFor(id);
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.subject).not.toMatch(/[\r\n\u202a-\u202e\u2066-\u2069]/);
  });

  it('refuses a name with nothing visible in it', async () => {
    const blank = { name: '\u202e\u200b\r\n', email: 'blank@example.com' };
    const res = await postGame(gameBody({ players: [blank, BOB] }));
    expect(await errorOf(res)).toEqual({ status: 400, code: 'invalid-name' });
  });
});

describe('content security policy', () => {
  it('is on every page, the error and not-found pages included', async () => {
    const { id } = await newGame();
    const unsubscribe = /<([^>]+)>/.exec(
      (await outboxFor(id))[0]!.headers['List-Unsubscribe']!,
    )![1]!;
    const tournament = (await (
      await postTournament(roundRobin('CSP Open', { players: entrants(2, 'csp') }))
    ).json()) as { id: string };
    const html = { headers: { accept: 'text/html' } };
    for (const path of [
      new URL(unsubscribe).pathname,
      `/tournaments/${tournament.id}`,
      '/leaderboard/crossword',
      '/help',
      '/new',
      `/games/${id}`,
      '/play/not-a-link',
      '/tournaments/zzzzzzzzzz',
    ]) {
      const res = await SELF.fetch(`https://example.com${path}`, html);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
