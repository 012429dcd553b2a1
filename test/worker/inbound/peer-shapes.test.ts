// The reply shapes other reply parsers are tested on (github/email_reply_parser's plain-text
// bodies, mailgun/talon's whole messages and HTML replies), rewritten here in our own words about
// our own games: the reader keeps exactly the new text. Where the peers' convention differs (they
// keep quoted lines above the last new text, footers and signatures), ours is asserted.
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../worker/mail/inbound/html-to-text';
import { readReply } from '../../../worker/mail/inbound/read-reply';
import { stripHistory } from '../../../worker/mail/inbound/strip-quotes';

const LIST_FOOTER = `${'_'.repeat(47)}\nwordgames mailing list\nwordgames@lists.example.org\nhttp://lists.example.org/listinfo/wordgames`;

describe('plain-text bodies in the shapes github/email_reply_parser is tested on', () => {
  it.each([
    [
      'a "-- " signature',
      'I played H8 across PLANE -- a good one.\n\n-- \nsam',
      'I played H8 across PLANE -- a good one.',
    ],
    [
      'a "-Name" signature and a list footer',
      `Hi all\n\nIs there a way to see the whole board after \neach turn?\nI am using the game page.\n\n-Sam Lee\n\n\n${LIST_FOOTER}`,
      'Hi all\n\nIs there a way to see the whole board after\neach turn?\nI am using the game page.',
    ],
    [
      'a bottom post under an attribution, with quoted history after it',
      'Hi,\nOn Tue, 2026-11-24 at 18:02 +0100, Sam Lee wrote:\n> Hi all\n>\n> Is there a way to see the whole board?\n\nYou can open the game page from any turn email. It shows\nthe board and the bag.\n\n    https://wordmail.example/play/abc\n\nwould do it.\n\n>\n> -Sam Lee\n>\n>\n> ____________________\n',
      'Hi,\n\nYou can open the game page from any turn email. It shows\nthe board and the bag.\n\n    https://wordmail.example/play/abc\n\nwould do it.',
    ],
    [
      'a top post over nested quotes',
      'Thank you!\n\nA board link would help a lot.\n\n-Sam\n\nOn 24/11/26 7:07 PM, Ria Brown wrote:\n> Hi,\n> On Tue, 2026-11-24 at 18:02 +0100, Sam Lee wrote:\n>> Hi all\n>> Is there a way to see the whole board?\n> You can open the game page.\n',
      'Thank you!\n\nA board link would help a lot.',
    ],
    [
      'an attribution glued to its address, blank lines before the quote',
      'Great! No trouble since.\n\nOn Aug 22, 2026, at 7:37 PM, ria<reply@wordmail.example> wrote:\n\n\n\n\n> The board looks right now.',
      'Great! No trouble since.',
    ],
    [
      'a body with bullets and lines ending in a colon',
      'First: my plan for the next turns.\n\n- open with a short word\nin the middle\n- keep the S\n\nThen:\n- exchange if stuck',
      'First: my plan for the next turns.\n\n- open with a short word\nin the middle\n- keep the S\n\nThen:\n- exchange if stuck',
    ],
    [
      'an attribution over three lines',
      'The board shows fine here too.\n\nSent from a pocket full of tiles\n\nOn Dec 16, 2026, at 12:47 PM, Ria Brown\n<reply@wordmail.example>\nwrote:\n\n> Is the board showing for you?',
      'The board shows fine here too.\n\nSent from a pocket full of tiles',
    ],
    [
      'Windows line endings and "wrote:" glued to the address',
      ':+1:\r\n\r\nOn Tue, Sep 25, 2026 at 8:59 AM, Wordmail\r\n<turns@wordmail.example>wrote:\r\n\r\n> Your turn, Ann.\r\n>\r\n',
      ':+1:',
    ],
    [
      'answers between quoted lines and a signature',
      'On Tue, Apr 29, 2026 at 4:22 PM, Ria <ria@example.com>wrote:\n\n> Shall we play again?\n>\n\nYes, gladly\n\n>\n> Same rules?\n>\n\nand same time.\n\n>\n> -- Ria\n\n\n--\nSam, who plays too much',
      'Yes, gladly\n\n\nand same time.',
    ],
    [
      'Outlook: a dashed line over a bold header block',
      'Outlook with a move\n\n\n ------------------------------\n\n*From:* Wordmail [mailto:turns@wordmail.example]\n*Sent:* Monday, November 30, 2026 1:36 PM\n*To:* ann@example.com\n*Subject:* Your turn\n\n\n\nYour rack: A E I Q R S T\nPASS',
      'Outlook with a move',
    ],
    [
      'Outlook: an underscore line right under the reply',
      'PASS, right above the line\n________________________________________\nFrom: Wordmail [turns@wordmail.example]\nSent: Monday, 30 November 2026 5:08 p.m.\nTo: Ann\nSubject: Your turn\n\nYour rack: A E I Q R S T',
      'PASS, right above the line',
    ],
    [
      'Outlook: a header block over a quote',
      'PASS, right above the line\n\nFrom: Wordmail [turns@wordmail.example]\nSent: Monday, 30 November 2026 5:08 p.m.\nTo: Ann\nSubject: Your turn\n\n> Your rack: A E I Q R S T',
      'PASS, right above the line',
    ],
    ['a BlackBerry footer', 'Here is my move\n\nSent from my BlackBerry', 'Here is my move'],
    ['an iPhone footer', 'Here is my move\n\nSent from my iPhone', 'Here is my move'],
    [
      'a device name of several words',
      'Here is my move\n\nSent from my Nokia Lumia Windows Phone',
      'Here is my move',
    ],
    [
      'a sentence that starts "Sent from my"',
      'Here is my move\n\nSent from my desk at work, where the board is bigger.',
      'Here is my move\n\nSent from my desk at work, where the board is bigger.',
    ],
    [
      'indented bullets above an attribution and a signature',
      'first line\n\nsecond, with spaces\n\n\n   - a bullet\n   - another\n\n\nOn Fri, Feb 24, 2026 at 10:19 AM, <turns@wordmail.example> wrote:\n\n> Your turn\n\n\n\n\n-- \n\n*Sam Lee | Club captain*',
      'first line\n\nsecond, with spaces\n\n\n   - a bullet\n   - another',
    ],
    [
      'a question ending in a colon above an attribution',
      'That helps, thanks.\n\nStill one question:\n\nOn my tablet, when I turn it...\n\nOn Oct 1, 2026, at 11:55 PM, Ria Brown wrote:\n\n> The board now zooms.\n>',
      'That helps, thanks.\n\nStill one question:\n\nOn my tablet, when I turn it...',
    ],
    [
      'a "--" inside a line',
      'Hello!\n\nThe score looked wrong.\n\nI think -- but I am not sure -- it counted the blank.\n\nciao',
      'Hello!\n\nThe score looked wrong.\n\nI think -- but I am not sure -- it counted the blank.\n\nciao',
    ],
    [
      'a first line that starts with "On"',
      'On a phone the link below works:\n\n     https://wordmail.example/play/abc\n\nThis shows the board (on any screen). If that\nfails, the link has expired.\n\nOn 9 Jan 2026, at 2:47, Ria Brown wrote:\n\n> The link stopped working today.',
      'On a phone the link below works:\n\n     https://wordmail.example/play/abc\n\nThis shows the board (on any screen). If that\nfails, the link has expired.',
    ],
    [
      'an attribution with a quoted name and very long quoted lines',
      `Good catch. I will check the board once I am\nhome again.\nOn Dec 8, 2026 2:10 PM, "Ria Brown" <turns@wordmail.example> wrote:\n\n> The board lost a row.\n>\n> ${'ACGT'.repeat(2000)}\n`,
      'Good catch. I will check the board once I am\nhome again.',
    ],
  ])('%s', (_shape, body, expected) => {
    expect(stripHistory(body)).toBe(expected);
  });

  it('reads a line of 60,000 ">" like any quoted line', () => {
    const body = `Hi all\n\nIs there a way?\n${'>'.repeat(60_000)}\nthen more\n\n-Sam`;
    expect(stripHistory(body)).toBe('Hi all\n\nIs there a way?\nthen more');
  });
});

