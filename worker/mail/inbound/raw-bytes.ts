// Reads a raw message into bytes without ever holding more than the size limit, and finds
// where its headers end so an oversized message can still be answered.

export interface RawReply {
  /** The whole message, or its first `maxBytes + 1` bytes when it is too large. */
  bytes: Uint8Array;
  tooLarge: boolean;
}

// Headers beyond this are not worth reading for a refusal.
const HEADER_PEEK_BYTES = 64 * 1024;

function capped(bytes: Uint8Array, maxBytes: number): RawReply {
  return bytes.byteLength > maxBytes
    ? { bytes: bytes.subarray(0, maxBytes + 1), tooLarge: true }
    : { bytes, tooLarge: false };
}

async function readStream(stream: ReadableStream, maxBytes: number): Promise<RawReply> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size <= maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = value instanceof Uint8Array ? value : new TextEncoder().encode(String(value));
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  if (size > maxBytes) await reader.cancel().catch(() => undefined);
  else reader.releaseLock();
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return capped(bytes, maxBytes);
}

export async function readRaw(
  raw: ArrayBuffer | Uint8Array | string | ReadableStream,
  maxBytes: number,
): Promise<RawReply> {
  if (typeof raw === 'string') return capped(new TextEncoder().encode(raw), maxBytes);
  if (raw instanceof Uint8Array) return capped(raw, maxBytes);
  if (raw instanceof ArrayBuffer) return capped(new Uint8Array(raw), maxBytes);
  return readStream(raw, maxBytes);
}

/** Where the header section ends (just after its terminating blank line), or null. */
export function headerEnd(bytes: Uint8Array): number | null {
  const limit = Math.min(bytes.byteLength, HEADER_PEEK_BYTES);
  for (let at = 0; at < limit; at++) {
    if (bytes[at] !== 0x0a) continue;
    if (bytes[at + 1] === 0x0a) return at + 2;
    if (bytes[at + 1] === 0x0d && bytes[at + 2] === 0x0a) return at + 3;
  }
  return null;
}

/** The header section (at most 64 KB) followed by an empty body. */
export function headerBlock(bytes: Uint8Array): Uint8Array {
  const end = headerEnd(bytes) ?? Math.min(bytes.byteLength, HEADER_PEEK_BYTES);
  const block = new Uint8Array(end + 2);
  block.set(bytes.subarray(0, end));
  block.set([0x0d, 0x0a], end);
  return block;
}
