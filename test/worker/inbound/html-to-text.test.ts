// htmlToText: the new text of an HTML-only reply, without the quote containers clients use.
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../worker/mail/inbound/html-to-text';

const HISTORY = '<p>PASS</p><p>H8 across PLANE</p>';

describe('htmlToText', () => {
  it.each([
    [
      'Gmail',
      `<div dir="ltr">PASS</div><br><div class="gmail_quote"><div class="gmail_attr">On Mon wrote:</div><blockquote class="gmail_quote">${HISTORY}</blockquote></div>`,
    ],
    [
      'Apple Mail',
      `<div>PASS</div><blockquote type="cite"><div>On 30 Nov 2026, at 13:29, Wordmail wrote:</div>${HISTORY}</blockquote>`,
    ],
    [
      'Thunderbird',
      `<p>PASS</p><div class="moz-cite-prefix">On 30/11/2026 13:29, Wordmail wrote:<br></div><blockquote type="cite">${HISTORY}</blockquote>`,
    ],
    [
      'Outlook web',
      `<div>PASS</div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Wordmail</div>${HISTORY}`,
    ],
    [
      'Outlook web re-quoted',
      `<div>PASS</div><div id="x_divRplyFwdMsg"><b>From:</b> Wordmail</div>${HISTORY}`,
    ],
    [
      'new Outlook',
      `<div>PASS</div><div id="mail-editor-reference-message-container">${HISTORY}</div>`,
    ],
    [
      'Yahoo',
      `<div>PASS</div><div class="ydp1 yahoo_quoted"><div>On Mon, Wordmail wrote:</div>${HISTORY}</div>`,
    ],
    [
      'Proton Mail',
      `<div>PASS</div><div class="protonmail_quote">------- Original Message -------${HISTORY}</div>`,
    ],
    ['Zimbra', `<div>PASS</div><hr id="zwchr"><div><b>From: </b>Wordmail</div>${HISTORY}`],
  ])('drops the history %s quotes', (_client, html) => {
    return expect(htmlToText(html)).resolves.toBe('PASS');
  });

  it.each([
    [
      'a Gmail signature',
      '<div>PASS</div><div class="gmail_signature" data-smartmail="gmail_signature">Alice<br>Chess club</div>',
      'PASS',
    ],
    [
      'styles and scripts',
      '<html><head><style>p { color: red }</style><title>x</title></head><body><script>alert(1)</script><p>PASS</p></body></html>',
      'PASS',
    ],
    [
      'line breaks between blocks',
      '<div>PASS</div><div>NOTE hi</div>line<br>break',
      'PASS\nNOTE hi\nline\nbreak',
    ],
    [
      'runs of blank lines',
      '<p>PASS</p><p><br></p><p><br></p><p><br></p><p>NOTE hi</p>',
      'PASS\n\nNOTE hi',
    ],
    [
      'entities',
      '<p>NOTE D&eacute;sol&#233; &#xe0; &lt;3 &amp;&nbsp;bient&ocirc;t &unknown;</p>',
      'NOTE Désolé à <3 & bientôt &unknown;',
    ],
    ['invalid numeric entities', '<p>A&#0;B&#xD800;C&#9999999;</p>', 'ABC'],
    ['inline elements', '<p><b>H8</b> <i>across</i> <span>PLANE</span></p>', 'H8 across PLANE'],
    ['line breaks inside <pre>', '<pre>PASS\r\nNOTE  hi</pre>', 'PASS\nNOTE hi'],
    [
      'line breaks in a pre-wrap block',
      '<div style="white-space: pre-wrap">PASS\nNOTE hi</div><p>a\nb</p>',
      'PASS\nNOTE hi\na b',
    ],
  ])('handles %s', (_case, html, expected) => {
    return expect(htmlToText(html)).resolves.toBe(expected);
  });

  it('renders an unknown blockquote as "> " lines, which the plain-text reader skips', async () => {
    const text = await htmlToText(`<div>PASS</div><blockquote>${HISTORY}</blockquote>`);
    expect(text).toBe('PASS\n> PASS\n> H8 across PLANE');
  });

  it('keeps text written below an Apple Mail quote', async () => {
    const html = `<blockquote type="cite"><div>On 30 Nov 2026, Wordmail wrote:</div>${HISTORY}</blockquote><div>EXCHANGE Q</div>`;
    await expect(htmlToText(html)).resolves.toBe('EXCHANGE Q');
  });

  it('writes a horizontal rule as the underscore line Outlook uses above history', async () => {
    const text = await htmlToText(`<div>PASS</div><hr><div><b>From:</b> Wordmail</div>`);
    expect(text).toBe(`PASS\n${'_'.repeat(32)}\nFrom: Wordmail`);
  });

  it('leaves out link targets, images and list markers', async () => {
    const html =
      '<ul><li>PASS</li></ul><ol><li>NOTE <a href="https://x.example">see</a></li></ol><img alt="logo" src="cid:1">';
    await expect(htmlToText(html)).resolves.toBe('PASS\nNOTE see');
  });

  it('keeps the text around blockquotes nested 2,000 deep instead of overflowing the stack', async () => {
    const depth = 2000;
    const html = `<div>PASS</div>${'<blockquote><div>x</div>'.repeat(depth)}${'</blockquote>'.repeat(depth)}<div>NOTE end</div>`;
    const text = await htmlToText(html);
    expect(text.split('\n')[0]).toBe('PASS');
    expect(text.split('\n').at(-1)).toBe('NOTE end');
  });

  it('leaves out text nobody sees', async () => {
    const html = '<div style="display: none">H8 across PLANE</div><div>PASS</div>';
    await expect(htmlToText(html)).resolves.toBe('PASS');
  });
});
