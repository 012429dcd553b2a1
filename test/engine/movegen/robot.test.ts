// The robot's choice by level, Jamble's rack-first blanks, and game analysis on a small board.
import { describe, expect, it } from 'vitest';
import { generatePlays } from '../../../engine/crossword/movegen/index';
import { seedRng } from '../../../engine/rng';
import { chooseRobotPlay, rackFirstBlanks } from '../../../engine/robot/choose';
import { analyseWith, formatAnalysis } from '../../../engine/robot/index';
import { levelSpecs, robotLevels } from '../../../engine/robot/levels';
import { boardOf, middleRowBoard, tinyLexicon, tinyRules } from './fixtures';

const setup = tinyRules('scrabble');
const bread = middleRowBoard('.BREAD.');
const plays = generatePlays(tinyLexicon, setup, bread, [...'ABDEINO']);
const best = plays[0]!.score;

describe('chooseRobotPlay', () => {
  it('plays the highest score at the best level', () => {
    expect(chooseRobotPlay(plays, 'best', seedRng('x'))?.score).toBe(best);
  });

  it('returns null when there is no play, so the robot can pass or exchange', () => {
    expect(chooseRobotPlay([], 'casual', seedRng('x'))).toBeNull();
  });

  it.each(robotLevels.filter((l) => l !== 'best'))(
    'keeps the %s level within its score band and word length',
    (level) => {
      const spec = levelSpecs[level];
      for (const seed of ['a', 'b', 'c', 'd', 'e']) {
        const play = chooseRobotPlay(plays, level, seedRng(seed))!;
        const known = plays.filter((p) => p.word.length <= spec.longestWord);
        const top = Math.max(...known.map((p) => p.score));
        expect(play.word.length).toBeLessThanOrEqual(spec.longestWord);
        expect(play.score).toBeGreaterThanOrEqual(Math.floor(top * spec.low));
        expect(play.score).toBeLessThanOrEqual(Math.ceil(top * spec.high));
      }
    },
  );

  it('chooses the same play from the same seed', () => {
    const a = chooseRobotPlay(plays, 'casual', seedRng('same'));
    const b = chooseRobotPlay(plays, 'casual', seedRng('same'));
    expect(a).toBe(b);
  });

  it('scores less on average as the level drops', () => {
    const mean = (level: (typeof robotLevels)[number]) => {
      let sum = 0;
      for (let i = 0; i < 20; i++) sum += chooseRobotPlay(plays, level, seedRng(`m${i}`))!.score;
      return sum / 20;
    };
    expect(mean('strong')).toBeGreaterThan(mean('casual'));
    expect(mean('casual')).toBeGreaterThan(mean('beginner'));
  });

  it('keeps to a smaller vocabulary when given one', () => {
    const knows = (w: string) => w === 'BREADS' || w.length <= 2;
    const play = chooseRobotPlay(plays, 'strong', seedRng('v'), { knows });
    expect(play && knows(play.word)).toBe(true);
  });
});

describe('rackFirstBlanks (Jamble: a typed letter takes a real tile first)', () => {
  const rackPlays = generatePlays(tinyLexicon, setup, boardOf(Array(7).fill('.......')), [
    ...'NI?',
  ]);
  it.each([
    ['a real N and the blank as a second N (INN)', 'NI?', true],
    ['the blank as N while a real N stays on the rack', 'NI?', false],
  ])('%s', (_name, rack, expected) => {
    const found = rackPlays.filter((p) => {
      const ts = p.placements.filter((x) => x.letter === 'N');
      return expected
        ? ts.length === 2 && !ts[0]!.blank && ts[1]!.blank
        : ts.length === 1 && ts[0]!.blank;
    });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(rackFirstBlanks(p, [...rack])).toBe(expected);
  });

  it('leaves only writable plays for the robot', () => {
    const play = chooseRobotPlay(rackPlays, 'best', seedRng('j'), {
      rack: [...'NI?'],
      blanks: 'rack-first',
    });
    expect(play && rackFirstBlanks(play, [...'NI?'])).toBe(true);
  });
});

describe('analyseWith', () => {
  const first = generatePlays(tinyLexicon, setup, boardOf(Array(7).fill('.......')), [
    ...'BREADST',
  ]);
  const weak = first.find((p) => p.word === 'BED')!;
  const analysis = analyseWith(setup, tinyLexicon, [
    {
      seat: 0,
      rack: [...'BREADST'],
      kind: 'play',
      placements: weak.placements,
      score: weak.score,
      notation: 'BED',
    },
    { seat: 1, rack: [...'ONSETIR'], kind: 'pass', placements: [], score: 0, notation: 'PASS' },
    { seat: 0, rack: [], kind: 'pass', placements: [], score: 0, notation: 'PASS' },
  ]);

  it('puts the best play the rack allowed beside the play made', () => {
    const turn = analysis.turns[0]!;
    expect(turn.best?.score).toBe(first[0]!.score);
    expect(turn.missed).toBe(first[0]!.score - weak.score);
  });

  it('judges later turns on the board as played (BED on it)', () => {
    const turn = analysis.turns[1]!;
    expect(turn.best).not.toBeNull();
    expect(turn.missed).toBe(turn.best!.score);
  });

  it('does not judge a turn whose rack is unknown', () => {
    expect(analysis.turns[2]!.best).toBeNull();
    expect(analysis.seats[0]!.turns).toBe(1);
  });

  it('sums each seat: points made, points possible, efficiency', () => {
    const [zero, one] = analysis.seats;
    expect(zero).toMatchObject({
      seat: 0,
      scored: weak.score,
      possible: first[0]!.score,
      bestFound: 0,
    });
    expect(zero!.efficiency).toBe(Math.round((100 * weak.score) / first[0]!.score));
    expect(one).toMatchObject({ seat: 1, scored: 0, bestFound: 0, efficiency: 0 });
  });

  it('writes a line per turn and per player', () => {
    const text = formatAnalysis(analysis, ['Ann', 'Bob']);
    expect(text).toContain('1. Ann [BREADST] BED');
    expect(text).toContain('rack unknown');
    expect(text).toMatch(/^Bob: 0 of \d+ possible points \(0%\)/m);
  });
});
