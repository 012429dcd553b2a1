// The analysis as plain text for an email: one line per judged turn, then a line per player.
import { coordName } from '../crossword/board';
import type { GeneratedPlay } from '../crossword/movegen/types';
import type { GameAnalysis } from './analyse';

export type AnalysisText = string;

/** `H8 across PL(A)NE`: where a generated play goes and what it spells. */
export function describePlay(play: GeneratedPlay): string {
  return `${coordName(play.start)} ${play.direction} ${play.written}`;
}

export function formatAnalysis(analysis: GameAnalysis, names: readonly string[]): AnalysisText {
  const name = (seat: number) => names[seat] ?? `Player ${seat + 1}`;
  const lines: string[] = [];
  for (const t of analysis.turns) {
    const played = `${t.played.notation || t.played.kind} (${t.played.score})`;
    const best =
      t.best === null
        ? t.rack === ''
          ? 'rack unknown'
          : 'no play was possible'
        : t.missed === 0
          ? 'the best play'
          : `best was ${describePlay(t.best)} (${t.best.score}, ${t.missed} more)`;
    lines.push(`${t.turn}. ${name(t.seat)} [${t.rack}] ${played}: ${best}`);
  }
  lines.push('');
  for (const s of analysis.seats) {
    lines.push(
      `${name(s.seat)}: ${s.scored} of ${s.possible} possible points (${s.efficiency}%), the best play on ${s.bestFound} of ${s.turns} turns`,
    );
  }
  return lines.join('\n');
}
