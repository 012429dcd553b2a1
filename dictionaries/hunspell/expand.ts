// Hunspell .dic + .aff → every word form the affix rules generate (no compounds), for compiling a lexicon.
import {
  type AffixClass,
  type AffixFile,
  type AffixRule,
  parseAffixFile,
  splitFlags,
} from './affixes';

/**
 * Expands stems with their prefixes and suffixes: one suffix, a second suffix named by the first one's
 * continuation flags, and a cross-product prefix. Stems flagged FORBIDDENWORD remove the form,
 * ONLYINCOMPOUND stems and affixes are compound parts (not words), NEEDAFFIX forms need another
 * affix, CIRCUMFIX affixes only count in pairs. Compounds (COMPOUNDRULE, COMPOUNDFLAG) are not built.
 */
export function expandHunspell(dic: string, aff: string): string[] {
  const affixes = parseAffixFile(aff);
  const words = new Set<string>();
  const forbidden = new Set<string>();
  const convert = outputConverter(affixes);
  const lines = dic.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let i = 1; i < lines.length; i++) {
    const entry = parseDicLine(lines[i]!, affixes);
    if (entry === undefined) continue;
    const flags = new Set(entry.flags);
    if (affixes.forbidden !== undefined && flags.has(affixes.forbidden)) {
      forbidden.add(convert(entry.stem));
      continue;
    }
    if (affixes.onlyInCompound !== undefined && flags.has(affixes.onlyInCompound)) continue;
    for (const form of expandStem(entry.stem, flags, affixes)) words.add(convert(form));
  }
  for (const word of forbidden) words.delete(word);
  return [...words];
}

interface DicEntry {
  stem: string;
  flags: string[];
}

function parseDicLine(line: string, affixes: AffixFile): DicEntry | undefined {
  // `stem/FLAGS morphology…`; a slash inside the stem is written `\/`; a tab starts morphology.
  const text = line.split('\t')[0]!.trim();
  if (text.length === 0) return undefined;
  let slash = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '/') {
      slash = i;
      break;
    }
  }
  const head = slash < 0 ? text.split(/\s/)[0]! : text.slice(0, slash);
  const flagText = slash < 0 ? '' : text.slice(slash + 1).split(/\s/)[0]!;
  const stem = head.replaceAll('\\/', '/');
  const flags =
    affixes.aliases.length > 0 && /^\d+$/.test(flagText)
      ? (affixes.aliases[Number(flagText) - 1] ?? [])
      : splitFlags(flagText, affixes.flagType);
  return { stem, flags };
}

function outputConverter(affixes: AffixFile): (word: string) => string {
  const pairs = [...affixes.outputConversions].sort((a, b) => b[0].length - a[0].length);
  if (pairs.length === 0) return (word) => word;
  return (word) => {
    let out = word;
    for (const [from, to] of pairs) out = out.replaceAll(from, to);
    return out;
  };
}

function applies(rule: AffixRule, kind: 'PFX' | 'SFX', word: string, fullStrip: boolean): boolean {
  if (!fullStrip && rule.strip.length >= word.length) return false;
  if (kind === 'SFX' ? !word.endsWith(rule.strip) : !word.startsWith(rule.strip)) return false;
  return rule.condition.test(word);
}

function affix(rule: AffixRule, kind: 'PFX' | 'SFX', word: string): string {
  return kind === 'SFX'
    ? word.slice(0, word.length - rule.strip.length) + rule.add
    : rule.add + word.slice(rule.strip.length);
}

/** Whether a form built with these affixes (outermost last) stands as a word. */
function standsAlone(
  affixes: AffixFile,
  stemNeedsAffix: boolean,
  chain: readonly AffixRule[],
): boolean {
  if (stemNeedsAffix && chain.length === 0) return false;
  const has = (rule: AffixRule, flag: string | undefined) =>
    flag !== undefined && rule.flags.includes(flag);
  if (chain.some((rule) => has(rule, affixes.onlyInCompound))) return false;
  if (chain.length > 0 && chain.every((rule) => has(rule, affixes.needAffix))) return false;
  const circumfixes = chain.filter((rule) => has(rule, affixes.circumfix)).length;
  return circumfixes === 0 || circumfixes === 2;
}

function classesOf(affixes: AffixFile, flags: Iterable<string>, kind: 'PFX' | 'SFX'): AffixClass[] {
  const classes: AffixClass[] = [];
  for (const flag of flags) {
    const found = affixes.classes.get(flag);
    if (found?.kind === kind) classes.push(found);
  }
  return classes;
}

function* expandStem(stem: string, flags: Set<string>, affixes: AffixFile): Generator<string> {
  const needs = affixes.needAffix !== undefined && flags.has(affixes.needAffix);
  const full = affixes.fullStrip;
  if (standsAlone(affixes, needs, [])) yield stem;
  const prefixes = classesOf(affixes, flags, 'PFX');
  for (const prefixClass of prefixes) {
    for (const rule of prefixClass.rules) {
      if (applies(rule, 'PFX', stem, full) && standsAlone(affixes, needs, [rule])) {
        yield affix(rule, 'PFX', stem);
      }
    }
  }
  for (const suffixClass of classesOf(affixes, flags, 'SFX')) {
    for (const rule of suffixClass.rules) {
      if (!applies(rule, 'SFX', stem, full)) continue;
      const once = affix(rule, 'SFX', stem);
      if (standsAlone(affixes, needs, [rule])) yield once;
      // A second suffix, named by the first suffix's continuation flags.
      for (const secondClass of classesOf(affixes, rule.flags, 'SFX')) {
        for (const second of secondClass.rules) {
          if (applies(second, 'SFX', once, full) && standsAlone(affixes, needs, [rule, second])) {
            yield affix(second, 'SFX', once);
          }
        }
      }
      if (!suffixClass.cross) continue;
      // Prefixes of the stem, or named by the suffix, combine with it when both allow the cross product.
      const crossing = new Set([...prefixes, ...classesOf(affixes, rule.flags, 'PFX')]);
      for (const prefixClass of crossing) {
        if (!prefixClass.cross) continue;
        for (const prefix of prefixClass.rules) {
          if (applies(prefix, 'PFX', once, full) && standsAlone(affixes, needs, [rule, prefix])) {
            yield affix(prefix, 'PFX', once);
          }
        }
      }
    }
  }
}
