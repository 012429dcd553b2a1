// Decodes format=flowed text (RFC 3676): soft line breaks joined within one quote depth only.
// postal-mime 4.0.0 joins across quote depths and blank lines, which merges a move into the quote
// or the attribution around it, so readReply keeps the text undecoded and decodes it here.

interface FlowedLine {
  depth: number;
  /** The line without its quote marks and space-stuffing. */
  content: string;
  /** Ends in a space (a soft break), and is not the signature separator. */
  flowed: boolean;
}

const QUOTE_MARKS = /^>+/;
const SIGNATURE_SEPARATOR = '-- ';

function readLine(line: string): FlowedLine {
  const depth = QUOTE_MARKS.exec(line)?.[0].length ?? 0;
  let content = line.slice(depth);
  // A stuffed space (§4.4) follows the quote marks, or starts an unquoted line.
  if (content.startsWith(' ')) content = content.slice(1);
  const flowed = content.endsWith(' ') && content !== SIGNATURE_SEPARATOR;
  return { depth, content, flowed };
}

function quoted(depth: number, content: string): string {
  if (depth === 0) return content;
  const marks = '>'.repeat(depth);
  return content === '' ? marks : `${marks} ${content}`;
}

/**
 * The text with its soft line breaks undone. A flowed line joins the next only when that line
 * has the same quote depth and is not blank (§4.5 treats the other cases as improperly flowed,
 * and a blank line always ends a paragraph). With DelSp=yes the space before a soft break was
 * added by the sender's client and is removed. Quoted lines come back as `> ` + text.
 */
export function decodeFlowed(text: string, delSp: boolean): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let depth = 0;
  const close = () => {
    if (paragraph.length > 0) out.push(quoted(depth, paragraph.join('')));
    paragraph = [];
  };
  const lines = text.split(/\r?\n/).map(readLine);
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] as FlowedLine;
    if (paragraph.length === 0) depth = line.depth;
    const next = lines[at + 1];
    const joins =
      line.flowed &&
      next !== undefined &&
      next.depth === line.depth &&
      next.content.trim() !== '' &&
      line.content.trim() !== '';
    if (joins) {
      paragraph.push(delSp ? line.content.slice(0, -1) : line.content);
      continue;
    }
    // The last line of a paragraph: its trailing space carries no meaning.
    paragraph.push(line.flowed ? line.content.trimEnd() : line.content);
    close();
  }
  return out.join('\n');
}
