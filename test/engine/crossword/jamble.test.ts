// Jamble (JX, JW, JH, JY): typed letters through board tiles, blanks, exchanges and the end of the game.
import { describe, expect, it } from 'vitest';
import { tileSets } from '../../../engine/crossword/tilesets';
import {
  allTilesIn,
  giveRack,
  lastMove,
  lexiconOf,
  move,
  newGame,
  placedTiles,
  putWord,
  refusal,
  takeTurns,
  words,
} from './helpers';

describe('Jamble move entry', () => {
  it('plays PLANE through an N when PLAE is typed (the rule book’s example)', () => {
    const game = newGame('jamble-jx');
    putWord(game, 'K7', 'down', 'NET');
    giveRack(game, 0, 'PLAEXYZ');
    move(game, 0, 'H7 across PLAE');
    // P3 L1×2 (I7 is a DL) A1 N1 E1 = 8, no word bonus.
    expect(lastMove(game)).toMatchObject({ words: ['PLANE'], score: 8 });
    expect(lastMove(game).breakdown).toEqual(['PLANE: P3 L1×2 A1 N1 E1 = 8']);
    expect(game.state.racks[0]).toHaveLength(7);
  });

  it('also takes the whole word with the board’s N written in', () => {
    const game = newGame('jamble-jx');
    putWord(game, 'K7', 'down', 'NET');
    giveRack(game, 0, 'PLAEXYZ');
    move(game, 0, 'H7 across PLANE');
    expect(placedTiles(game)).toBe('PLAE');
  });

  it('uses the blank only for a letter the rack lacks', () => {
    const game = newGame('jamble-jx');
    giveRack(game, 0, 'PLAE?ST');
    move(game, 0, 'H8 across PLANE');
    expect(placedTiles(game)).toBe('PLAnE');
  });

  it('uses a real tile even where the player marked a blank', () => {
    const game = newGame('jamble-jx');
    giveRack(game, 0, 'PLANE?S');
    move(game, 0, 'H8 across PL?ANE');
    expect(lastMove(game).placements.some((p) => p.blank)).toBe(false);
    expect(game.state.racks[0]).toContain('?');
  });

  describe('a word that needs more of a letter than the rack holds', () => {
    const tacit = lexiconOf(['TACIT']);
    const played = (text: string) => {
      const game = newGame('jamble-jx');
      giveRack(game, 0, 'TACI?EE');
      move(game, 0, text, tacit);
      return [placedTiles(game), lastMove(game).score];
    };

    it('puts the blank where it costs least, not on the later T on a double letter (L8)', () => {
      // tACIT: t0 A1 C2 I1 T1×2 = 6, ×2 (H8) = 12; the blank on L8 would give 10.
      expect(played('H8 across TACIT')).toEqual(['tACIT', 12]);
    });

    it('puts the blank where the player marks it', () => {
      expect(played('H8 across TACIt')).toEqual(['TACIt', 10]);
      expect(played('H8 across TACI?T')).toEqual(['TACIt', 10]);
    });
  });
});

describe('Jamble two-letter words: the rule book’s list is complete', () => {
  it.each(['jamble-jx', 'jamble-jw', 'jamble-jo', 'jamble-jh', 'jamble-jy'])(
    'refuses QI in %s although the lexicon has it (it is not on the list)',
    (id) => {
      const game = newGame(id);
      giveRack(game, 0, 'QIAAAAA');
      expect(refusal(game, 0, 'H8 across QI')).toMatchObject({ code: 'word-not-in-lexicon' });
      expect(game.state.moves).toHaveLength(0);
    },
  );

  it.each(['JA', 'KI', 'OI', 'OO'])('refuses %s, which the rule book does not list', (two) => {
    const game = newGame('jamble-jx');
    giveRack(game, 0, `${two}AAAAA`);
    expect(refusal(game, 0, `H8 across ${two}`, lexiconOf([two]))?.code).toBe(
      'word-not-in-lexicon',
    );
  });

  it('refuses a three-letter play whose two-letter cross word is not on the list (OI)', () => {
    const lexicon = lexiconOf(['ON', 'TIE', 'TEA', 'OI', 'OE', 'NE', 'NA']);
    const game = newGame('jamble-jx');
    putWord(game, 'H8', 'across', 'ON');
    giveRack(game, 0, 'TIEAAAA');
    // TIE under ON makes OI (unlisted) and NE; TEA makes OE and NA, both listed.
    const refused = refusal(game, 0, 'G9 across TIE', lexicon);
    expect(refused?.code).toBe('word-not-in-lexicon');
    expect(refused?.message).toContain('OI');
    move(game, 0, 'G9 across TEA', lexicon);
    expect(lastMove(game).words).toEqual(['TEA', 'OE', 'NA']);
  });

  it.each([
    ['the two-letter words of the rule book even when the lexicon lacks them', 'FE'],
    ['the longer words of the lexicon', 'QUIZ'],
  ])('accepts %s (%s)', (_what, word) => {
    const game = newGame('jamble-jx');
    giveRack(game, 0, word.padEnd(7, 'A'));
    move(game, 0, `H8 across ${word}`);
    expect(lastMove(game).words).toEqual([word]);
  });
});

