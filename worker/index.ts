// The Worker entry: HTTP through Hono, inbound mail through email(), and the Durable Objects.
import { Hono } from 'hono';
import type { Env } from './env';

const app = new Hono<{ Bindings: Env }>();
app.get('/health', (c) => c.json({ ok: true }));

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
