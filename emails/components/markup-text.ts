// Markup written by hand where React's per-element work is the cost (the board's 225–441
// squares): text and attribute values escaped, and style attributes written, as React writes them.

const ESCAPED: Readonly<Record<string, string>> = Object.freeze({
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
});

const ESCAPE = /["&'<>]/;
const ESCAPE_ALL = /["&'<>]/g;

/** Text or an attribute's value escaped as React escapes it: nothing a player wrote becomes markup. */
export function escapeHtml(text: string | number): string {
  if (typeof text === 'number') return String(text);
  // Nearly every square's text has nothing to escape: found without building a new string.
  return ESCAPE.test(text) ? text.replace(ESCAPE_ALL, (c) => ESCAPED[c]!) : text;
}

// The properties React writes as plain numbers (those of react-dom's own list an email could
// use); every other number gets "px", as React gives it.
const UNITLESS: ReadonlySet<string> = new Set([
  'columnCount',
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'lineHeight',
  'opacity',
  'order',
  'orphans',
  'tabSize',
  'widows',
  'zIndex',
  'zoom',
]);

export type StyleValue = string | number | undefined;

/**
 * A `style` attribute's value as React writes it: kebab-case names, numbers in px (0 and the
 * unitless ones bare), strings trimmed and escaped, empty and missing values left out.
 */
export function styleText(style: Readonly<Record<string, StyleValue>>): string {
  const parts: string[] = [];
  for (const name of Object.keys(style)) {
    const value = style[name];
    if (value === undefined || value === '') continue;
    const css = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
    const text =
      typeof value === 'number'
        ? value === 0 || UNITLESS.has(name)
          ? String(value)
          : `${value}px`
        : escapeHtml(value.trim());
    parts.push(`${css}:${text}`);
  }
  return parts.join(';');
}
