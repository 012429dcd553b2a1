// Makes Node resolve packages as wrangler bundles them for the Worker: export conditions
// `workerd`, `worker` and `browser`, not `node` (wrangler's getBuildConditions), so a CLI that
// measures the Worker's modules (bench:turn) loads the builds production runs, e.g.
// @react-email/render's edge build and react-dom/server.edge rather than their Node builds.
// Register before importing the modules it should affect.
import { register } from 'node:module';

const resolver = `
export async function resolve(specifier, context, next) {
  const conditions = ['workerd', 'worker', 'browser', ...context.conditions.filter((c) => c !== 'node')];
  return next(specifier, { ...context, conditions });
}`;

export function registerWorkerdConditions(): void {
  register(`data:text/javascript,${encodeURIComponent(resolver)}`);
}
