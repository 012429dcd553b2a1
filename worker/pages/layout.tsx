/** @jsxImportSource hono/jsx */
// The shell every page shares: viewport for phones, one small stylesheet, visible focus, a footer nav.
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
        {noindex ? <meta name="robots" content="noindex" /> : null}
        <title>{title}</title>
        <style>{ownCode(BASE_CSS + css)}</style>
      </head>
      <body>
        <main>
          {children}
          <footer>
            <nav aria-label="Site">
              <a href="/new">New game</a> · <a href="/calculator">Score calculator</a> ·{' '}
              <a href="/help">Rules and commands</a>
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
