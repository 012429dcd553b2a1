// A stand-in for `npm start` with only what `npm run load` talks to (create a game, the outbox
// summary, wrangler's email endpoint, the public view), and two faults it can be told to commit:
// lose one turn email, or apply one redelivered reply a second time.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MailSummary } from '../../worker/cli/load-check';

export type Fault = 'none' | 'lose-one-email' | 'apply-one-redelivery';

interface FakeGame {
  id: string;
  seats: { email: string; replyTo: string }[];
  moves: number;
  seen: Set<string>;
}

export interface FakeServer {
  url: string;
  /** Every request, as `METHOD path`: a refused command line must leave this empty. */
  requests: string[];
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeServer(fault: Fault): Promise<FakeServer> {
  const games = new Map<string, FakeGame>();
  const outbox: MailSummary[] = [];
  const requests: string[] = [];
  let faultCommitted = false;
  const mail = (game: FakeGame, turn: number) => {
    for (const [seat, s] of game.seats.entries()) {
      if (fault === 'lose-one-email' && turn > 0 && !faultCommitted) {
        faultCommitted = true;
        continue;
      }
      const subject = `Scrabble: Ann v Bob [game ${game.id}]`;
      outbox.push({ id: `${game.id}:${turn}:${seat}`, to: s.email, replyTo: s.replyTo, subject });
    }
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    const reply = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'POST' && url.pathname === '/api/games') {
      const { players } = JSON.parse(await body(req)) as { players: { email: string }[] };
      const id = `g${games.size}`;
      const seats = players.map((p, i) => ({ email: p.email, replyTo: `play-${id}-t${i}@fake` }));
      const game = { id, seats, moves: 0, seen: new Set<string>() };
      games.set(id, game);
      mail(game, 0);
      return reply(201, { id });
    }
    if (req.method === 'GET' && url.pathname === '/dev/mail.json') return reply(200, outbox);
    if (req.method === 'POST' && url.pathname === '/cdn-cgi/handler/email') {
      const to = url.searchParams.get('to');
      const game = [...games.values()].find((g) => g.seats.some((s) => s.replyTo === to));
      const messageId = /^Message-ID: (.*)$/m.exec(await body(req))?.[1]?.trim() ?? '';
      if (!game) return reply(404, { error: 'unknown recipient' });
      const again = game.seen.has(messageId);
      if (again && (fault !== 'apply-one-redelivery' || faultCommitted)) return reply(200, {});
      if (again) faultCommitted = true;
      game.seen.add(messageId);
      game.moves += 1;
      mail(game, game.moves);
      return reply(200, {});
    }
    const view = /^\/api\/games\/(\w+)$/.exec(url.pathname);
    const game = view ? games.get(view[1]!) : undefined;
    if (req.method === 'GET' && game) return reply(200, { moves: Array(game.moves).fill({}) });
    return reply(404, { error: 'not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
