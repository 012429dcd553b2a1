// The API's creating and controlling routes need the operator's bearer token (OPERATOR_TOKEN);
// withdraw answers the same whether or not the address is entered.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ANN,
  BOB,
  errorCode,
  gameBody,
  knownPlayers,
  OPERATOR,
  postJson,
} from '../../support/games';
import { clearOutbox, outbox } from '../../support/mail';
import { fetchDeployed } from '../../support/production';
import { created, entrants, roundRobin, withdrawByApi } from '../tournament/helpers';

beforeEach(clearOutbox);

const json = { 'content-type': 'application/json' };
const annAndBob = JSON.stringify(gameBody());

describe('the operator token', () => {
  beforeEach(() => knownPlayers([ANN.email, BOB.email]));

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-operator' }],
    ['a token of another scheme', { authorization: `Basic ${OPERATOR.authorization.slice(7)}` }],
  ])('refuses POST /api/games with %s, and mails nobody', async (_, headers) => {
    const res = await postJson('/api/games', annAndBob, headers);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(await errorCode(res)).toBe('operator-token-required');
    expect(await outbox()).toHaveLength(0);
  });

  it('creates the game with the token', async () => {
    expect((await postJson('/api/games', annAndBob, OPERATOR)).status).toBe(201);
  });

  it('guards creating, starting and withdrawing in tournaments', async () => {
    const players = entrants(2, 'op');
    const body = JSON.stringify(roundRobin('Guarded', { players }));
    await knownPlayers(players.map((p) => p.email));
    expect((await postJson('/api/tournaments', body)).status).toBe(401);
    const { id } = await created(JSON.parse(body));
    const before = (await outbox()).length;
    expect((await withdrawByApi(id, players[0]!.email, {})).status).toBe(401);
    expect((await postJson(`/api/tournaments/${id}/start`, '{}')).status).toBe(401);
    expect((await outbox()).length).toBe(before);
  });

  it('closes the routes outside local development when OPERATOR_TOKEN is not set', async () => {
    const res = await fetchDeployed(
      '/api/games',
      { method: 'POST', headers: json, body: annAndBob },
      { OPERATOR_TOKEN: undefined },
    );
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('operator-token-missing');
  });

  it('leaves them open in local development without OPERATOR_TOKEN, and says so', async () => {
    const res = await fetchDeployed(
      '/api/games',
      { method: 'POST', headers: json, body: annAndBob },
      { OPERATOR_TOKEN: undefined, DEV_MODE: '1' },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('x-wordmail-operator')).toBe('open-in-local-development');
  });
});

describe('withdrawing through the API', () => {
  it('answers the same for an entered address and a stranger', async () => {
    const players = entrants(3, 'wq');
    const { id } = await created(roundRobin('Quiet', { players }));
    const answer = async (email: string) => {
      const res = await withdrawByApi(id, email);
      return { status: res.status, body: await res.text() };
    };
    const entered = await answer(players[2]!.email);
    const stranger = await answer('nobody-here@example.com');
    expect(stranger).toEqual(entered);
    expect(entered.status).toBe(200);
  });
});
