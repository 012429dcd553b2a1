// Resend's send endpoint, stood in for by the bench's own process: `npm run bench:workerd --
// --resend-port N` measures a server started with RESEND_API_KEY and RESEND_BASE_URL pointing here,
// so the Worker sends each email through the real Resend client, as a deployment does, and not into
// the local outbox, another object on the same thread (its storage of every 45 KB email is CPU a
// deployment never spends). The emails taken are kept for the bench to reply to.
import { createServer } from 'node:http';
import type { OutgoingMessage } from '../mail/message';

/** What the bench reads of an email: what a reply quotes and names. */
export type TakenEmail = Pick<OutgoingMessage, 'to' | 'from' | 'replyTo' | 'subject' | 'text'> & {
  headers: Record<string, string>;
};

export interface ResendStandIn {
  /** The newest email taken for `to`. */
  latestTo(to: string): TakenEmail | undefined;
  close(): Promise<void>;
}

/** Resend's body as its client writes it (reply_to, to as a string or a list). */
interface SendBody {
  from: string;
  to: string | string[];
  reply_to?: string | string[];
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

export async function resendStandIn(port: number): Promise<ResendStandIn> {
  const taken = new Map<string, TakenEmail>();
  // A retried send (one key) is one email, as Resend keeps it.
  const ids = new Map<string, string>();
  let count = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/emails')
        return answer(404, { statusCode: 404, name: 'not_found', message: `no ${req.url}` });
      const key = req.headers['idempotency-key'];
      const again = typeof key === 'string' ? ids.get(key) : undefined;
      if (again) return answer(200, { id: again });
      const body = JSON.parse(raw) as SendBody;
      const to = [body.to].flat()[0]!;
      taken.set(to, {
        to,
        from: body.from,
        replyTo: [body.reply_to ?? ''].flat()[0]!,
        subject: body.subject,
        text: body.text,
        headers: body.headers ?? {},
      });
      const id = `stand-in-${++count}`;
      if (typeof key === 'string') ids.set(key, id);
      answer(200, { id });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    latestTo: (to) => taken.get(to),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
