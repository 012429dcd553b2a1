// `npx tsx worker/cli/reply-conformance.ts DIR`: how often the reply reader agrees with other
// reply parsers' own expected text on their fixture corpora. Dev-only; no test runs it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlToText } from '../mail/inbound/html-to-text';
import { readReply } from '../mail/inbound/read-reply';
import { stripHistory } from '../mail/inbound/strip-quotes';
import expectations from './reply-conformance.json';

const USAGE = `Usage: npx tsx worker/cli/reply-conformance.ts DIR
  DIR holds the corpora (github-email_reply_parser/, talon/). Each fixture named in
  reply-conformance.json is read as our reader reads it (.txt: a plain-text body; .html: an
  HTML body; .eml: a whole message) and compared with what the peer's own tests state:
    sha256           the SHA-256 of that text, tidied (lines trimmed, blank runs collapsed) or,
                     with compare "nospace", without any whitespace as talon compares: the
                     record names the expected text without copying it
    whole            the whole body (the peer finds nothing to hide)
    talonStandard    the sibling NAME_reply_text file, else "Hello" (talon's rule)
    nonEmptyWithout  any non-empty text that does not contain this
    convention       the peer's convention differs from ours: shown, not counted
    unstated         the peer's tests state no text: shown, not counted
  Prints one row per fixture and the agreement figure. Exit status 1 below 98%.`;

interface Expectation {
  sha256?: string;
  compare?: 'nospace';
  whole?: boolean;
  talonStandard?: boolean;
  nonEmptyWithout?: string;
  convention?: string;
  unstated?: boolean;
}

async function readAsWeDo(path: string): Promise<string> {
  const raw = readFileSync(path, 'utf-8');
  if (path.endsWith('.eml')) return (await readReply(raw)).text;
  if (path.endsWith('.html')) return stripHistory(await htmlToText(raw));
  return stripHistory(raw);
}

/** Lines trimmed and runs of blank lines collapsed: layout is not content. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n\n')
    .trim();
}

/** The text as compared: tidied, or without whitespace. */
function comparable(text: string, want: Expectation): string {
  return want.compare === 'nospace' ? text.replace(/\s/g, '') : tidy(text);
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function agrees(dir: string, name: string, ours: string, want: Expectation): boolean {
  if (want.nonEmptyWithout !== undefined)
    return ours.trim() !== '' && !ours.includes(want.nonEmptyWithout);
  if (want.sha256 !== undefined) return sha256(comparable(ours, want)) === want.sha256;
  if (want.whole)
    return comparable(ours, want) === comparable(readFileSync(join(dir, name), 'utf-8'), want);
  if (want.talonStandard) {
    const sibling = join(dir, name.replace(/\.eml$/, '_reply_text'));
    const expected = existsSync(sibling) ? readFileSync(sibling, 'utf-8') : 'Hello';
    return comparable(ours, want) === comparable(expected, want);
  }
  return false;
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir || dir === '--help') {
    console.log(USAGE);
    process.exit(dir ? 0 : 2);
  }
  let counted = 0;
  let agreed = 0;
  for (const [name, want] of Object.entries(expectations as Record<string, Expectation>)) {
    const ours = await readAsWeDo(join(dir, name));
    const ok = agrees(dir, name, ours, want);
    const excluded = want.convention ?? (want.unstated ? 'no text stated' : null);
    if (!excluded) {
      counted++;
      if (ok) agreed++;
    }
    const verdict = excluded ? `not counted (${excluded})` : ok ? 'agrees' : 'DISAGREES';
    console.log(`${name}\t${verdict}\t${JSON.stringify(ours.slice(0, 120))}`);
  }
  const share = counted === 0 ? 0 : (100 * agreed) / counted;
  console.log(`\nagreement: ${agreed}/${counted} = ${share.toFixed(1)}% where conventions agree`);
  process.exit(share >= 98 ? 0 : 1);
}

await main();