function eml(body: string, headers: string[] = []): string {
  return [
    'From: Ann <ann@example.com>',
    'To: play+k7q2@wordmail.example',
    'Subject: Re: Your turn',
    'MIME-Version: 1.0',
    ...headers,
    '',
    body,
  ].join('\r\n');
}

function alternative(
  text: string,
  html: string,
  textHeaders = ['Content-Transfer-Encoding: 7bit'],
) {
  return eml(
    [
      '--b1',
      'Content-Type: text/plain; charset="utf-8"',
      ...textHeaders,
      '',
      text,
      '--b1',
      'Content-Type: text/html; charset="utf-8"',
      '',
      html,
      '--b1--',
    ].join('\r\n'),
    ['Content-Type: multipart/alternative; boundary="b1"'],
  );
}

const plain = (body: string, extra = '') =>
  eml(body, [`Content-Type: text/plain; charset="utf-8"${extra}`]);

describe('whole messages in the shapes mailgun/talon is tested on', () => {
  it.each([
    [
      'Android, base64, a Russian attribution split at "<"',
      alternative(
        btoa(
          String.fromCharCode(
            ...new TextEncoder().encode(
              'Hello\n30.11.2026 13:29 пользователь "ria@example.com" <\nria@example.com> написал:\n\n> Hi\n',
            ),
          ),
        ),
        '<p>Hello</p><div class="gmail_quote">30.11.2026 13:29 wrote:<blockquote>Hi</blockquote></div>',
        ['Content-Transfer-Encoding: base64'],
      ),
    ],
    [
      'AOL, "-----Original Message-----"',
      plain(
        'Hello\n\n\n\n-----Original Message-----\nFrom: Ria <ria@example.com>\nTo: Ann <ann@example.com>\nSent: Mon, Nov 30, 2026 5:49 pm\nSubject: Game\n\n\nHi\n',
      ),
    ],
    ['Apple Mail', plain('Hello\n\nOn Nov 30, 2026, at 4:19 PM, ria wrote:\n\n> Hi\n')],
    [
      'Apple Mail, a quoted attribution right under the reply',
      plain(
        'Hello\n> On 30 Nov 2026, at 19:21, Ria Brown <ria@example.com> wrote:\n>\n> Hi there!\n',
      ),
    ],
    [
      'Comcast, "----- Original Message -----" and trailing spaces',
      plain(
        'Hello \n\n----- Original Message -----\nFrom: ria@example.com \nTo: ann@example.com \nSent: Monday, November 30, 2026 5:44:22 PM \nSubject: Game \n\nHi \n',
      ),
    ],
    [
      'Gmail',
      alternative(
        'Hello\n\nOn Mon, Nov 30, 2026 at 6:26 PM, Ria Brown <ria@example.com> wrote:\n\n> Hi\n',
        'Hello<br><br><div class="gmail_quote">On Mon, Nov 30, 2026 at 6:26 PM, Ria wrote:<blockquote class="gmail_quote">Hi</blockquote></div>',
      ),
    ],
    [
      'Hotmail, a quoted header block',
      plain(
        '\nHello\n\n> Subject: Game\n> From: ria@example.com\n> To: ann@example.com\n> Date: Mon, 30 Nov 2026 17:44:22 +0400\n> \n> Hi\n \t\t \t   \t\t  \n',
      ),
    ],
    [
      'iPhone, a footer and a soft-broken attribution',
      eml(
        'Hello\n\nSent from my iPhone\n\nOn Nov 30, 2026, at 4:19 PM, ria <ria@example.com> wr=\note:\n\n> Hi\n',
        [
          'Content-Type: text/plain; charset="us-ascii"',
          'Content-Transfer-Encoding: quoted-printable',
        ],
      ),
    ],
    [
      'Outlook, an unquoted header block with [mailto:]',
      plain(
        'Hello\n\nFrom: ria@example.com [mailto:ria@example.com]\nSent: November-30-26 4:22 PM\nTo: Ann Lee\nSubject: Your game\n\nHi Ann,\n\nYour rack: A E I Q R S T\n',
      ),
    ],
    [
      'Sparrow, a signature, then an attribution over nested quotes',
      plain(
        'Hello \n\n-- \nann\nSent with Sparrow (http://www.sparrowmailapp.com/?sig)\n\n\nOn Monday, November 30, 2026 at 4:55 PM, ria wrote:\n\n> Hello\n> \n> On Nov 30, 2026, at 4:19 PM, bob wrote:\n> \n> > Hi \n',
      ),
    ],
    [
      'Thunderbird, flowed, bottom-posted under a quote ending in a space',
      plain('On 11/30/2026 06:26 PM, Ria Brown wrote:\n> Hi \nHello\n', '; format=flowed'),
    ],
    [
      'Yahoo, "----- Original Message -----" with Cc',
      plain(
        'Hello\n\n\n----- Original Message -----\nFrom: "ria@example.com" <ria@example.com>\nTo: ann@example.com\nCc: \nSent: Monday, November 30, 2026 5:44 PM\nSubject: Game\n\nHi\n',
      ),
    ],
  ])('%s', async (_shape, raw) => {
    expect((await readReply(raw)).text).toBe('Hello');
  });
});

