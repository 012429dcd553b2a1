// The lines mail clients write above quoted history and below new text, in the languages they
// localise them to. Collected from Gmail, Outlook, Apple Mail, Thunderbird, Yahoo, Fastmail,
// Proton Mail, K-9/FairEmail and Samsung Email replies (see test/fixtures/replies).

// The first words of an attribution: "On …", "Le …", "Am …", "El …", "Il …", "Em …", "Op …",
// "Den …", "W dniu …", "pe …", or a name/address first ("Bob <b@x> schrieb am …:").
export const ATTRIBUTION_START = /^\s*(?:(?:on|le|am|el|il|em|op|den|w dniu|dnia|pe)\s|\S.*@)/i;

// The verbs that end an attribution, before a colon (French puts a space before it).
const VERBS =
  'wrote|writes|a écrit|schrieb|escribió|ha scritto|scrisse|escreveu|schreef|skrev|napisał(a)|napisał|pisze|kirjoitti|написал(а)|написал|写道|のメッセージ|작성';

// How an attribution ends: the verb, then a colon, then nothing.
export const ATTRIBUTION_END = new RegExp(`(${VERBS})[^:：]{0,80}\\s?[:：]\\s*$`, 'i');

// The verb and its colon anywhere in a line: Yahoo glues the history to the attribution
// ("…Wordmail<play@…> wrote:   Wordmail - …").
export const VERB_COLON = new RegExp(`(${VERBS})\\s?[:：]`, 'i');

// A time of day, as in FairEmail's verb-less "30 nov. 2026 13:29:05 Wordmail <play@…>:".
export const TIME_OF_DAY = /\d{1,2}:\d{2}/;

// Outlook's header block (desktop, web, and the many clients that copy it): a From line
// followed within a few lines by Sent/Date, To or Subject, all possibly bold ("*From:*").
export const HEADER_FROM =
  /^\s*\*?(from|de|von|van|da|från|fra|od|от|від|kimden|lähettäjä|feladó|发件人|寄件者|差出人|보낸 사람)\s*(?:\*\s*)?[:：]/i;
export const HEADER_FOLLOW =
  /^\s*\*?(sent|date|to|subject|cc|envoyé|à|objet|gesendet|datum|an|betreff|enviado|enviada|fecha|para|asunto|assunto|inviato|data|a|oggetto|verzonden|aan|onderwerp|skickat|till|ämne|sendt|til|emne|wysłano|do|temat|odesláno|komu|předmět|отправлено|кому|тема|gönderildi|kime|konu|lähetetty|vastaanottaja|aihe|发送时间|收件人|主题|送信日時|宛先|件名)\s*(?:\*\s*)?[:：]/i;

// Separators after which everything is history.
export const HISTORY_SEPARATOR = new RegExp(
  [
    String.raw`^\s*-{2,}\s*(original message|forwarded message|message d'origine|message transféré|ursprüngliche nachricht|weitergeleitete nachricht|mensaje original|mensaje reenviado|messaggio originale|messaggio inoltrato|oorspronkelijk bericht|doorgestuurd bericht|originalmeddelande|oprindelig besked|opprinnelig melding|wiadomość oryginalna|mensagem original|исходное сообщение|alkuperäinen viesti)\s*-{2,}\s*$`,
    String.raw`^\s*_{20,}\s*$`,
    String.raw`^\s*(begin forwarded message|début du message réexpédié|anfang der weitergeleiteten nachricht)\s*:\s*$`,
  ].join('|'),
  'i',
);

// The conventional signature delimiter "-- " (many clients drop the trailing space).
export const SIGNATURE_DELIMITER = /^(--|—|__)\s?$/;

// One-line footers that mobile and web clients append; dropped wherever they appear. Tested
// against trimmed lines: no leading or trailing \s*, which backtracks on long blank lines.
export const CLIENT_FOOTER = new RegExp(
  [
    'sent from my .+',
    'sent from (yahoo mail|outlook|mail|gmail|aol|fastmail|proton ?mail|samsung|my galaxy).*',
    'sent from .+ (for|on) (ios|android|iphone|ipad|windows|mac).*',
    'get outlook for .+',
    'sent (with|from|via) proton ?mail.*',
    'sent via .+',
    'sent using .+',
    'envoyé (de|depuis|à partir de) .+',
    'télécharger outlook pour .+',
    'von meinem .+ gesendet',
    'gesendet (von|mit) .+',
    'enviado (desde|de) .+',
    'inviato da .+',
    'verzonden (vanaf|met) .+',
    'verstuurd vanaf .+',
    'skickat från .+',
    'sendt fra .+',
    '(?:-- ?)?samsung (galaxy|mobile).*',
  ]
    .map((pattern) => `(?:${pattern})`)
    .join('|')
    .replace(/^/, '^(?:')
    .concat(')$'),
  'i',
);

export const QUOTED_LINE = /^\s*>/;

// Closing phrases on a (trimmed) line of their own, followed only by a name and contact lines.
export const SIGN_OFF =
  /^((?:(?:best|kind|warm|many) )?regards|best( wishes)?|cheers|thanks|thank you|many thanks|all the best|yours|sincerely|cordialement|bien à (toi|vous)|amitiés|bises|viele grüße|liebe grüße|lg|mit freundlichen grüßen|beste grüße|saludos|un saludo|un saluto|cordiali saluti|groeten|met vriendelijke groet|hälsningar|mvh|med vänlig hälsning) ?[,.!]*$/i;
