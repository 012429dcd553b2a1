// The one sanitiser for every name that enters the service (players' display names from the API,
// the web form, new@, JOIN and NAME; tournament names): one line of visible text, so nothing a
// stranger typed can break a Subject header, reorder text with bidi controls or hide in
// zero-width characters, and short enough to be only a name.

/** Longest display name, in characters (code points). */
export const DISPLAY_NAME_MAX = 40;
/** Longest tournament name. */
export const TITLE_MAX = 80;

// Controls (\p{Cc}: C0 and C1, CR/LF/TAB included) and line/paragraph separators become a
// space; format characters (\p{Cf}: bidi embeddings, overrides, isolates and marks, zero-width
// characters, the soft hyphen, the BOM) and the blank Hangul fillers are dropped.
const CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;

/** Visible text on one line: invisible and control characters dropped, spaces collapsed, cut to `max`. */
export function cleanLine(raw: string, max: number): string {
  const visible = raw
    .normalize('NFC')
    .replace(CONTROLS, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const chars = [...visible];
  return chars.length <= max ? visible : chars.slice(0, max).join('').trimEnd();
}

export function cleanDisplayName(raw: string): string {
  return cleanLine(raw, DISPLAY_NAME_MAX);
}
