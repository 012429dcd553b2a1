// The lines mail clients write above quoted history, in the languages they localise them to.
// Collected from Gmail, Outlook, Apple Mail, Thunderbird, Yahoo, Zoho, Fastmail, Proton Mail,
// K-9/FairEmail, Samsung Email and French webmail replies (see test/fixtures/replies and
// test/worker/inbound/client-replies.test.ts). Footers and sign-offs are in footer-patterns.ts.

// The first words of an attribution: "On …", "Le …", "Am …", "El …", "Il giorno …", "Em …",
// "No dia …", "Op …", "Den …", "W dniu …", "pe …"; Zoho and Android put dashes first.
const OPENERS = 'on|le|am|el|il|em|no dia|op|den|w dniu|dnia|pe|dne';

// How an attribution may begin: an opener; a name or address first ("Bob <b@x> schrieb …",
// "Ann on Mon, … wrote:"); a date first ("30.09.2017, 18.30, …", "2014-10-17 11:28 …",
// "man. 30. nov. 2026 …", "E, 30. nov …").
export const ATTRIBUTION_START = new RegExp(
  String.raw`^\s*(?:-{2,}\s*)?(?:(?:${OPENERS})\s|\S.*@|\S.{0,60}\son\s|\d|\p{L}{1,4}[.,]{0,2}\s+\d)`,
  'iu',
);

// An attribution that starts with its opener ("On …", "---- On …"): the only kind trusted to
// end without a colon.
export const OPENER_START = new RegExp(String.raw`^\s*(?:-{2,}\s*)?(?:${OPENERS})\s`, 'i');

// Where an attribution starts inside a line, after text the player wrote on the same line
// ("PASS On Mon, … wrote:", as flowed text or a careless client leaves it). Capitalised only, so
// "play on" in a sentence is not taken for one.
export const INLINE_OPENER = /\s(?:On|Le|Am|El|Il|Em|Op|Den|W dniu)\s/g;

// The verbs that end an attribution (French puts a space before the colon; Dutch Apple Mail
// writes "heeft … het volgende geschreven:", Estonian Gmail "kirjutas").
const VERBS =
  'wrote|writes|a écrit|schrieb|escribió|ha scritto|scrisse|escreveu|schreef|geschreven|skrev|kirjutas|napisała|napisał\\(a\\)|napisał|pisze|kirjoitti|napsal|написал\\(а\\)|написал|写道|のメッセージ|작성';

// How an attribution ends: the verb, then a colon, then nothing.
export const ATTRIBUTION_END = new RegExp(`(${VERBS})[^:：]{0,80}\\s?[:：]\\s*$`, 'i');

// Attributions that end without a colon: Zoho's and Android's "… wrote ----", or none at all
// ("On …, Ann <a@x> wrote"). Trusted only with an address, a time or a year (isAttribution).
export const ATTRIBUTION_END_BARE = new RegExp(`(${VERBS})\\s*(?:-{2,})?\\s*$`, 'i');

// Android's "---- Ann wrote ----": dashes on both sides make it safe without a date.
export const DASHED_ATTRIBUTION = new RegExp(
  `^\\s*-{2,}\\s*\\S.{0,80}\\s(${VERBS})\\s*-{2,}\\s*$`,
  'i',
);

// The verb and its colon anywhere in a line: Yahoo glues the history to the attribution
// ("…Wordmail<play@…> wrote:   Wordmail - …").
export const VERB_COLON = new RegExp(`(${VERBS})\\s?[:：]`, 'i');

// A time of day, as in FairEmail's verb-less "30 nov. 2026 13:29:05 Wordmail <play@…>:" or
// Polymail's "30.09.2017, 18.30, "Ann" <a@x>:".
export const TIME_OF_DAY = /\b\d{1,2}[:.]\d{2}\b/;
export const YEAR = /\b(?:19|20)\d{2}\b/;

// Outlook's header block (desktop, web, and the many clients that copy it): a From line
// followed within a few lines by Sent/Date, To or Subject, all possibly bold ("*From:*").
export const HEADER_FROM =
  /^\s*\*?(from|de|von|van|da|från|fra|od|saatja|от|від|kimden|lähettäjä|feladó|发件人|寄件者|差出人|보낸 사람)\s*(?:\*\s*)?[:：]/i;
export const HEADER_FOLLOW =
  /^\s*\*?(sent|date|to|subject|cc|envoyé|à|a|objet|sujet|copie à|gesendet|datum|an|betreff|enviado el|enviado|enviada|fecha|para|asunto|assunto|inviato|data|oggetto|verzonden|aan|onderwerp|skickat|till|ämne|sendt|til|emne|wysłano|do|temat|saadetud|adressaat|kellele|teema|odesláno|komu|předmět|отправлено|кому|тема|gönderildi|kime|konu|lähetetty|vastaanottaja|aihe|发送时间|收件人|主题|送信日時|宛先|件名)\s*(?:\*\s*)?[:：]/i;
// A header block without a From line (some webmails): a dated Date/Sent line and a To line.
export const HEADER_DATE =
  /^\s*\*?(sent|date|envoyé|gesendet|datum|enviado el|enviado|fecha|inviato|data|verzonden|skickat|sendt|wysłano|saadetud)\s*(?:\*\s*)?[:：].*\d/i;
export const HEADER_TO =
  /^\s*\*?(to|à|a|an|para|aan|till|til|do|adressaat|kellele)\s*(?:\*\s*)?[:：]/i;

// Separators after which everything is history: "-----Original Message-----" in every language
// we serve, Outlook's underscore line, Apple Mail's forwarding line, French webmail's
// "Message du 30/11/2026 13:29" header.
const SEPARATOR_NAMES = [
  'original message',
  'forwarded message',
  'reply message',
  "message d'origine",
  'message original',
  'message transféré',
  'ursprüngliche nachricht',
  'original nachricht',
  'originalnachricht',
  'antwort nachricht',
  'weitergeleitete nachricht',
  'mensaje original',
  'mensaje reenviado',
  'messaggio originale',
  'messaggio inoltrato',
  'oorspronkelijk bericht',
  'origineel bericht',
  'doorgestuurd bericht',
  'originalmeddelande',
  'ursprungligt meddelande',
  'vidarebefordrat meddelande',
  'oprindelig besked',
  'oprindelig meddelelse',
  'videresendt meddelelse',
  'opprinnelig melding',
  'videresendt melding',
  'wiadomość oryginalna',
  'oryginalna wiadomość',
  'przekazana wiadomość',
  'mensagem original',
  'mensagem encaminhada',
  'algne sõnum',
  'originaalsõnum',
  'edastatud sõnum',
  'исходное сообщение',
  'alkuperäinen viesti',
].join('|');

export const HISTORY_SEPARATOR = new RegExp(
  [
    String.raw`^\s*-{2,}\s*(${SEPARATOR_NAMES})\s*-{2,}\s*$`,
    String.raw`^\s*_{20,}\s*$`,
    String.raw`^\s*(begin forwarded message|début du message réexpédié|anfang der weitergeleiteten nachricht)\s*:\s*$`,
    String.raw`^\s*message du \d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b.{0,20}$`,
  ].join('|'),
  'i',
);

export const QUOTED_LINE = /^\s*>/;
