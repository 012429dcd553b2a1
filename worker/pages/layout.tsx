/** @jsxImportSource hono/jsx */
// The shell every page shares: viewport for phones, one small stylesheet with a dark mode, visible
// focus, a footer nav.
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';

export const BASE_CSS = `
*{box-sizing:border-box}
[hidden]{display:none!important}
body{font-family:-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328;margin:0;background:#f6f8fa;line-height:1.4}
main{max-width:42rem;margin:0 auto;padding:.75rem;background:#fff;min-height:100vh;overflow-wrap:anywhere}
h1{font-size:1.25rem;margin:.25rem 0 .5rem}h2{font-size:1.05rem;margin:1rem 0 .4rem}
.meta{color:#57606a;font-size:.85rem;margin:0}
a{color:#0b5cad}
:focus-visible{outline:3px solid #bf5700;outline-offset:2px}
.flash{padding:.5rem .75rem;border-radius:6px;margin:.5rem 0;border-left:4px solid}
.flash.ok{background:#dafbe1;border-color:#1a7f37}.flash.error{background:#ffebe9;color:#b42318;border-color:#b42318}
form{margin:.5rem 0}label{display:block;font-size:.85rem;margin:.25rem 0}
input[type=text],input[type=email],input[type=number],select{font-size:1rem;padding:.4rem;max-width:100%;border:1px solid #8c959f;border-radius:4px}
input[type=text],input[type=email]{width:100%}
button{font-size:1rem;padding:.45rem .9rem;margin:.25rem .25rem 0 0;border-radius:6px;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5cad}
fieldset{border:1px solid #d0d7de;border-radius:6px;margin:.5rem 0;min-width:0}
table.scores{margin:.5rem auto;border-collapse:collapse}table.scores td,table.scores th{padding:.2rem .6rem;border-bottom:1px solid #d0d7de}
ol.moves{font-size:.85rem;color:#57606a;padding-left:1.5rem}ol.moves .breakdown{font-size:.75rem;color:#6e7781}
pre{white-space:pre-wrap;font-size:.85rem;background:#f6f8fa;padding:.5rem;border-radius:4px}
footer{margin-top:2rem;font-size:.8rem;color:#57606a}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/**
 * Dark mode, last so it wins over each page's own rules. Tiles stay wheat with dark letters (a tile
 * looks like a tile in either mode); the board's squares and premiums darken but keep their hues.
 */
export const DARK_CSS = `
@media (prefers-color-scheme: dark){
body{background:#0d1117;color:#e6edf3}main{background:#161b22}
.meta,footer,.board caption,.board th,ol.moves,ol.moves .breakdown{color:#9da7b3}
a{color:#6cb6ff}
input[type=text],input[type=email],input[type=number],select{background:#0d1117;color:#e6edf3;border-color:#6e7681}
button.secondary{background:#161b22;color:#6cb6ff;border-color:#6cb6ff}
fieldset,table.scores td,table.scores th{border-color:#30363d}
pre{background:#0d1117}
.flash.ok{background:#12261e;color:#7ee2a8}.flash.error{background:#3c1618;color:#ffa198}
.field-error{color:#ffa198}[aria-invalid=true]{border-color:#ffa198}
.board td{background:#2d333b;border-color:#161b22;color:#e6edf3}
.board td.TW{background:#b62324;color:#fff}.board td.DW{background:#8e3a44;color:#fff}
.board td.TL{background:#1f4f99;color:#fff}.board td.DL{background:#2c5d8a;color:#fff}
.board td.QW{background:#6b22b0;color:#fff}.board td.QL{background:#1f7a52;color:#fff}
.board td.tile{background:#f5deb3;color:#3b2a14}.board td.last{background:#ffd54a;color:#3b2a14}
.board td.ghost{background:#5a4a14;color:#fff3c4}
}
`;

export interface LayoutProps {
  title: string;
  css?: string;
  /** Pages behind a signed link must not be indexed. */
  noindex?: boolean;
  children?: Child;
  /** A small inline script, run after the page (no framework, no build step). */
  script?: string;
}

export function Layout({ title, css = '', noindex = false, children, script }: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {noindex ? <meta name="robots" content="noindex" /> : null}
        <title>{title}</title>
        <style>{ownCode(BASE_CSS + css + DARK_CSS)}</style>
      </head>
      <body>
        <main>
          {children}
          <footer>
            <nav aria-label="Site">
              <a href="/">Home</a> · <a href="/new">New game</a> ·{' '}
              <a href="/calculator">Score calculator</a> · <a href="/help">Rules and commands</a>
            </nav>
          </footer>
        </main>
        {script ? <script>{ownCode(script)}</script> : null}
      </body>
    </html>
  );
}

/**
 * Our own constant CSS and scripts, unescaped (JSX would turn quotes into entities, which style and
 * script elements do not decode). Never pass player text here: pages hand data to scripts through
 * data-* attributes, which JSX escapes.
 */
function ownCode(code: string) {
  if (code.includes('</')) throw new Error('inline code must not contain "</"');
  return raw(code);
}
