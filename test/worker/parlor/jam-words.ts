// Words for Word Jam games in tests: the hand-written `test` lexicon's words (dictionaries/sources/
// test-words.txt), picked by their coin value against whatever deal the game's seed laid out.
import { getLexicon } from '../../../dictionaries/registry';
import { banned, wordValue } from '../../../engine/word-jam/deal';
import type { WordJamView } from '../../../engine/word-jam/view';

const CANDIDATES = `
  ACT ADD AGE AID AIM AIR ANT APE ARC ARM ART ASH ASK BAD BAG BAN BAR BAT BED BID BIG BIN BIT BOG
  BOX BOY BUD BUG BUN BUS BUY CAB CAN CAP CAR CAT COD COG COT COW CRY CUB CUP CUT DAB DEN DIG DIM
  DIP DOG DOT DRY DUG EGG ELF ELK ELM FAN FAR FAT FIG FIN FIX FLY FOG FOX FRY FUN FUR GAP GAS GEM
  GUM GUN GUT HAM HAT HEN HIP HOG HOP HOT HUB HUG HUT INK JAB JAM JAR JAW JET JIG JOB JOG JOT JUG
  KEG KID KIT LAB LAD LAP LAW LEG LID LIP LOG MAD MAP MAT MIX MOB MOP MUD MUG NAP NET NUT OAK OWL
  PAD PAN PAW PEN PET PIG PIN PIT POD POT PUB RAG RAT RIB RIM ROD RUG RUN SAD SAX SIX SKI SKY SOB
  SPY SUN TAB TAN TAP TAR TEN TIN TIP TOP TUB TUG VAN VAT VET WAX WEB WIG WIN YAK YAM ZAP ZIP ZOO
  AREA EAR EAT ICE OAT ONE ORE OUR USE ERA EVE AWE AXE OIL OLD ILL INN ION IRE
  QUIZ JINX ZEAL ZERO ZONE OXEN JAZZ FIZZ BUZZ QUOTA QUOTE QUEEN TEAM STEAM STREAM MASTER TRAIN
  STAIR LATER EARL DEAR WORD BOARD TILE RACK PLAY SCORE EMAIL LETTER JUMBLE BINGO HOUSE HORSE
  SHORE ABOUT ABOVE AFTER AGAIN APPLE BEACH BRAVE CHAIR CLOUD DANCE EARTH FIELD FLAME GRAPE HEART
  LEMON MONEY MUSIC NIGHT OCEAN PAINT PIANO PLANT RIVER SMILE STONE TABLE TIGER WATER WHALE YOUTH ZEBRA
`
  .trim()
  .split(/\s+/);

export interface Pick {
  word: string;
  value: number;
}

/** Words the turn allows (in the lexicon, no banned consonant, not said before), by value. */
export function playable(view: WordJamView, taken: string[] = []): Pick[] {
  const lexicon = getLexicon('test')!;
  const deal = view.deal.map((c) => c.letter);
  return CANDIDATES.filter(
    (w) => lexicon.has(w) && !banned(deal, w) && !view.used.includes(w) && !taken.includes(w),
  )
    .map((word) => ({ word, value: wordValue(deal, word) }))
    .sort((a, b) => a.value - b.value);
}

export const lowest = (view: WordJamView, taken: string[] = []) => playable(view, taken)[0]!;
export const highest = (view: WordJamView, taken: string[] = []) => playable(view, taken).at(-1)!;
