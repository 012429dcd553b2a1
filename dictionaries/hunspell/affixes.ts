// Hunspell .aff files: flag syntax, PFX/SFX rules with their conditions, and the flags that change expansion.

export type FlagType = 'short' | 'long' | 'num' | 'UTF-8';

/** One PFX/SFX line: strip `strip`, add `add`, when the word matches `condition` at that end. */
export interface AffixRule {
  strip: string;
  add: string;
  /** Continuation flags: further suffixes/prefixes this form takes, or NEEDAFFIX and friends. */
  flags: readonly string[];
  condition: RegExp;
}

export interface AffixClass {
  kind: 'PFX' | 'SFX';
  /** Whether this class combines with a class of the other kind (cross product `Y`). */
  cross: boolean;
  rules: AffixRule[];
}

export interface AffixFile {
  flagType: FlagType;
  classes: Map<string, AffixClass>;
  /** Flag aliases (AF): in the .dic, `/3` means the third AF line's flags. */
  aliases: string[][];
  needAffix?: string;
  forbidden?: string;
  onlyInCompound?: string;
  circumfix?: string;
  fullStrip: boolean;
  /** OCONV pairs, applied to every generated form (Dutch writes the ĳ ligature as IJ). */
  outputConversions: [string, string][];
}

export function splitFlags(text: string, type: FlagType): string[] {
  if (text.length === 0) return [];
  switch (type) {
    case 'long':
      return text.match(/[\s\S]{1,2}/gu) ?? [];
    case 'num':
      return text.split(',').filter((f) => f.length > 0);
    case 'UTF-8':
      return [...text];
    default:
      return text.split('');
  }
}

/** A Hunspell condition (`[^aeiou]y`, `.`, `[^sxz]`) as a regular expression anchored at its end. */
export function conditionRegExp(condition: string, kind: 'PFX' | 'SFX'): RegExp {
  let source = '';
  let inClass = false;
  for (const char of condition === '.' ? '' : condition) {
    if (inClass) {
      if (char === ']') {
        inClass = false;
        source += char;
      } else if (char === '^' && source.endsWith('[')) {
        source += char;
      } else {
        source += /[\\\][^-]/.test(char) ? `\\${char}` : char;
      }
    } else if (char === '[') {
      inClass = true;
      source += char;
    } else if (char === '.') {
      source += char;
    } else {
      source += /[\^$\\.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
    }
  }
  return new RegExp(kind === 'PFX' ? `^${source}` : `${source}$`, 'u');
}

export function parseAffixFile(text: string): AffixFile {
  const file: AffixFile = {
    flagType: 'short',
    classes: new Map(),
    aliases: [],
    fullStrip: false,
    outputConversions: [],
  };
  const lines = text.split(/\r?\n/).map((line) => line.replace(/^\uFEFF/, ''));
  for (const line of lines) {
    const fields = line.trim().split(/\s+/);
    const [keyword, first, second] = fields;
    switch (keyword) {
      case 'FLAG':
        file.flagType = first as FlagType;
        break;
      case 'NEEDAFFIX':
        file.needAffix = first;
        break;
      case 'FORBIDDENWORD':
        file.forbidden = first;
        break;
      case 'ONLYINCOMPOUND':
        file.onlyInCompound = first;
        break;
      case 'CIRCUMFIX':
        file.circumfix = first;
        break;
      case 'FULLSTRIP':
        file.fullStrip = true;
        break;
      case 'OCONV':
        if (first !== undefined && second !== undefined)
          file.outputConversions.push([first, second]);
        break;
      case 'AF':
        if (first !== undefined && fields.length === 2 && !/^\d+$/.test(first)) {
          file.aliases.push(splitFlags(first, file.flagType));
        }
        break;
      case 'PFX':
      case 'SFX':
        addAffixLine(file, keyword, fields);
        break;
    }
  }
  return file;
}

function addAffixLine(file: AffixFile, kind: 'PFX' | 'SFX', fields: string[]): void {
  const [, flag, strip, addWithFlags, condition] = fields;
  if (flag === undefined || strip === undefined || addWithFlags === undefined) return;
  const existing = file.classes.get(flag);
  // The header line: `SFX flag Y count` (its third field is Y or N, its fourth a number).
  if (existing === undefined && (strip === 'Y' || strip === 'N') && /^\d+$/.test(addWithFlags)) {
    file.classes.set(flag, { kind, cross: strip === 'Y', rules: [] });
    return;
  }
  if (existing === undefined) return;
  const slash = addWithFlags.indexOf('/');
  const add = slash < 0 ? addWithFlags : addWithFlags.slice(0, slash);
  const flags = slash < 0 ? '' : addWithFlags.slice(slash + 1);
  existing.rules.push({
    strip: strip === '0' ? '' : strip,
    add: add === '0' ? '' : add,
    flags:
      flags.length > 0 && /^\d+$/.test(flags) && file.aliases.length > 0
        ? (file.aliases[Number(flags) - 1] ?? [])
        : splitFlags(flags, file.flagType),
    condition: conditionRegExp(condition ?? '.', kind),
  });
}
