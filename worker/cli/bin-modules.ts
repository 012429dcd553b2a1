// Lets Node import the Worker's compiled lexicons (`*.bin`, Data modules under wrangler) as
// ArrayBuffers, so CLIs can load the same module graph the Worker runs. Register before importing.
import { register } from 'node:module';

const loader = `
import { readFile } from 'node:fs/promises';
export async function load(url, context, next) {
  if (!url.endsWith('.bin')) return next(url, context);
  const b64 = (await readFile(new URL(url))).toString('base64');
  return {
    format: 'module',
    shortCircuit: true,
    source: 'const b = Buffer.from("' + b64 + '", "base64"); export default b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);',
  };
}`;

export function registerBinModules(): void {
  register(`data:text/javascript,${encodeURIComponent(loader)}`);
}
