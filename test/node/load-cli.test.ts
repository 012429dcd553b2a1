// `npm run load`: its count catches a lost and a doubled email or move (fed crafted outboxes, and
// run for real against a fake server that commits one fault), it refuses bad options before any
// request, and it finds the server's processes by port for the CPU figures.
import { execFile } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { countRun, type MailSummary, type SentGame } from '../../worker/cli/load-check';
import { listenerPid, parseStat, processTree, sampleCpu } from '../../worker/cli/server-cpu';
import { type FakeServer, type Fault, startFakeServer } from './load-fake-server';

const ann = 'ann@example.com';
const bob = 'bob@example.com';
const game: SentGame = { id: 'k3x9abcdef', seatEmails: [ann, bob], sent: 2 };

/** The outbox of `game` when all went well: each seat's first email and one per move. */
function cleanOutbox(): MailSummary[] {
  const out: MailSummary[] = [];
  for (let turn = 0; turn <= game.sent; turn++)
    for (const to of [ann, bob])
      out.push({
        id: `${turn}:${to}`,
        to,
        replyTo: 'r',
        subject: `Scrabble: A v B [game ${game.id}]`,
      });
  return out;
}

describe('the count at the end of a load run', () => {
  const recorded = new Map([[game.id, 2]]);

  it('finds nothing wrong when every move and email arrived once', () => {
    expect(countRun([game], recorded, cleanOutbox())).toEqual({
      lostMoves: 0,
      duplicatedMoves: 0,
      lostEmails: 0,
      duplicatedEmails: 0,
    });
  });

  it('counts an email that never reached the outbox as lost', () => {
    const outbox = cleanOutbox().filter((m) => m.id !== `1:${bob}`);
    expect(countRun([game], recorded, outbox)).toMatchObject({
      lostEmails: 1,
      duplicatedEmails: 0,
    });
  });

  it('counts an email delivered twice, with the same id or another, as duplicated', () => {
    const outbox = cleanOutbox();
    outbox.push({ ...outbox[2]! }, { ...outbox[3]!, id: 'another' });
    expect(countRun([game], recorded, outbox)).toMatchObject({
      lostEmails: 0,
      duplicatedEmails: 2,
    });
  });

  it('counts game mail to someone who is not a seat as duplicated, and ignores other games', () => {
    const outbox = cleanOutbox();
    outbox.push({ id: 'x', to: 'eve@example.com', replyTo: 'r', subject: `T [game ${game.id}]` });
    outbox.push({ id: 'y', to: ann, replyTo: 'r', subject: 'T [game otherthing]' });
    expect(countRun([game], recorded, outbox)).toMatchObject({
      lostEmails: 0,
      duplicatedEmails: 1,
    });
  });

  it('compares the moves the server recorded with the moves sent', () => {
    expect(countRun([game], new Map([[game.id, 1]]), cleanOutbox())).toMatchObject({
      lostMoves: 1,
      duplicatedMoves: 0,
    });
    expect(countRun([game], new Map([[game.id, 3]]), cleanOutbox())).toMatchObject({
      lostMoves: 0,
      duplicatedMoves: 1,
    });
  });
});

function load(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'worker/cli/load.ts', ...args], (err, stdout, stderr) =>
      resolve({ status: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}

describe('npm run load against a fake server', () => {
  let server: FakeServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  async function run(fault: Fault) {
    server = await startFakeServer(fault);
    // Every reply is redelivered once, so the fake's second fault has something to act on.
    const args = ['--games', '3', '--moves', '2', '--duplicates', '1', '--server-cpu', 'none'];
    const result = await load([...args, '--url', server.url, '--json']);
    return { status: result.status, report: JSON.parse(result.stdout), stderr: result.stderr };
  }

  it('reports 0 lost or duplicated and exits 0 when the server keeps every guarantee', async () => {
    const { status, report } = await run('none');
    expect(report).toMatchObject({ games: 3, moves: 6, redelivered: 6, failedRequests: 0 });
    expect(report).toMatchObject({ lostMoves: 0, duplicatedMoves: 0, lostEmails: 0 });
    expect(report.duplicatedEmails).toBe(0);
    expect(status).toBe(0);
  });

  it('catches a lost turn email and exits 1', async () => {
    const { status, report } = await run('lose-one-email');
    expect(report).toMatchObject({ moves: 6, lostEmails: 1, duplicatedEmails: 0, lostMoves: 0 });
    expect(status).toBe(1);
  });

  it('catches a redelivered reply applied twice: one move and both its emails doubled', async () => {
    const { status, report } = await run('apply-one-redelivery');
    expect(report).toMatchObject({ duplicatedMoves: 1, duplicatedEmails: 2, lostEmails: 0 });
    expect(status).toBe(1);
  });

  it('refuses a bad option with what was wrong, before sending anything', async () => {
    server = await startFakeServer('none');
    const result = await load(['--games', 'ten', '--duplicates', '2', '--url', server.url]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--games must be a whole number ≥ 1, not "ten"');
    expect(result.stderr).toContain('--duplicates must be from 0 to 1, not "2"');
    const parlor = await load(['--ruleset', 'word-jam', '--url', server.url]);
    expect(parlor.status).toBe(2);
    expect(parlor.stderr).toContain('--ruleset word-jam is not a crossword ruleset');
    expect(server.requests).toEqual([]);
  });
});

describe.runIf(process.platform === 'linux')("the server's CPU time from /proc", () => {
  it('reads the name, parent and CPU ticks of a stat line whose name holds spaces and parentheses', () => {
    const line = '4242 (work (er) d) S 17 4242 4242 0 -1 4194304 1 0 0 0 250 30 0 0 20 0 9 0';
    expect(parseStat(line)).toEqual({ name: 'work (er) d', ppid: 17, ticks: 280 });
  });

  it('finds the process listening on a port, and samples it', async () => {
    const server = await startFakeServer('none');
    try {
      const port = Number(new URL(server.url).port);
      expect(listenerPid(port)).toBe(process.pid);
      const tree = processTree(process.pid);
      expect(tree[0]).toEqual({ pid: process.pid, name: expect.any(String) });
      expect(sampleCpu(tree).get(process.pid)?.seconds).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
