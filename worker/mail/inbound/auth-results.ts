// Reads an Authentication-Results header field (RFC 8601): the authserv-id that wrote it and one
// result per method (spf, dkim, dmarc, arc, …) with its properties (header.d, smtp.mailfrom, …).

export interface MethodResult {
  /** Lowercased method name, version dropped: `dkim`, `spf`, `dmarc`, `arc`, … */
  method: string;
  /** Lowercased result: `pass`, `fail`, `none`, `softfail`, `temperror`, … */
  result: string;
  /** `ptype.property` (lowercased) → value, e.g. `header.d` → `gmail.com`. */
  props: Record<string, string>;
}

export interface AuthResults {
  /** Lowercased authserv-id, e.g. `mx.cloudflare.net`. */
  authservId: string;
  results: MethodResult[];
}

// Longer than any real header; bounds the work a hostile one can cause.
const LONGEST_FIELD = 8 * 1024;

/**
 * Removes (nested) comments and splits on `;` outside quoted strings, in one pass so a `;` or
 * `(` inside a quoted value is not taken for syntax.
 */
function segments(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < value.length) current += value[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
      continue;
    }
    if (depth > 0) {
      if (ch === '\\') i++;
      else if (ch === '(') depth++;
      else if (ch === ')') depth--;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') {
      depth = 1;
      current += ' ';
    } else if (ch === ';') {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.replace(/\s+/g, ' ').trim());
}

function readResult(segment: string): MethodResult | null {
  // `method = result` may carry spaces around '='; close them up before splitting on spaces.
  const words = segment
    .replace(/\s*=\s*/g, '=')
    .split(' ')
    .filter(Boolean);
  const head = /^([a-z0-9_-]+)(?:\/[0-9]+)?=([a-z0-9_-]+)$/i.exec(words[0] ?? '');
  if (!head) return null;
  const props: Record<string, string> = {};
  for (const word of words.slice(1)) {
    const prop = /^([a-z0-9_-]+\.[a-z0-9_.-]+)=(.*)$/i.exec(word);
    if (prop) props[prop[1]!.toLowerCase()] = prop[2]!;
  }
  return { method: head[1]!.toLowerCase(), result: head[2]!.toLowerCase(), props };
}

/** Null when the field is not an Authentication-Results value at all. */
export function parseAuthResults(value: string): AuthResults | null {
  if (value.length > LONGEST_FIELD) return null;
  const [first, ...rest] = segments(value);
  // authserv-id, optionally followed by a version number.
  const authservId = (first ?? '').split(' ')[0]?.toLowerCase() ?? '';
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(authservId)) return null;
  const results = rest
    .filter((s) => s !== '' && s.toLowerCase() !== 'none')
    .map(readResult)
    .filter((r): r is MethodResult => r !== null);
  return { authservId, results };
}
