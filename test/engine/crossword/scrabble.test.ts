// Scrabble by email and WWF: blanks, exchanges, the three-pass end, going out, ties, double challenge.
import { describe, expect, it } from 'vitest';
import {
  allTilesIn,
  giveRack,
  lastMove,
  lexiconOf,
  move,
  newGame,
  putWord,
  refusal,
  viewOf,
} from './helpers';

describe('Scrabble blanks', () => {
  it.each([
    ['a lowercase letter', 'H8 across PLaNE'],
    ['a ? before the letter', 'H8 across PL?ANE'],
  ])('marks the blank with %s, keeping the real tile on the rack', (_how, text) => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLANE?S');
    move(game, 0, text);
    const a = lastMove(game).placements.find((p) => p.letter === 'A');
    expect(a?.blank).toBe(true);
    expect(game.state.racks[0]).toContain('A');
    expect(viewOf(game).squares[7]?.[9]).toMatchObject({ letter: 'A', blank: true });
  });

  it('uses the blank for a capital letter the rack lacks', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLAE?ST');
    move(game, 0, 'H8 across PLANE');
    expect(lastMove(game).placements.find((p) => p.letter === 'N')?.blank).toBe(true);
  });

  it('refuses a marked blank when the rack has none', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLANEST');
    expect(refusal(game, 0, 'H8 across PLaNE')?.code).toBe('tiles-not-on-rack');
  });

  it('says which square is taken and how to write the play instead', () => {
    const game = newGame('scrabble');
    putWord(game, 'K3', 'across', 'PLANE');
    giveRack(game, 0, 'SAAAAAA');
    const error = refusal(game, 0, 'O3 across S');
    expect(error?.code).toBe('square-taken');
    expect(error?.message).toContain('O3 is taken by E');
  });
});

describe('Scrabble exchanges', () => {
  it('refuses an exchange while the bag has fewer than 7 tiles, whatever the number exchanged', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'QAAAAAA');
    game.state.bag = game.state.bag.slice(0, 6);
    expect(refusal(game, 0, 'EXCHANGE Q')?.code).toBe('bag-too-small');
    expect(viewOf(game).canExchange).toBe(false);
  });

  it('allows an exchange with exactly 7 tiles in the bag and keeps every tile in the game', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'QAAAAAA');
    game.state.bag = game.state.bag.slice(0, 7);
    const before = allTilesIn(game.state);
    move(game, 0, 'EXCHANGE QAAAAAA');
    expect(allTilesIn(game.state)).toEqual(before);
    expect(game.state.bag).toHaveLength(7);
  });
});

describe('the end of a Scrabble game', () => {
  it('ends when every player has passed three times in succession; everyone loses their rack', () => {
    const game = newGame('scrabble');
    game.state.racks = [['Q'], ['A', 'B']];
    game.state.scores = [20, 30];
    for (let i = 0; i < 5; i++) move(game, i % 2, 'PASS');
    expect(game.state.result).toBeNull();
    move(game, 1, 'PASS');
    expect(game.state.result).toMatchObject({
      reason: 'every player passed 3 times in a row.',
      final: [10, 26],
      winners: [1],
    });
  });

  it('gives the player who goes out the total of the others’ racks', () => {
    const game = newGame('scrabble', {}, ['Ann', 'Bob', 'Cy']);
    game.state.bag = [];
    game.state.racks = [['A', 'T'], ['Q'], ['Z', 'E']];
    move(game, 0, 'H8 across AT');
    expect(game.state.result?.adjustments).toEqual([
      { seat: 1, delta: -10, reason: 'Q left on the rack (10 points)' },
      { seat: 2, delta: -11, reason: 'Z E left on the rack (11 points)' },
      { seat: 0, delta: 21, reason: 'went out: Bob’s Q (10) and Cy’s Z E (11)' },
    ]);
    expect(game.state.result?.final).toEqual([4 + 21, -10, -11]);
  });

  it('breaks a tie in favour of the higher score before the adjustments', () => {
    const game = newGame('scrabble');
    game.state.bag = [];
    game.state.racks = [['A', 'T'], ['D']];
    game.state.scores = [0, 8];
    // Ann scores 4 and gains 2: 6; Bob loses 2: 6. Before adjustments Bob had 8, Ann 4.
    move(game, 0, 'H8 across AT');
    expect(game.state.result?.final).toEqual([6, 6]);
    expect(game.state.result?.winners).toEqual([1]);
  });
});

describe('the move’s sentence', () => {
  it('says which way each word reads when a play makes two of the same word', () => {
    const game = newGame('scrabble');
    putWord(game, 'G9', 'across', 'I');
    giveRack(game, 0, 'QIEEEEE');
    move(game, 0, 'G8 across QI');
    // QI across: Q10 I1 on H8 (DW) = 22; QI down G8–G9: Q10 and the board's I1 = 11.
    expect(lastMove(game).text).toBe(
      'Ann played QI at G8 across for 33 (QI across 22, QI down 11).',
    );
  });
});

