// stripHistory: the new text of a plain-text body, for each way clients quote and sign.
// Bodies are written here in the shape each client produces (see test/fixtures/replies for
// whole messages).
import { describe, expect, it } from 'vitest';
import { stripHistory } from '../../../worker/mail/inbound/strip-quotes';

const QUOTE = '> Your rack: A E I Q R S T\n>\n> PASS\n> H8 across PLANE';

describe('stripHistory', () => {
  // Each of these leaves the move above the history, PASS, and nothing else.
  it.each([
    [
      'a one-line Gmail attribution',
      `PASS\n\nOn Mon, Nov 30, 2026 at 1:29 PM Wordmail <p@w.example> wrote:\n\n${QUOTE}`,
    ],
    [
      'an attribution wrapped over two lines',
      `PASS\n\nOn Mon, Nov 30, 2026 at 1:29 PM Wordmail <\np@w.example> wrote:\n\n${QUOTE}`,
    ],
    [
      'a French attribution',
      `PASS\n\nLe lun. 30 nov. 2026 à 14:29, Wordmail <p@w.example> a écrit :\n${QUOTE}`,
    ],
    [
      'a German attribution',
      `PASS\n\nAm Mo., 30. Nov. 2026 um 14:29 Uhr schrieb Wordmail <p@w.example>:\n${QUOTE}`,
    ],
    [
      'a Spanish attribution',
      `PASS\n\nEl lun, 30 nov 2026 a las 14:29, Wordmail (<p@w.example>) escribió:\n${QUOTE}`,
    ],
    [
      'an attribution without a verb',
      `PASS\n\n30 nov. 2026 13:29:05 Wordmail <p@w.example>:\n${QUOTE}`,
    ],
    [
      'Outlook\'s "Original Message" separator',
      'PASS\n\n-----Original Message-----\nFrom: Wordmail\nSent: Monday\n\nPASS\nRESIGN',
    ],
    [
      'an Outlook header block',
      'PASS\n\nFrom: Wordmail <t@w.example>\nSent: Monday, November 30, 2026 1:29 PM\nTo: Carol\nSubject: Your turn\n\nRESIGN',
    ],
    [
      'a bold Outlook header block',
      'PASS\n\n*From:* Wordmail <t@w.example>\n*Sent:* Monday\n*To:* Carol\n\nRESIGN',
    ],
    [
      'a French Outlook header block',
      'PASS\n\nDe : Wordmail\nEnvoyé : lundi 30 novembre 2026 14:29\nÀ : Sophie\nObjet : Tour\n\nRESIGN',
    ],
    [
      'a Polish Outlook header block',
      'PASS\n\nOd: Wordmail <t@w.example>\nWysłano: poniedziałek\nDo: Ola\nTemat: Tura\n\nRESIGN',
    ],
    [
      'a Russian Outlook header block',
      'PASS\n\nОт: Wordmail <t@w.example>\nОтправлено: 30 ноября\nКому: Оля\nТема: Ход\n\nRESIGN',
    ],
    [
      'an Outlook underscore line',
      'PASS\n\n________________________________\nFrom: Wordmail\nRESIGN',
    ],
    ['"Sent from my iPhone"', 'PASS\n\nSent from my iPhone'],
    ['"Get Outlook for iOS"', 'PASS\n\nGet Outlook for iOS<https://aka.ms/o0ukef>'],
    ['a German mobile footer', 'PASS\n\nVon meinem iPhone gesendet'],
    ['a "-- " signature', 'PASS\n\n-- \nAlice Martin\n+44 20 7946 0000'],
    ['a signature without its trailing space', 'PASS\n--\nAlice'],
    [
      'an attribution in an unlisted language',
      `PASS\n\nDne 30. 11. 2026 13:29 napsal Wordmail:\n${QUOTE}`,
    ],
    ['quoted lines', `${QUOTE}\n\nPASS`],
    ['Windows line endings', 'PASS\r\n\r\nOn 30/11/2026 13:29, Wordmail wrote:\r\n> RESIGN\r\n'],
    [
      'Yahoo history glued to its attribution',
      'PASS\n\n  On Mon, Nov 30, 2026 at 13:29, Wordmail<p@w.example> wrote:   Bob played\nRESIGN',
    ],
  ])('drops %s', (_case, body) => {
    expect(stripHistory(body)).toBe('PASS');
  });

  it.each([
    ['an inline image placeholder', 'PASS\nZoe\n[cid:image001.png@01DB4321.ABCDEF10]', 'PASS\nZoe'],
    [
      'bottom-posting with a signature',
      `On Mon, Nov 30, 2026 at 1:29 PM Wordmail <p@w.example> wrote:\n${QUOTE}\n\nPASS\nNOTE gg\n-- \nAlice`,
      'PASS\nNOTE gg',
    ],
    ['answers between quoted lines', `${QUOTE}\nEXCHANGE Q\n${QUOTE}\nsorry`, 'EXCHANGE Q\nsorry'],
  ])('drops %s', (_case, body, expected) => {
    expect(stripHistory(body)).toBe(expected);
  });

  // The player wrote all of these: each comes back as it was.
  it.each([
    ['a sentence that says "I wrote:"', 'On reflection, I wrote:\nPASS'],
    ['a From: line that is not a header block', 'From: the bottom of my heart, thanks\nPASS'],
    ['thanks inside a sentence', 'PASS\nThanks, Bob, for a great game!'],
  ])('keeps %s', (_case, body) => {
    expect(stripHistory(body)).toBe(body);
  });

  it.each([
    [
      'a sign-off followed by a long paragraph',
      `Cheers\n${'I really enjoyed this one. '.repeat(4)}`,
      `Cheers\n${'I really enjoyed this one. '.repeat(4).trim()}`,
    ],
    ['non-breaking spaces inside a move', 'H8\u00a0across\u00a0PLANE', 'H8 across PLANE'],
  ])('keeps %s', (_case, body, expected) => {
    expect(stripHistory(body)).toBe(expected);
  });

  it('returns nothing when the player wrote nothing above the quote', () => {
    expect(
      stripHistory(`\n\nOn Mon, Nov 30, 2026 at 1:29 PM Wordmail <p@w.example> wrote:\n${QUOTE}\n`),
    ).toBe('');
  });
});
