// The names macondo (and so Woogles) gives boards and tile distributions, and where our own
// facts go in a record so that macondo's and Quackle's readers pass over them.

/** macondo's `#board-layout` names for our layouts; a layout not listed is not written. */
const BOARD_LAYOUTS: Record<string, string> = {
  standard: 'CrosswordGame',
  super: 'SuperCrosswordGame',
};

/** macondo's `#tile-distribution` names for our tile sets on a layout ('' = any layout). */
const TILE_DISTRIBUTIONS: Record<string, Record<string, string>> = {
  english: { super: 'english_super', '': 'english' },
  french: { '': 'french' },
  german: { '': 'german' },
  spanish: { '': 'spanish' },
};

export function fieldBoardLayout(layout: string): string | undefined {
  return BOARD_LAYOUTS[layout];
}

export function fieldTileDistribution(tileSet: string, layout: string): string | undefined {
  const names = TILE_DISTRIBUTIONS[tileSet];
  return names?.[layout] ?? names?.[''];
}

/** Our layout id for a macondo `#board-layout` name (or our own id written there). */
export function layoutFromField(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  return Object.keys(BOARD_LAYOUTS).find((id) => BOARD_LAYOUTS[id] === name) ?? name;
}

/** Our tile set id for a macondo `#tile-distribution` name (or our own id written there). */
export function tileSetFromField(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const found = Object.entries(TILE_DISTRIBUTIONS).find(([, names]) =>
    Object.values(names).includes(name),
  );
  return found?.[0] ?? name;
}

/**
 * Our own facts ride on `#- KEY VALUE` lines (the GCG continuation pragma) after `#game-board`:
 * macondo's reader ignores continuation lines and Quackle's ignores every pragma it does not
 * know, whereas an unknown pragma such as `#ruleset` stops macondo's reader.
 */
export const EXTRA_PRAGMA = '-';
