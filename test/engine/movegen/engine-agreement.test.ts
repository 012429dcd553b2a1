// Every play the generator finds is one the rules engine accepts, scored exactly as scorePlay scores
// it, on positions from seeded self-play under each crossword ruleset with the english lexicon
// (Scribble with the test lexicon).
import { describe, expect, it } from 'vitest';
import { getLexicon } from '../../../dictionaries/registry';
import { contextOf } from '../../../engine/crossword/context';
import { defaultConfigOf, moveGenRulesOf } from '../../../engine/crossword/movegen/from-config';
import { generatePlays } from '../../../engine/crossword/movegen/index';
import { checkPlacement, unknownWords } from '../../../engine/crossword/play';
import { scorePlay } from '../../../engine/crossword/scoring';
import { selfPlayPositions } from '../../../engine/robot/self-play';

// Scribble's unlimited letters make every position hold a huge number of plays with english; the
// small hand-written test lexicon keeps that case quick.
const lexiconFor = (id: string) => getLexicon(id === 'scribble' ? 'test' : 'english')!;

describe.each(['scrabble', 'wwf', 'jamble-jx', 'jamble-jh', 'jamble-jw', 'scribble'])(
  'under %s rules',
  (id) => {
    const lexicon = lexiconFor(id);
    const config = defaultConfigOf(id, lexicon.id)!;
    const g = contextOf(config);
    const setup = moveGenRulesOf(config);
    const positions = selfPlayPositions(
      lexicon,
      setup,
      g.tileSet,
      `agreement ${id}`,
      id === 'scribble' ? 4 : 10,
    );

    it('scores every generated play as scorePlay does, and the engine accepts it', () => {
      let checked = 0;
      for (const { board, rack } of positions) {
        const plays = generatePlays(lexicon, setup, board, rack);
        // Every 7th play keeps the test quick while still touching all kinds of plays.
        for (let i = 0; i < plays.length; i += 7) {
          const play = plays[i]!;
          const scored = scorePlay(g.rules, g.layout, board, play.placements);
          expect(play.score, play.written).toBe(scored.score);
          expect(checkPlacement(g, board, play.placements, scored).ok, play.written).toBe(true);
          expect(unknownWords(g, lexicon, scored), play.written).toEqual([]);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
    }, 60_000);
  },
);
