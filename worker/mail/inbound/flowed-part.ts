// Finds a format=flowed text part in a raw message and hides the parameter from postal-mime, so
// the text arrives with its line breaks as sent and decodeFlowed (flowed.ts) can undo them right.

export interface FlowedMessage {
  /** The message with `format=flowed` rewritten to `format=fixed` in its text/plain headers. */
  bytes: Uint8Array;
  delSp: boolean;
}

// A Content-Type header of a text/plain part, with its folded continuation lines.
const PLAIN_CONTENT_TYPE = /^content-type:[ \t]*text\/plain\b(?:[^\r\n]|\r?\n[ \t])*/gim;
const FORMAT_FLOWED = /(\bformat[ \t]*=[ \t]*)"?flowed"?/i;
const DELSP_YES = /\bdelsp[ \t]*=[ \t]*"?yes"?/i;

// Bytes to a string of the same length, one character per byte, and back: the headers we touch
// are ASCII, and every other byte comes back unchanged whatever its charset.
function toBinary(bytes: Uint8Array): string {
  let text = '';
  const CHUNK = 8192;
  for (let at = 0; at < bytes.byteLength; at += CHUNK) {
    text += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  }
  return text;
}

function fromBinary(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let at = 0; at < text.length; at++) bytes[at] = text.charCodeAt(at);
  return bytes;
}

const FLOWED = [0x66, 0x6c, 0x6f, 0x77, 0x65, 0x64]; // "flowed"

/** Whether "flowed" appears anywhere, in any ASCII case, as FORMAT_FLOWED would find it. */
function mentionsFlowed(bytes: Uint8Array): boolean {
  const last = bytes.byteLength - FLOWED.length;
  search: for (let at = 0; at <= last; at++) {
    for (let i = 0; i < FLOWED.length; i++) {
      // ASCII letters differ from their capitals in one bit; no other byte folds onto them.
      if (((bytes[at + i] as number) | 0x20) !== FLOWED[i]) continue search;
    }
    return true;
  }
  return false;
}

/**
 * The message ready for postal-mime when its plain text is flowed, else null. We take over only
 * when every text/plain part is flowed with the same DelSp, since postal-mime hands the parts
 * over joined into one string; otherwise postal-mime's own decoding stands.
 */
export function holdFlowed(bytes: Uint8Array): FlowedMessage | null {
  // Nearly every reply is not flowed: without the word anywhere, no header can say it, and the
  // message need not be copied into a string (a third of the reply's reading when it was).
  if (!mentionsFlowed(bytes)) return null;
  const raw = toBinary(bytes);
  const headers = raw.match(PLAIN_CONTENT_TYPE) ?? [];
  const flowed = headers.filter((header) => FORMAT_FLOWED.test(header));
  if (flowed.length === 0 || flowed.length !== headers.length) return null;
  const delSp = DELSP_YES.test(flowed[0] as string);
  if (flowed.some((header) => DELSP_YES.test(header) !== delSp)) return null;
  const fixed = raw.replace(PLAIN_CONTENT_TYPE, (header) =>
    header.replace(FORMAT_FLOWED, '$1fixed'),
  );
  return { bytes: fromBinary(fixed), delSp };
}
