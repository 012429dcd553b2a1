// stripHistory's second line of defence: every attribution, separator, header block and footer
// form the reply reader knows, in each language we have a tile set for, and the lines it must keep.
import { describe, expect, it } from 'vitest';
import { stripHistory } from '../../../worker/mail/inbound/strip-quotes';

// What the history of a turn email looks like once quoted: the rack and the example commands.
const QUOTE = '> Your turn, Ann.\n> Your rack: A E I Q R S T\n>\n> PASS\n> H8 across PLANE';
const HISTORY = 'Your turn, Ann.\nYour rack: A E I Q R S T\n\nPASS\nH8 across PLANE\nRESIGN';

describe('stripHistory drops the history under', () => {
  it.each([
    [
      'Zoho\u2019s dashed attribution',
      `PASS\n\n---- On Mon, 30 Nov 2026 13:29:05 +0100 Wordmail <p@w.example> wrote ----\n\n${HISTORY}`,
    ],
    [
      'Zoho\u2019s dashed attribution above a quote',
      `PASS\n\n---- On Mon, 30 Nov 2026 13:29:05 +0100 Wordmail <p@w.example> wrote ----\n${QUOTE}`,
    ],
    ['Android\u2019s "---- Name wrote ----"', `PASS\n\n---- Wordmail wrote ----\n\n${HISTORY}`],
    [
      'Dutch Apple Mail',
      `PASS\n\nOp 30 nov. 2026, om 13:29 heeft Wordmail <p@w.example> het volgende geschreven:\n\n${QUOTE}`,
    ],
    [
      'Dutch Apple Mail, wrapped',
      `PASS\n\nOp 30 nov. 2026, om 13:29 heeft Wordmail <p@w.example> het\nvolgende geschreven:\n\n${QUOTE}`,
    ],
    [
      '"Gesendet von Outlook für Android" and unquoted history',
      `PASS\n\nGesendet von Outlook für Android\n\n${HISTORY}`,
    ],
    [
      '"Get Outlook for Android" and unquoted history',
      `PASS\n\nGet Outlook for Android<https://aka.ms/AAb9ysg>\n${HISTORY}`,
    ],
    [
      'Danish "Oprindelig meddelelse"',
      `PASS\n\n-----Oprindelig meddelelse-----\nFra: Wordmail\n${HISTORY}`,
    ],
    ['"Reply Message"', `PASS\n\n-----Reply Message-----\n${HISTORY}`],
    ['"Antwort Nachricht"', `PASS\n\n-----Antwort Nachricht-----\n${HISTORY}`],
    ['Estonian "Algne sõnum"', `PASS\n\n-----Algne sõnum-----\n${HISTORY}`],
    [
      'Polymail\u2019s dotted date and quoted name',
      `PASS\n\n30.09.2017, 18.30, "Wordmail" <p@w.example>:\n${QUOTE}`,
    ],
    [
      'Polymail\u2019s spaced mailto address',
      `PASS\n\nOn Mon, Nov 30, 2026 at 1:29 PM Wordmail < mailto:p@w.example > wrote:\n\n${QUOTE}`,
    ],
    [
      'a name-first attribution',
      `PASS\n\nWordmail on Mon, Nov 30, 2026 at 1:29 PM wrote:\n${QUOTE}`,
    ],
    [
      'French webmail\u2019s "Message du" block',
      `PASS\n\n> Message du 30/11/2026 13:29\n> De : Wordmail\n${QUOTE}`,
    ],
    [
      'French webmail\u2019s unquoted "Message du" block',
      `PASS\n\nMessage du 30/11/26 13:29\nDe : Wordmail <p@w.example>\nA : ann@example.com\nCopie à :\nObjet : Your turn\n\n${HISTORY}`,
    ],
    [
      'a French De/A/Copie à/Sujet block',
      `PASS\n\nDe : Wordmail <p@w.example>\nA : ann@example.com\nCopie à :\nSujet : Your turn\n${HISTORY}`,
    ],
    [
      'a Date/To-only header block',
      `PASS\n\nDate: Mon, 30 Nov 2026 13:29:05 +0100\nTo: ann@example.com\n${HISTORY}`,
    ],
    [
      'Gmail\u2019s numeric date split at "<"',
      `PASS\n\n2026-11-30 13:29 GMT+01:00 Wordmail <\np@w.example>:\n\n${QUOTE}`,
    ],
    [
      'an attribution without a colon',
      `PASS\n\nOn Mon, Nov 30, 2026 at 1:29 PM Wordmail <p@w.example> wrote\n\n${HISTORY}`,
    ],
    ['"Sent from TypeApp" and unquoted history', `PASS\n\nSent from TypeApp\n${HISTORY}`],
    [
      '"Sent from my iPhone" and a quote',
      `PASS\n\nSent from my iPhone\n\n> On 30 Nov 2026, at 13:29, Wordmail <p@w.example> wrote:\n${QUOTE}`,
    ],
  ])('%s', (_case, body) => {
    expect(stripHistory(body)).toBe('PASS');
  });
});

