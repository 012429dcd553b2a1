// Calls the real Worker (its routes, its Durable Objects) with the bindings of a deployment rather
// than of local development: DEV_MODE taken out, and any binding replaced for one request.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';

export type Bindings = Partial<Record<keyof typeof env, string | undefined>>;

export async function fetchDeployed(
  path: string,
  init: RequestInit = {},
  bindings: Bindings = {},
): Promise<Response> {
  const deployed = { ...env, DEV_MODE: undefined, ...bindings } as typeof env;
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://example.com${path}`, init) as Request<
      unknown,
      IncomingRequestCfProperties
    >,
    deployed,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}
