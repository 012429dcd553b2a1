// A FIDE Dutch engine run the way its CLI expects (bbpPairings: `--dutch FILE -p OUT`): the
// history written as a TRF file, the next round read back as "white black" lines, "n 0" the bye.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTrf, type Trf } from '../../engine/tournament/trf';
import type { Pairing } from './swiss-compare';

/** The engine's pairing of the round after the cards in `trf`, or its complaint. */
export function enginePairing(engine: string, trf: Trf): Pairing | { error: string } {
  const dir = mkdtempSync(join(tmpdir(), 'swiss-check-'));
  try {
    const input = join(dir, 'in.trf');
    const output = join(dir, 'out.txt');
    writeFileSync(input, formatTrf(trf));
    try {
      execFileSync(engine, ['--dutch', input, '-p', output], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (e) {
      const stderr = (e as { stderr?: Buffer }).stderr?.toString().trim();
      return { error: stderr || (e as Error).message };
    }
    return pairingOf(readFileSync(output, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** bbpPairings' output: a count line, then "white black" per board, "player 0" for the bye. */
export function pairingOf(text: string): Pairing {
  const [, ...lines] = text.trim().split(/\r?\n/);
  const out: Pairing = { pairs: [], bye: null };
  for (const line of lines) {
    const [white, black] = line.trim().split(/\s+/);
    if (!white) continue;
    if (black === '0') out.bye = white;
    else out.pairs.push([white, black!]);
  }
  return out;
}
