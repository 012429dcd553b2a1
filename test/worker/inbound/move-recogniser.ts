// A small stand-in for the games' notation, enough to tell commands from prose in the fixtures:
// PASS, RESIGN, HELP, BOARD, EXCHANGE tiles, and plays written "H8 across PLANE", "8H PLANE",
// "H8 PLANE" or "[8,8] H PLANE" (the notations our turn emails suggest).
const SQUARE_COLUMN_FIRST = '[A-O](?:1[0-5]|[1-9])';
const SQUARE_ROW_FIRST = '(?:1[0-5]|[1-9])[A-O]';
const WORD = '[A-Z?]{2,15}';
const COMMAND = new RegExp(
  [
    'PASS|RESIGN|HELP|BOARD',
    'EXCHANGE\\s+[A-Z?]{1,7}',
    `${SQUARE_COLUMN_FIRST}\\s+(?:across|down)\\s+${WORD}`,
    `(?:${SQUARE_COLUMN_FIRST}|${SQUARE_ROW_FIRST})\\s+${WORD}`,
    `\\[\\d{1,2},\\s*\\d{1,2}\\]\\s+[HV]\\s+${WORD}`,
  ]
    .map((pattern) => `(?:${pattern})`)
    .join('|')
    .replace(/^/, '^(?:')
    .concat(')$'),
  'i',
);

export function isMove(line: string): boolean {
  return COMMAND.test(line);
}