describe('double challenge', () => {
  const lexicon = lexiconOf(['PLANE', 'PLANES']);

  function played(word: string) {
    const game = newGame('scrabble', { challenge: 'double' });
    giveRack(game, 0, 'PLANEXS');
    const before = structuredClone(game.state);
    move(game, 0, `H8 across ${word}`, lexicon);
    return { game, before };
  }

  it('does not check words on entry', () => {
    expect(lastMove(played('PLANX').game)).toMatchObject({ kind: 'play', words: ['PLANX'] });
    expect(viewOf(played('PLANX').game, 1).challengeable).toBe(true);
  });

  it('takes back an unacceptable play: no score, tiles back on the rack and in the bag, and the challenger moves', () => {
    const { game, before } = played('PLANX');
    move(game, 1, 'CHALLENGE', lexicon);
    expect(lastMove(game)).toMatchObject({
      kind: 'withdrawn',
      seat: 0,
      score: -game.state.moves[0]!.score,
    });
    expect(game.state.scores).toEqual([0, 0]);
    expect(game.state.board).toEqual(before.board);
    expect(game.state.racks[0]?.slice().sort()).toEqual(before.racks[0]?.slice().sort());
    expect(game.state.bag).toEqual(before.bag);
    expect(game.state.toMove).toBe(1);
  });

  it('refuses a second challenge straight after the first: it does not put the play back (N1)', () => {
    const { game } = played('PLANX');
    move(game, 1, 'CHALLENGE', lexicon);
    const after = structuredClone(game.state);
    expect(refusal(game, 1, 'CHALLENGE', lexicon)).toMatchObject({ code: 'already-challenged' });
    expect(game.state).toEqual(after);
  });

  it('costs a failed challenger the turn', () => {
    const { game } = played('PLANE');
    move(game, 1, 'CHALLENGE', lexicon);
    expect(lastMove(game)).toMatchObject({ kind: 'challenge', seat: 1, score: 0 });
    expect(game.state.scores[0]).toBeGreaterThan(0);
    expect(game.state.toMove).toBe(0);
  });

  it('lets only the next player challenge, and only before moving', () => {
    const { game } = played('PLANX');
    expect(refusal(game, 0, 'CHALLENGE', lexicon)?.code).toBe('not-your-turn');
    move(game, 1, 'PASS', lexicon);
    expect(refusal(game, 0, 'CHALLENGE', lexicon)?.code).toBe('nothing-to-challenge');
  });

  it('refuses a challenge when words are checked on entry', () => {
    const game = newGame('scrabble');
    expect(refusal(game, 0, 'CHALLENGE')?.code).toBe('challenge-not-allowed');
  });

  it('lets the next player challenge a play that went out before the game ends', () => {
    const game = newGame('scrabble', { challenge: 'double' });
    game.state.bag = [];
    game.state.racks = [['P', 'L', 'A', 'N', 'X'], ['Q']];
    move(game, 0, 'H8 across PLANX', lexicon);
    expect(game.state.result).toBeNull();
    move(game, 1, 'CHALLENGE', lexicon);
    expect(game.state.racks[0]).toHaveLength(5);
    expect(game.state.toMove).toBe(1);
  });

  it('ends the game when the next player accepts the play that went out', () => {
    const game = newGame('scrabble', { challenge: 'double' });
    game.state.bag = [];
    game.state.racks = [['P', 'L', 'A', 'N', 'E'], ['Q']];
    move(game, 0, 'H8 across PLANE', lexicon);
    expect(refusal(game, 1, 'EXCHANGE Q', lexicon)?.code).toBe('challenge-or-accept');
    move(game, 1, 'PASS', lexicon);
    expect(game.state.result?.reason).toBe('Ann went out.');
  });
});

describe('resigning from a game of three', () => {
  it('lets the others play on, skipping the player who resigned', () => {
    const game = newGame('scrabble', {}, ['Ann', 'Bob', 'Cy']);
    move(game, 1, 'RESIGN');
    expect(game.state.result).toBeNull();
    move(game, 0, 'PASS');
    expect(game.state.toMove).toBe(2);
    move(game, 2, 'RESIGN');
    expect(game.state.result).toMatchObject({ winners: [0], reason: 'Cy resigned.' });
  });
});

describe('Scrabble options', () => {
  it('seats 2 to 4 players', () => {
    const { kind } = newGame('scrabble');
    expect([kind.minPlayers, kind.maxPlayers]).toEqual([2, 4]);
  });

  it('plays the 21×21 board, whose first word covers K11', () => {
    const game = newGame('scrabble', { layout: '21x21' });
    expect(viewOf(game).size).toBe(21);
    giveRack(game, 0, 'PLANEST');
    expect(refusal(game, 0, 'H8 across PLANE')?.code).toBe('first-play-must-cover-centre');
    move(game, 0, 'K11 across PLANE');
  });

  it('refuses a layout or tile set the ruleset does not offer', () => {
    const { kind } = newGame('scrabble');
    expect(kind.configure({ layout: 'wwf' }, 'x')).toMatchObject({
      ok: false,
      error: { code: 'bad-option' },
    });
    expect(kind.configure({ tileSet: 'klingon' }, 'x')).toMatchObject({
      ok: false,
      error: { code: 'bad-option' },
    });
  });

  it('reads Spanish CH as one tile (CHICO) and scores it as 5', () => {
    const game = newGame('scrabble', { tileSet: 'spanish' });
    giveRack(game, 0, ['CH', 'I', 'C', 'O', 'A', 'A', 'A']);
    move(game, 0, 'H8 across CHICO', lexiconOf(['CHICO']));
    expect(lastMove(game).placements.map((p) => p.letter)).toEqual(['CH', 'I', 'C', 'O']);
    // CH5 I1 C3 O1 = 10, doubled on H8.
    expect(lastMove(game).score).toBe(20);
    expect(viewOf(game).boardText[8]).toContain('CH');
  });
});

describe('Words With Friends values', () => {
  it('has 104 tiles, no bonus on the centre and 35 for all 7 tiles', () => {
    const game = newGame('wwf');
    expect(allTilesIn(game.state)).toHaveLength(104);
    giveRack(game, 0, 'CATAAAA');
    move(game, 0, 'H8 across CAT', lexiconOf(['CAT']));
    expect(lastMove(game).score).toBe(4 + 1 + 1);
    expect(viewOf(game).bingoBonus).toBe(35);
  });
});
