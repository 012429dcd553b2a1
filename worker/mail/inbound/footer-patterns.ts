// The lines mail clients and people write below new text: signature delimiters, "Sent from my …"
// footers in the languages we serve, and closing phrases.

// The conventional signature delimiter "-- " (many clients drop the trailing space).
export const SIGNATURE_DELIMITER = /^(--|—|__)\s?$/;

// A "-Ann" or "-Ann Martin" signature after a blank line (no space after the dash, so a bullet
// point is never taken for one).
export const DASH_NAME = /^-\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3}$/u;

// A line of rule characters only: what is left of a separator whose words we stopped at.
export const RULE_LINE = /^[-_=*~\s]*$/;

// One-line footers that mobile and web clients append. Tested against trimmed lines: no leading
// or trailing \s*, which backtracks on long blank lines.
const FOOTERS = [
  // English
  'sent from my .+',
  'sent from (yahoo mail|outlook|mail|gmail|aol|fastmail|proton ?mail|samsung|my galaxy|typeapp|bluemail|spark|aquamail|edison|the all-new aol app|mobile).*',
  'sent from .+ (for|on) (ios|android|iphone|ipad|windows|mac).*',
  'get outlook for .+',
  'sent (with|from|via) proton ?mail.*',
  'sent via .+',
  'sent using .+',
  'sent with .+ (app|mail)',
  // French
  'envoyé (de|depuis|à partir de|avec) .+',
  'télécharger outlook pour .+',
  // German
  'von meinem .+ gesendet',
  'gesendet (von|mit|vom) .+',
  'outlook für .+ herunterladen',
  // Spanish, Portuguese
  'enviado (desde|de|do|da|con|com|pelo|a partir do) .+',
  'enviada (desde|de|do|da) .+',
  '(obtener|obtenga|obter|baixe)( o)? outlook (para|for) .+',
  // Italian
  'inviato da .+',
  'scarica outlook per .+',
  // Dutch
  'verzonden (vanaf|met|via) .+',
  'verstuurd (vanaf|met) .+',
  'outlook voor .+ downloaden',
  // Scandinavian
  'skickat från .+',
  'sendt fra .+',
  '(hent|skaffa|få) outlook (til|för|for) .+',
  // Polish, Estonian, Finnish
  'wysłane z .+',
  'pobierz (aplikację )?outlook .+',
  'saadetud .+ (kaudu|seadmest|iphone.*|androidist)',
  'lähetetty .+(sta|stä)',
  '(?:-- ?)?samsung (galaxy|mobile).*',
];

export const CLIENT_FOOTER = new RegExp(
  `^(?:${FOOTERS.map((pattern) => `(?:${pattern})`).join('|')})$`,
  'i',
);
// A footer that names a device or a mail app: only after one of these is unquoted text below
// taken for history ("Sent from my heart" is the player's own line, and so is what follows).
export const DEVICE_FOOTER =
  /iphone|ipad|ipod|android|galaxy|samsung|blackberry|huawei|pixel|xiaomi|nokia|mobile|phone|tablet|handy|outlook|yahoo|gmail|aol|typeapp|bluemail|spark|aquamail|edison|proton|fastmail|mail for windows|windows mail/i;

// Footers are short; a long line that happens to start "Sent from" is the player's.
export const LONGEST_FOOTER = 100;

// Closing phrases on a (trimmed) line of their own, followed only by a name and contact lines.
export const SIGN_OFF =
  /^((?:(?:best|kind|warm|many) )?regards|best( wishes)?|cheers|thanks|thank you|many thanks|all the best|yours|sincerely|cordialement|bien à (toi|vous)|amitiés|bises|viele grüße|liebe grüße|lg|mit freundlichen grüßen|beste grüße|saludos|un saludo|un saluto|cordiali saluti|groeten|met vriendelijke groet|hälsningar|mvh|med vänlig hälsning|med venlig hilsen|hilsen|pozdrawiam|pozdrowienia|abraços|cumprimentos|atenciosamente|lugupidamisega|tervitades|parimat) ?[,.!]*$/i;
