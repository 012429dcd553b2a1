// A Swiss of nine over four rounds and a knockout of six, driven through the Tournament object
// with results reported directly (as each game's GameRoom reports them), plus idempotent reports.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameResult, Tournament } from '../../../engine/tournament/index';
import { outbox } from '../../support/mail';
import { entrants, rawTournament, startTournament, type tournament } from './helpers';

const start = startTournament;

const raw = rawTournament;

async function state(stub: ReturnType<typeof tournament>): Promise<Tournament> {
  return (await raw(stub)).state;
}

/** The better seed wins every game by 50. */
async function playRound(stub: ReturnType<typeof tournament>) {
  const t = await state(stub);
  const seed = (id: string) => t.entrants.find((e) => e.id === id)!.seed;
  for (const g of t.games.filter((x) => x.status === 'pending')) {
    const result: GameResult = { scores: seed(g.first) < seed(g.second) ? [400, 350] : [350, 400] };
    const reported = await stub.reportResult(g.id, result);
    expect(reported.ok).toBe(true);
  }
}

describe('a Swiss of nine over four rounds', () => {
  it('pairs four games and one bye a round, never a rematch or a second bye', async () => {
    const { stub } = await start({
      name: 'Swiss Nine',
      format: 'swiss',
      rounds: 4,
      players: entrants(9, 'sw'),
    });
    for (let round = 1; round <= 4; round++) {
      const t = await state(stub);
      expect(t.round).toBe(round);
      expect(t.games.filter((g) => g.round === round)).toHaveLength(4);
      expect(t.byes.filter((b) => b.round === round)).toHaveLength(1);
      await playRound(stub);
    }
    const t = await state(stub);
    const meetings = t.games.map((g) => [g.first, g.second].sort().join(' v '));
    expect(new Set(meetings).size).toBe(16);
    expect(new Set(t.byes.map((b) => b.player)).size).toBe(4);
    expect((await stub.summary())!.status).toBe('finished');
    // Every game was opened as a real GameRoom through the game-creation path.
    const rooms = Object.values((await raw(stub)).info.rooms);
    expect(rooms).toHaveLength(16);
    const first = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(rooms[0]!));
    expect((await first.status())!.toMove[0]!.deadline).not.toBeNull();
    // Each round's bye is kept with its reason, and the player's pairing email says it.
    expect(t.floats?.filter((f) => f.reason.startsWith('An odd number of players'))).toHaveLength(
      4,
    );
    const byeMail = (await outbox()).find(
      (m) => m.to === t.byes[0]!.player && m.subject.includes('round 1 pairings'),
    );
    expect(byeMail?.text).toContain('Why: An odd number of players');
  }, 60_000);
});

describe('a knockout of six', () => {
  it('gives the top two seeds byes and crowns the top seed', async () => {
    const { stub } = await start({
      name: 'Cup Six',
      format: 'knockout',
      players: entrants(6, 'ko'),
    });
    let t = await state(stub);
    const firstRound = t.matches.filter((m) => m.round === 1);
    expect(firstRound).toHaveLength(4);
    const byes = firstRound.filter((m) => m.a === null || m.b === null);
    expect(byes).toHaveLength(2);
    expect(t.games.filter((g) => g.round === 1)).toHaveLength(2);
    for (let i = 0; i < 3; i++) await playRound(stub);
    t = await state(stub);
    const s = (await stub.summary())!;
    expect(s.status).toBe('finished');
    expect(t.matches.at(-1)!.winner).toBe(t.entrants.find((e) => e.seed === 1)!.id);
    expect(s.standings[0]!.reached).toBe(t.totalRounds + 1);
  }, 60_000);
});

describe('reporting a result', () => {
  it('counts a game once however often its result is reported', async () => {
    const { id, stub } = await start({
      name: 'Twice',
      format: 'round-robin',
      players: entrants(3, 'tw'),
    });
    const game = (await state(stub)).games[0]!;
    await stub.reportResult(game.id, { scores: [300, 200] });
    await stub.reportResult(game.id, { scores: [100, 500] });
    const after = (await state(stub)).games.find((g) => g.id === game.id)!;
    expect(after.result).toEqual({ scores: [300, 200] });
    const mails = (await outbox()).filter(
      (m) => m.subject.includes(`[tournament ${id}]`) && m.subject.includes('a result'),
    );
    expect(mails).toHaveLength(3);
  });

  it('refuses a result for a game that is not in the tournament', async () => {
    const { stub } = await start({
      name: 'Stray',
      format: 'round-robin',
      players: entrants(2, 'st'),
    });
    const reported = await stub.reportResult('r9-g9', { scores: [1, 0] });
    expect(reported.ok).toBe(false);
  });
});
