// How the CLIs here document and refuse their command lines: a usage line per flag, written from
// the same table the flags are parsed with, and a mistake answered with the usage and exit code 2.

/** A mistake on the command line (a bad flag value, a missing file): the run stops with exit code 2. */
export class UsageError extends Error {}

/** "  --games        games played at once": a meaning's further lines are indented under its first. */
export function flagLines(flags: [flag: string, meaning: string][], width: number): string[] {
  return flags.flatMap(([flag, meaning]) =>
    meaning.split('\n').map((line, i) => `  ${(i === 0 ? `--${flag}` : '').padEnd(width)}${line}`),
  );
}

/** A UsageError or node's own parseArgs refusal: the message and the usage on stderr, then 2. */
export function usageExit(error: unknown, usage: string): number {
  const parseArgsRefusal = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  if (!(error instanceof UsageError) && !parseArgsRefusal) throw error;
  console.error(`${(error as Error).message}\n${usage}`);
  return 2;
}

/** node:util parseArgs options for flags that each take one value, named by the usage's table. */
export function valueFlags<Flag extends string>(
  table: Record<Flag, string>,
): Record<Flag, { type: 'string' }> {
  const flags = Object.keys(table) as Flag[];
  return Object.fromEntries(flags.map((f) => [f, { type: 'string' }])) as Record<
    Flag,
    { type: 'string' }
  >;
}
