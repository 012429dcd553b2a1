// The one function of node:crypto the Worker uses (signed-link.ts), from the runtime's nodejs_compat:
// the Worker's types are the Workers runtime's, without Node's globals.
declare module 'node:crypto' {
  interface Hmac {
    update(data: string, encoding: 'utf8'): Hmac;
    digest(): Uint8Array;
  }
  export function createHmac(algorithm: 'sha256', key: string): Hmac;
}