describe('HTML replies in the shapes mailgun/talon is tested on', () => {
  const REPLY = 'PASS for now.\n\nThanks,\nSam';
  it.each([
    [
      'Gmail',
      '<div dir="ltr"><div>PASS for now.</div><div><br></div><div>Thanks,</div><div>Sam</div></div><div class="gmail_extra"><br><div class="gmail_quote">On Thu, Nov 26, 2026 at 2:14 PM, Ria &lt;ria@example.com&gt; wrote:<blockquote class="gmail_quote"><div>Your turn</div></blockquote></div></div>',
    ],
    [
      'Hotmail, a rule over a Date/Subject/From/To block',
      '<html><body><div>PASS for now.<div><br></div><div>Thanks,</div><div>Sam<br><br><div><hr id="stopSpelling">Date: Thu, 26 Nov 2026 13:53:45 +0400<br>Subject: Your turn<br>From: ria@example.com<br>To: sam@example.com<br><br><div>Your rack: A E I</div></div></div></div></body></html>',
    ],
    [
      'Mail.ru, a verb-less Russian attribution over a blockquote',
      '<HTML><BODY><p>PASS for now.</p><p>Thanks,<br>Sam</p><br><br>Thu, 26 Nov 2026 14:00:51 +0400 от Ria &lt;ria@example.com&gt;:<br><blockquote style="border-left:1px solid #0857A6"><div>Your rack: A E I</div></blockquote></BODY></HTML>',
    ],
    [
      'Outlook 2007, Word HTML with a bordered header block',
      '<html><body><div class=WordSection1><p class=MsoNormal><span>PASS for now.<o:p></o:p></span></p><p class=MsoNormal><span> <o:p></o:p></span></p><p class=MsoNormal>Thanks,</p><p class=MsoNormal>Sam</p><p class=MsoNormal><o:p>&nbsp;</o:p></p><div style="border:none;border-top:solid #B5C4DF 1.0pt"><p class=MsoNormal><b>From:</b> Ria [mailto:ria@example.com] <br><b>Sent:</b> Thursday, November 26, 2026 3:50 PM<br><b>To:</b> sam@example.com<br><b>Subject:</b> Your turn</p></div><p class=MsoNormal>Your rack: A E I</p></div></body></html>',
    ],
    [
      'Thunderbird, moz-cite-prefix and a cite blockquote',
      '<html><body>PASS for now.<br><br>Thanks,<br>Sam<br><div class="moz-cite-prefix">On 26.11.2026 14:41, Ria wrote:<br></div><blockquote type="cite"><div>Your rack: A E I</div></blockquote></body></html>',
    ],
    [
      'Windows Mail, a Russian header block in a bordered div',
      '<html><body><div><div>PASS for now.</div><div><br></div><div>Thanks,</div><div>Sam<br></div><div data-signatureblock="true"><div><br></div></div><div style="border-top-style: solid;"><div><b>От:</b>&nbsp;<a href="mailto:ria@example.com">Ria</a><br><b>Отправлено:</b>&nbsp;четверг, 26 ноября 2026 г. 15:05<br><b>Кому:</b>&nbsp;<a href="mailto:sam@example.com">Sam</a></div></div><div>Your rack: A E I</div></div></body></html>',
    ],
    [
      'Yandex, a dated quoted-name attribution over a blockquote',
      '<p>PASS for now.<br /><br />Thanks,<br />Sam<br /><br />26.11.2026, 14:41, "Ria Brown" &lt;<a href="mailto:ria@example.com">ria@example.com</a>&gt;:</p><blockquote> Your rack: A E I</blockquote>',
    ],
  ])('%s', async (_shape, html) => {
    // Compared without whitespace, as talon compares: how far apart blocks sit is layout.
    const text = stripHistory(await htmlToText(html));
    expect(text.replace(/\s/g, '')).toBe(REPLY.replace(/\s/g, ''));
    expect(text.split('\n')[0]).toBe('PASS for now.');
  });

  it("drops Outlook for Mac's OLK_SRC_BODY_SECTION", async () => {
    const html =
      '<html><body><div>PASS</div><span id="OLK_SRC_BODY_SECTION"><div><span>From: </span>Ria &lt;ria@example.com&gt;<br><span>Date: </span>Tue, 01 Nov 2026 18:54:39 -0700<br></div><div>Your rack</div></span></body></html>';
    expect(stripHistory(await htmlToText(html))).toBe('PASS');
  });

  it('stops at a rule over a From block, keeping the name written above it', async () => {
    const html =
      '<html><body><div>Hi<div>there</div><div>Sam<hr><b>From: </b>ria@example.com<br><b>To: </b>sam@example.com<br><b>Sent: </b>Friday, July 22, 2026 6:20:01 PM<br><b>Subject: </b>Game<br><br><p>Your rack</p></div></div></body></html>';
    expect(stripHistory(await htmlToText(html))).toBe('Hi\nthere\nSam');
  });
});
