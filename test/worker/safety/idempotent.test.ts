// Creating twice makes one thing: an Idempotency-Key fixes a game's or tournament's id, a retry
// answers 200 with what was made and mails nobody again; a tournament interrupted while opening
// its games finishes from its alarm, each pairing with exactly one game.
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Tournament as TournamentState } from '../../../engine/tournament/index';
import { idFor } from '../../../worker/access/request-ids';
import { tournamentInfo } from '../../../worker/routes/tournaments';
import type { TournamentInfo } from '../../../worker/rpc/tournament';
import { gameBody, knownPlayers, OPERATOR, postGame, postJson } from '../../support/games';
import { clearOutbox, outbox, outboxFor } from '../../support/mail';
import { entrants, postTournament, roundRobin, tournament } from '../tournament/helpers';

beforeEach(clearOutbox);

const body = gameBody();

describe('an Idempotency-Key', () => {
  it('makes one game of two requests, mailed once', async () => {
    const headers = { 'idempotency-key': 'create-ann-bob-1' };
    const first = await postGame(body, { headers });
    const second = await postGame(body, { headers });
    expect([first.status, second.status]).toEqual([201, 200]);
    const [a, b] = [
      (await first.json()) as { id: string },
      (await second.json()) as { id: string },
    ];
    expect(b.id).toBe(a.id);
    expect(await outboxFor(a.id)).toHaveLength(2);
    const other = await postGame(body, { headers: { 'idempotency-key': 'create-ann-bob-2' } });
    expect(((await other.json()) as { id: string }).id).not.toBe(a.id);
  });

  it('refuses a key that is not visible ASCII', async () => {
    const res = await postGame(body, { headers: { 'idempotency-key': 'x'.repeat(201) } });
    expect(res.status).toBe(400);
  });

  it('makes one tournament of two requests', async () => {
    const players = entrants(4, 'ik');
    const request = roundRobin('Once', { players });
    await knownPlayers(players.map((p) => p.email));
    const send = () => postTournamentWithKey(request, 'tournament-once');
    const [first, second] = [await send(), await send()];
    expect([first.status, second.status]).toEqual([201, 200]);
    const id = ((await first.json()) as { id: string }).id;
    expect(((await second.json()) as { id: string }).id).toBe(id);
    const raw = (await tournament(id).raw()) as unknown as { state: TournamentState };
    expect(raw.state.games.filter((g) => g.round === 1)).toHaveLength(2);
  });
});

function postTournamentWithKey(request: unknown, key: string) {
  const headers = { 'idempotency-key': key, ...OPERATOR };
  return postJson('/api/tournaments', JSON.stringify(request), headers);
}

type Stored = { info: TournamentInfo; state: TournamentState | null };

async function stored(id: string): Promise<Stored> {
  return (await tournament(id).raw()) as unknown as Stored;
}

function writeMeta(id: string, entries: Record<string, unknown>) {
  return runInDurableObject(tournament(id), (_, state) => {
    for (const [key, value] of Object.entries(entries))
      state.storage.sql.exec(
        'INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)',
        key,
        JSON.stringify(value),
      );
  });
}

describe('a tournament interrupted while it opens its games', () => {
  const request = (prefix: string) =>
    roundRobin('Crash Cup', { timeControl: '5d', players: entrants(6, prefix) });

  it('opens every game from the alarm when it stopped before any', async () => {
    const info = tournamentInfo(request('cr'), Date.now());
    // What a crash right after the first write leaves: the entry stored, no pairings, no games.
    await writeMeta(info.id, { info });
    await runInDurableObject(tournament(info.id), (_, state) => state.storage.setAlarm(Date.now()));
    expect(await runDurableObjectAlarm(tournament(info.id))).toBe(true);
    const { info: after, state } = await stored(info.id);
    // A round robin of six pairs all five rounds at once: fifteen games, each opened once.
    expect(state!.games).toHaveLength(15);
    expect(state!.games.every((g) => g.room === 'open')).toBe(true);
    expect(new Set(Object.values(after.rooms)).size).toBe(15);
    for (const g of state!.games)
      expect((await outboxFor(after.rooms[g.id]!)).length).toBeGreaterThanOrEqual(2);
  });

  it('finds the game it opened before the crash instead of opening a second', async () => {
    const res = await postTournament(request('cs'));
    const { id } = (await res.json()) as { id: string };
    const { info, state } = await stored(id);
    const game = state!.games.find((g) => g.round === 1)!;
    const room = info.rooms[game.id]!;
    expect(room).toBe(idFor(`tournament:${id}`, game.id));
    // The crash came after the game was opened but before that was saved.
    const { [game.id]: _, ...others } = info.rooms;
    await writeMeta(id, {
      info: { ...info, rooms: others },
      state: {
        ...state!,
        games: state!.games.map((g) => (g.id === game.id ? { ...g, room: 'unopened' } : g)),
      },
    });
    await clearOutbox();
    await runInDurableObject(tournament(id), (_, s) => s.storage.setAlarm(Date.now()));
    await runDurableObjectAlarm(tournament(id));
    const after = await stored(id);
    expect(after.info.rooms[game.id]).toBe(room);
    expect(after.state!.games.find((g) => g.id === game.id)!.room).toBe('open');
    // The game was not started again: no second first-turn email.
    expect((await outboxFor(room)).filter((m) => m.text.includes('A new game'))).toHaveLength(0);
    expect(new Set(Object.values(after.info.rooms)).size).toBe(
      Object.keys(after.info.rooms).length,
    );
    expect((await outbox()).length).toBeLessThanOrEqual(2);
  });
});
