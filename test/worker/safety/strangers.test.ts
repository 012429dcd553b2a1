// Nobody is mailed who did not ask: through the API a stranger gets one invitation of fixed text
// (their inviter's cleaned name at most) and nothing more until they ACCEPT; a tournament admits
// no strangers; a known player keeps the name they chose.
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEADERBOARD_NAME } from '../../../worker/correspondence/player-records';
import { DISPLAY_NAME_MAX } from '../../../worker/names/display-name';
import { ANN, errorCode, gameBody, knownPlayers, player, postGame } from '../../support/games';
import { clearOutbox, outbox, reply } from '../../support/mail';
import { postTournament, roundRobin } from '../tournament/helpers';

beforeEach(clearOutbox);

async function view(id: string) {
  return (await (await SELF.fetch(`https://example.com/api/games/${id}`)).json()) as {
    status?: string;
    toMove?: number;
  };
}

const ATTACK =
  'Win a prize\r\nBcc: all@example.com\u202e moc.live//:sptth visit https://evil.example/claim-your-prize-now';

describe('a stranger named in POST /api/games', () => {
  it('gets one short invitation, with the inviter’s name cleaned and cut, and no board', async () => {
    const host = { name: ATTACK, email: 's1-host@example.com' };
    const sam = { name: 'Sam', email: 's1-sam@example.com' };
    const res = await postGame(gameBody({ players: [host, sam] }), { strangers: true });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await view(id)).status).toBe('invited');
    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(['s1-host@example.com', 's1-sam@example.com']);
    for (const m of mails) {
      expect(m.subject).not.toMatch(/[\r\n\u202e]/);
      expect(m.text).not.toContain('\u202e');
      expect(m.text).not.toMatch(/^Bcc:/m);
      expect(m.text).not.toContain('claim-your-prize-now');
      expect(m.text).toContain('ACCEPT');
      expect(m.text).not.toContain('A new game');
    }
    const { players } = (await view(id)) as unknown as { players: { name: string }[] };
    expect([...players[0]!.name].length).toBeLessThanOrEqual(DISPLAY_NAME_MAX);
    // The invitee's mail names the host and nobody else.
    const sams = mails.find((m) => m.to === 's1-sam@example.com')!;
    // A two-player game: the host is the only other player, so no "with …" at all.
    expect(sams.text).toMatch(/invites you to a game of [^.\n]+\.\n/);
    expect(sams.text).not.toContain(' with ');
    expect(`${sams.subject}\n${sams.text}`).not.toContain('Sam');
  });

  it('gets nothing more until they accept: a second game naming them is refused', async () => {
    const body = (email: string) => gameBody({ players: [ANN, { name: 'Tess', email }] });
    await knownPlayers([ANN.email]);
    const first = await postGame(body('s2-tess@example.com'), { strangers: true });
    expect(first.status).toBe(201);
    // Ann is known: she hears nothing until the game can start.
    expect((await outbox()).map((m) => m.to)).toEqual(['s2-tess@example.com']);
    for (let i = 0; i < 5; i++) {
      const again = await postGame(body('s2-tess@example.com'), { strangers: true });
      expect(again.status).toBe(409);
      expect(await errorCode(again)).toBe('invitation-unanswered');
    }
    expect((await outbox()).filter((m) => m.to === 's2-tess@example.com')).toHaveLength(1);
  });

  it('starts the game on ACCEPT, and their next game starts at once', async () => {
    await knownPlayers([ANN.email]);
    const players = [ANN, { name: 'Uma', email: 's3-uma@example.com' }];
    const res = await postGame(gameBody({ players }), { strangers: true });
    const { id } = (await res.json()) as { id: string };
    const invitation = (await outbox())[0]!;
    await reply({ from: 's3-uma@example.com', to: invitation.replyTo, body: 'ACCEPT' });
    expect((await view(id)).toMove).toBe(0);
    expect((await player('s3-uma@example.com').standing()).known).toBe(true);
    await clearOutbox();
    const next = await postGame(gameBody({ players }), { strangers: true });
    expect(next.status).toBe(201);
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.text.includes('A new game'))).toBe(true);
  });

  it('refuses a hundred seats before writing or mailing anything', async () => {
    const players = Array.from({ length: 100 }, (_, i) => ({
      name: `P${i}`,
      email: `s4-${i}@example.com`,
    }));
    const res = await postGame(
      { ruleset: 'scribble', lexicon: 'test', players },
      { strangers: true },
    );
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('too-many-seats');
    expect(await outbox()).toHaveLength(0);
    expect((await player('s4-0@example.com').standing()).invitedTo).toBeNull();
  });
});