describe('stripHistory recognises the attribution of every language we have a tile set for', () => {
  it.each([
    ['English (Gmail)', 'On Mon, 30 Nov 2026 at 13:29, Wordmail <p@w.example> wrote:'],
    ['English (Apple Mail)', 'On 30 Nov 2026, at 13:29, Wordmail <p@w.example> wrote:'],
    ['Dutch (Gmail)', 'Op ma 30 nov 2026 om 13:29 schreef Wordmail <p@w.example>:'],
    ['Spanish (Gmail)', 'El lun, 30 nov 2026 a las 13:29, Wordmail (<p@w.example>) escribió:'],
    ['Spanish (Apple Mail)', 'El 30 nov 2026, a las 13:29, Wordmail <p@w.example> escribió:'],
    ['French (Gmail)', 'Le lun. 30 nov. 2026 à 13:29, Wordmail <p@w.example> a écrit :'],
    [
      'Italian (Gmail)',
      'Il giorno lun 30 nov 2026 alle ore 13:29 Wordmail <p@w.example> ha scritto:',
    ],
    ['German (Gmail)', 'Am Mo., 30. Nov. 2026 um 13:29 Uhr schrieb Wordmail <p@w.example>:'],
    [
      'Portuguese (Gmail)',
      'Em seg., 30 de nov. de 2026 às 13:29, Wordmail <p@w.example> escreveu:',
    ],
    ['Portuguese (Apple Mail)', 'No dia 30/11/2026, às 13:29, Wordmail <p@w.example> escreveu:'],
    ['Estonian (Gmail)', 'E, 30. nov 2026 kell 13:29 Wordmail <p@w.example> kirjutas:'],
    ['Danish (Gmail)', 'man. 30. nov. 2026 kl. 13.29 skrev Wordmail <p@w.example>:'],
    ['Swedish (Gmail)', 'mån 30 nov. 2026 kl. 13:29 skrev Wordmail <p@w.example>:'],
    ['Norwegian (Apple Mail)', '30. nov. 2026 kl. 13:29 skrev Wordmail <p@w.example>:'],
    ['Polish (Gmail)', 'pon., 30 lis 2026 o 13:29 Wordmail <p@w.example> napisał(a):'],
    ['Polish (Thunderbird)', 'W dniu 30.11.2026 o 13:29, Wordmail pisze:'],
  ])('%s', (_case, attribution) => {
    expect(stripHistory(`PASS\n\n${attribution}\n${QUOTE}`)).toBe('PASS');
    // Wrapped just before the address, as Gmail does past 80 characters.
    const wrapped = attribution.replace(/ <?\(?<?p@/, '\n<p@').replace('\n<<', '\n<');
    expect(stripHistory(`PASS\n\n${wrapped}\n${QUOTE}`)).toBe('PASS');
  });
});

describe('stripHistory drops the mobile footer of every language we have a tile set for', () => {
  it.each([
    'Sent from my iPhone',
    'Sent from TypeApp',
    'Verzonden vanaf mijn iPhone',
    'Enviado desde mi iPhone',
    'Envoyé de mon iPhone',
    'Inviato da iPhone',
    'Von meinem iPhone gesendet',
    'Enviado do meu iPhone',
    'Saadetud minu iPhone\u2019ist',
    'Sendt fra min iPhone',
    'Skickat från min iPhone',
    'Wysłane z mojego iPhone\u2019a',
    'Outlook voor Android downloaden',
    'Scarica Outlook per Android',
    'Obtener Outlook para Android',
  ])('%s', (footer) => {
    expect(stripHistory(`PASS\n\n${footer}`)).toBe('PASS');
    expect(stripHistory(`PASS\n\n${footer}\n\n${HISTORY}`)).toBe('PASS');
  });
});

describe('stripHistory keeps the player\u2019s words', () => {
  it('keeps Gmail\u2019s wrapped quote tails out, and the move below them in', () => {
    const body = [
      '> Bob played EXAM at L8 down for 26 points, and it is your turn now with',
      'the rack below; reply with your move.',
      '> Your rack: A E I Q R S T',
      '',
      'H8 across PLANE',
    ].join('\n');
    expect(stripHistory(body)).toBe('H8 across PLANE');
  });

  it('keeps an answer written straight under a short quoted line', () => {
    expect(stripHistory('> Your move?\nPASS\n> Next')).toBe('PASS');
  });

  it('drops Thunderbird\u2019s dateless "Wordmail wrote:" above a quote', () => {
    expect(stripHistory(`PASS\n\nWordmail wrote:\n${QUOTE}`)).toBe('PASS');
  });

  it('keeps "My move:" above a quote', () => {
    expect(stripHistory(`My move:\n${QUOTE}\nH8 across PLANE`)).toBe('My move:\nH8 across PLANE');
  });

  it('keeps the text on the same line as an attribution', () => {
    expect(
      stripHistory(`PASS On Mon, 30 Nov 2026 at 13:29, Wordmail <p@w.example> wrote:\n${QUOTE}`),
    ).toBe('PASS');
    expect(stripHistory(`Good game On 30 Nov, Wordmail wrote:\n${HISTORY}`)).toBe('Good game');
  });

  it('keeps a note that tells what was written On a day, at a time', () => {
    const note = 'NOTE sorry! On Monday at 10:30 I wrote\nthat I would be late';
    expect(stripHistory(note)).toBe(note);
  });

  it('keeps a sentence that mentions "on" and a time', () => {
    const note = 'I will play on Monday at 13:29 when I am home';
    expect(stripHistory(`PASS\n${note}`)).toBe(`PASS\n${note}`);
  });

  it('keeps a line that starts "Sent from" but is a sentence', () => {
    const note = 'Sent from my desk, which is much easier than my phone, so here is my move.';
    expect(stripHistory(`PASS\n\n${note}`)).toBe(`PASS\n\n${note}`);
  });

  it('keeps what follows a "Sent from" line that names no device or mail app', () => {
    expect(stripHistory('Sent from my heart: good game!\nPASS')).toBe(
      'Sent from my heart: good game!\nPASS',
    );
    expect(stripHistory('Sent from my bed\n\nPASS')).toBe('PASS');
  });

  it('treats a line of its own starting ">>>" as quoted, like every client does', () => {
    expect(stripHistory('>>> H8 PLANE\nPASS')).toBe('PASS');
  });

  it('returns composed (NFC) text whatever the client sent', () => {
    expect(stripHistory('NOTE Gre\u0301goire a joue\u0301')).toBe('NOTE Grégoire a joué');
  });

  it('reads a reply of 20,000 footer lines to nothing, each line looked at once', () => {
    expect(stripHistory('Sent from my iPhone\n\n'.repeat(20_000))).toBe('');
    expect(stripHistory(`PASS\n${'Sent from my iPhone\n'.repeat(20_000)}> quoted`)).toBe('PASS');
  });
});