describe('Jamble exchanges', () => {
  it('exchanges any number of tiles for 0 points and keeps every tile in the game', () => {
    const game = newGame('jamble-jx');
    const before = allTilesIn(game.state);
    giveRack(game, 0, 'QZJXVKA');
    move(game, 0, 'EXCHANGE QZ');
    expect(lastMove(game)).toMatchObject({ kind: 'exchange', score: 0 });
    expect(game.state.racks[0]).toHaveLength(7);
    expect(allTilesIn(game.state)).toEqual(before);
    expect(game.state.toMove).toBe(1);
  });

  it('allows an exchange with fewer than 7 tiles in the bag, but not more tiles than the bag holds', () => {
    const game = newGame('jamble-jx');
    giveRack(game, 0, 'QZJXVKA');
    game.state.bag = game.state.bag.slice(0, 2);
    expect(refusal(game, 0, 'EXCHANGE QZJ')?.code).toBe('bag-too-small');
    move(game, 0, 'EXCHANGE QZ');
    expect(game.state.racks[0]).toHaveLength(7);
  });

  it('refuses to exchange tiles the rack does not hold', () => {
    const game = newGame('jamble-jx');
    giveRack(game, 0, 'AAAAAAA');
    expect(refusal(game, 0, 'EXCHANGE Q')?.code).toBe('tiles-not-on-rack');
  });
});

describe('the end of a Jamble game', () => {
  it('ends when the bag is empty and a player has no tiles; the other subtracts their own, not below 0', () => {
    const game = newGame('jamble-jx');
    game.state.bag = [];
    game.state.racks = [
      ['A', 'T'],
      ['Q', 'Z'],
    ];
    game.state.scores = [0, 10];
    move(game, 0, 'H8 across AT');
    expect(game.state.result).toEqual({
      winners: [0],
      reason: 'Ann went out.',
      adjustments: [
        {
          seat: 1,
          delta: -10,
          reason: 'Q Z left on the rack (24 points; no score goes below 0)',
        },
      ],
      final: [4, 0],
    });
  });

  it('says every end-of-game adjustment with its tiles in the game-over event (F D C: −5)', () => {
    const game = newGame('jamble-jx');
    game.state.bag = [];
    game.state.racks = [
      ['F', 'D', 'C'],
      ['A', 'T'],
    ];
    game.state.scores = [286, 292];
    game.state.toMove = 1;
    const command = game.kind.parse('H8 across AT', game.config);
    if (!command.ok) throw new Error(command.error.message);
    const applied = game.kind.apply(game.config, game.state, 1, command.value, {
      now: 0,
      lexicon: words,
    });
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.events.at(-1)?.text).toBe(
      'Game over: Bob went out. End of game: Ann −5, F D C left on the rack (5 points). Bob wins. Final scores: Ann 281, Bob 296.',
    );
  });

  it('ends when both players pass one after the other, and equal scores are a draw', () => {
    const game = newGame('jamble-jx');
    game.state.racks = [['Q'], ['Z']];
    move(game, 0, 'PASS');
    expect(game.state.result).toBeNull();
    move(game, 1, 'PASS');
    expect(game.state.result).toMatchObject({ winners: [0, 1], final: [0, 0] });
  });

  it('does not end on two passes that are not one after the other', () => {
    const game = newGame('jamble-jx');
    giveRack(game, 1, 'ANEEEEE');
    takeTurns(game, 'PASS', 'H8 across AN', 'PASS');
    expect(game.state.result).toBeNull();
  });
});

describe.each([
  ['jamble-jx', 10, 2, 11],
  ['jamble-jw', 10, 6, 7],
  ['jamble-jh', 40, 2, 11],
  ['jamble-jy', 40, 6, 7],
])('%s', (id, bonus, blanks, es) => {
  it(`has ${blanks} blanks, ${es} E's and 100 tiles`, () => {
    const game = newGame(id);
    const set = tileSets[game.config.tileSet];
    expect(set?.blanks).toBe(blanks);
    expect(set?.counts.E).toBe(es);
    expect(allTilesIn(game.state)).toHaveLength(100);
  });

  it(`adds ${bonus} for using all 7 tiles, never multiplied`, () => {
    const game = newGame(id);
    giveRack(game, 0, 'RETAINS');
    move(game, 0, 'H8 across RETAINS');
    // One point each in Jamble; the I lands on the L8 DL and the R on the H8 DW.
    expect(lastMove(game).score).toBe(2 * (7 + 1) + bonus);
  });
});
