// POST /api/games with a GCG record or a CGP line: the game goes on by email from that position.
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, errorCode, postGame, seatView } from '../support/games';
import { clearOutbox } from '../support/mail';

beforeEach(clearOutbox);

const empty = '15/15/15/15/15/15/15';
const cgp = `${empty}/7PLANE3/${empty} AEINRST/ 16/0 0`;
const base = { ruleset: 'scrabble', players: [ANN, BOB], seed: 'recorded', lexicon: 'test' };

async function publicView(id: string) {
  return (await (await SELF.fetch(`https://example.com/api/games/${id}`)).json()) as {
    players: { score: number }[];
    toMove: number;
  };
}

/** Starts a game from the position in `extra`: each of these gives Ann 16 (PLANE) and her turn. */
async function startedFrom(extra: Record<string, unknown>): Promise<string> {
  const res = await postGame({ ...base, ...extra });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const view = await publicView(id);
  expect(view.players.map((p) => p.score)).toEqual([16, 0]);
  expect(view.toMove).toBe(0);
  return id;
}

describe('POST /api/games from a recorded position', () => {
  it('starts a game from a CGP line: its board, scores, the rack it gives', async () => {
    const id = await startedFrom({ cgp });
    const ann = await seatView(id, 0);
    expect(ann.rack!.map((t) => t.letter).join('')).toBe('AEINRST');
    const gcg = await (await SELF.fetch(`https://example.com/api/games/${id}/gcg`)).text();
    expect(gcg).toContain('#player1 Ann Ann');
  });

  it('starts a game where a GCG record stops', async () => {
    const record = [
      '#player1 Ann Ann',
      '#player2 Bob Bob',
      '>Ann: AELNP 8H PLANE +16 16',
      '>Bob: UNKNOWN - +0 0',
      '',
    ].join('\n');
    await startedFrom({ gcg: record });
  });

  it.each([
    ['both a GCG and a CGP', { gcg: '#player1 A A\n', cgp }, 'two-positions'],
    ['a broken CGP', { cgp: '15/15 / 0/0 0' }, 'bad-cgp'],
    [
      'a position of three players',
      { cgp: `${empty}/15/${empty} // 0/0/0 0` },
      'wrong-player-count',
    ],
    ['a word game that has no board', { ruleset: 'mumble-jumble', cgp }, 'no-position'],
  ])('refuses %s', async (_, extra, code) => {
    const res = await postGame({ ...base, ...extra });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe(code);
  });
});
