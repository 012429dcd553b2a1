// The header fields of a raw message, unfolded, top to bottom: the order matters for trust, since
// the receiving server prepends its Authentication-Results above whatever the sender wrote.
import { headerBlock } from './raw-bytes';

export interface HeaderField {
  /** Lowercased field name. */
  key: string;
  value: string;
}

export function readHeaderFields(raw: Uint8Array): HeaderField[] {
  const text = new TextDecoder().decode(headerBlock(raw));
  const fields: HeaderField[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line === '') break;
    const last = fields.at(-1);
    if (/^[ \t]/.test(line)) {
      if (last) last.value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    fields.push({
      key: line.slice(0, colon).trim().toLowerCase(),
      value: line.slice(colon + 1).trim(),
    });
  }
  return fields;
}
