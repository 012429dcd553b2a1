// Robot strength levels: from the best score every turn down to a casual player who keeps to
// shorter words and settles for a middling score.

export const robotLevels = ['best', 'strong', 'club', 'casual', 'beginner'] as const;
export type RobotLevel = (typeof robotLevels)[number];

export interface LevelSpec {
  /** Plays scoring within [low, high] × the best score (after the vocabulary limit) are candidates. */
  low: number;
  high: number;
  /** The longest main word this player "knows" (a stand-in for a smaller vocabulary). */
  longestWord: number;
  /** A sentence for the help text. */
  describe: string;
}

export const levelSpecs: Record<RobotLevel, LevelSpec> = {
  best: { low: 1, high: 1, longestWord: 99, describe: 'plays the highest-scoring move every turn' },
  strong: {
    low: 0.85,
    high: 1,
    longestWord: 99,
    describe: 'plays one of its highest-scoring moves',
  },
  club: {
    low: 0.6,
    high: 0.9,
    longestWord: 8,
    describe: 'plays good but not the best moves, words up to 8 letters',
  },
  casual: {
    low: 0.35,
    high: 0.7,
    longestWord: 6,
    describe: 'plays middling moves with words up to 6 letters',
  },
  beginner: {
    low: 0.15,
    high: 0.5,
    longestWord: 5,
    describe: 'plays modest moves with words up to 5 letters',
  },
};

export function isRobotLevel(text: string): text is RobotLevel {
  return (robotLevels as readonly string[]).includes(text);
}
