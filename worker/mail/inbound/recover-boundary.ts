// Repairs the commonest garbled multipart: a body whose delimiters do not match the boundary
// declared in Content-Type (broken forwarders and hand-rolled mailers do this). postal-mime then
// sees no parts at all, so we re-declare the boundary the body actually uses.
import { headerEnd } from './raw-bytes';

// RFC 2046 boundary characters, 1–70 of them, on a line of their own after "--".
const DELIMITER_LINE = /^--([0-9A-Za-z'()+_,\-./:=?]{1,70})[ \t]*\r?$/m;
const DECLARED_BOUNDARY = /(boundary\s*=\s*)("[^"]*"|[^;\s]+)/i;
const SEARCHED_BODY_BYTES = 16 * 1024;

/** The message with its multipart boundary re-declared, or null when there is nothing to fix. */
export function redeclareBoundary(bytes: Uint8Array): Uint8Array | null {
  const end = headerEnd(bytes);
  if (end === null) return null;
  const header = new TextDecoder().decode(bytes.subarray(0, end));
  if (!/content-type\s*:\s*multipart\//i.test(header)) return null;
  const declared = DECLARED_BOUNDARY.exec(header);
  const body = new TextDecoder().decode(bytes.subarray(end, end + SEARCHED_BODY_BYTES));
  const used = DELIMITER_LINE.exec(body)?.[1];
  if (!declared || !used || declared[2]?.replace(/^"|"$/g, '') === used) return null;
  const repaired = header.replace(DECLARED_BOUNDARY, `$1"${used}"`);
  const head = new TextEncoder().encode(repaired);
  const fixed = new Uint8Array(head.byteLength + bytes.byteLength - end);
  fixed.set(head);
  fixed.set(bytes.subarray(end), head.byteLength);
  return fixed;
}