describe('a tournament', () => {
  it('refuses to enter strangers for them, and mails nobody', async () => {
    const players = [ANN, { name: 'Vic', email: 's5-vic@example.com' }];
    const res = await postTournament(roundRobin('Spam Cup', { players }), true);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('unknown-players');
    expect(body.error.message).toContain('JOIN');
    expect(await outbox()).toHaveLength(0);
  });
});

describe('a display name', () => {
  it('is the player’s own once they have one: an inviter cannot rename them', async () => {
    await knownPlayers(['s6-wes@example.com', ANN.email]);
    const game = (name: string) =>
      postGame(gameBody({ players: [ANN, { name, email: 's6-wes@example.com' }] }));
    await game('Wes');
    const second = (await (await game('Wes the Loser')).json()) as { players: { name: string }[] };
    expect(second.players[1]!.name).toBe('Wes');
    expect((await player('s6-wes@example.com').profile())!.name).toBe('Wes');
  });
});

describe('NAME by the player', () => {
  it('renames them for their next games and the leaderboard', async () => {
    await knownPlayers(['s7-xan@example.com', ANN.email]);
    const players = [ANN, { name: 'Xan', email: 's7-xan@example.com' }];
    const res = await postGame(gameBody({ players }));
    const { id } = (await res.json()) as { id: string };
    const mine = (await outbox()).find(
      (m) => m.to === 's7-xan@example.com' && m.subject.includes(id),
    )!;
    await reply({ from: 's7-xan@example.com', to: mine.replyTo, body: 'NAME Xander\u202e Q.' });
    const answer = (await outbox()).at(-1)!;
    expect(answer.to).toBe('s7-xan@example.com');
    expect(answer.text).toContain('Your name is now Xander Q.');
    expect((await player('s7-xan@example.com').profile())!.name).toBe('Xander Q.');
    const next = (await (await postGame(gameBody({ players }))).json()) as {
      id: string;
      players: { name: string }[];
    };
    expect(next.players[1]!.name).toBe('Xander Q.');
  });

  it('shows on the leaderboard at once, and a game begun under the old name does not undo it', async () => {
    await knownPlayers(['s9-yan@example.com', ANN.email]);
    const players = [ANN, { name: 'Yan', email: 's9-yan@example.com' }];
    const first = (await (await postGame(gameBody({ players }))).json()) as { id: string };
    const second = (await (await postGame(gameBody({ players }))).json()) as { id: string };
    const yans = (game: string) =>
      outbox().then(
        (all) => all.find((m) => m.to === 's9-yan@example.com' && m.subject.includes(game))!,
      );
    const board = () => player(LEADERBOARD_NAME).leaderboard('crossword');
    // Each reply, then the name the leaderboard shows for Yan after it.
    for (const [game, body, shown] of [
      [first.id, 'RESIGN', 'Yan'],
      [second.id, 'NAME Yana', 'Yana'],
      [second.id, 'RESIGN', 'Yana'],
    ] as const) {
      await reply({ from: 's9-yan@example.com', to: (await yans(game)).replyTo, body });
      expect((await board()).find((r) => r.email === 's9-yan@example.com')?.name).toBe(shown);
    }
  });
});

describe('a DECLINE', () => {
  it('is told to those who accepted, not to a stranger still invited', async () => {
    await knownPlayers([ANN.email]);
    const players = [
      ANN,
      { name: 'Yul', email: 's8-yul@example.com' },
      { name: 'Zed', email: 's8-zed@example.com' },
    ];
    const res = await postGame(
      { ruleset: 'scrabble', lexicon: 'test', players },
      { strangers: true },
    );
    const { id } = (await res.json()) as { id: string };
    const yuls = (await outbox()).find((m) => m.to === 's8-yul@example.com')!;
    await reply({ from: 's8-yul@example.com', to: yuls.replyTo, body: 'DECLINE' });
    expect((await view(id)).status).toBe('cancelled');
    const mails = await outbox();
    expect(mails.filter((m) => m.to === 's8-zed@example.com')).toHaveLength(1);
    expect(mails.filter((m) => m.to === ANN.email).map((m) => m.text)).toEqual([
      expect.stringContaining('declined the invitation'),
    ]);
  });
});
