// Decodes the HTML character references mail clients actually emit (numeric ones and the
// common named ones); HTMLRewriter hands text over undecoded.
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  deg: '°',
  times: '×',
  shy: '',
  zwnj: '',
  zwj: '',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  atilde: 'ã',
  aring: 'å',
  aelig: 'æ',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  iacute: 'í',
  igrave: 'ì',
  icirc: 'î',
  iuml: 'ï',
  ntilde: 'ñ',
  oacute: 'ó',
  ograve: 'ò',
  ocirc: 'ô',
  ouml: 'ö',
  otilde: 'õ',
  oslash: 'ø',
  oelig: 'œ',
  uacute: 'ú',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  yuml: 'ÿ',
  szlig: 'ß',
  Aacute: 'Á',
  Agrave: 'À',
  Acirc: 'Â',
  Auml: 'Ä',
  Ccedil: 'Ç',
  Eacute: 'É',
  Egrave: 'È',
  Ecirc: 'Ê',
  Ouml: 'Ö',
  Uuml: 'Ü',
  Ntilde: 'Ñ',
  OElig: 'Œ',
};

function fromCodePoint(code: number): string {
  // Invalid or surrogate code points come from garbled mail; drop rather than throw.
  if (
    !Number.isFinite(code) ||
    code <= 0 ||
    code > 0x10ffff ||
    (code >= 0xd800 && code <= 0xdfff)
  ) {
    return '';
  }
  return String.fromCodePoint(code);
}

export function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,15});/gi,
    (whole, name: string) => {
      if (name[0] === '#') {
        const hex = name[1] === 'x' || name[1] === 'X';
        return fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
      }
      return NAMED[name] ?? NAMED[name.toLowerCase()] ?? whole;
    },
  );
}
