// Word Jam through the running service: created by the API, played by email replies and phase
// deadlines, with its own emails. Deals come from the game's seed; words are picked from the
// `test` lexicon by their value against the deal (see jam-words.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { WordJamView } from '../../../engine/word-jam/view';
import { clearOutbox } from '../../support/mail';
import { highest, lowest } from './jam-words';
import {
  ANN,
  BOB,
  CLEO,
  EVERYONE,
  expire,
  JAM_FOR_THREE,
  mails,
  publicView,
  recipients,
  seatView,
  send,
  startGame,
  to,
} from './support';

beforeEach(clearOutbox);

const scores = async (id: string) => (await publicView<WordJamView>(id)).seats.map((s) => s.score);

describe('a game of Word Jam by email', () => {
  it('plays eight turns and a tie round: Ali Baba, Thieves, a Head Thief, deadlines, the final turn', {
    timeout: 60_000,
  }, async () => {
    const id = await startGame('word-jam', [ANN, BOB, CLEO], JAM_FOR_THREE);
    const invitations = await mails(id);
    expect(recipients(invitations)).toEqual(EVERYONE);
    const deal = (await publicView<WordJamView>(id)).deal;
    const first = to(invitations, ANN);
    expect(first.text).toContain('Turn 1 of 8: Open Sesame! Send a word');
    expect(first.text).toContain(
      `Deal: ${deal[0]!.letter}=1  ${deal[1]!.letter}=2  ${deal[2]!.letter}=3  ${deal[3]!.letter}=3  ${deal[4]!.letter}=banned`,
    );
    expect(first.text).toContain('Style card: Free: any word in the dictionary');
    expect(first.text).toContain('The cave: 2 for the winner (red), 1 for each follower (yellow)');
    expect(first.html).toContain('⚔ banned');

    // Turn 1: Bob opens the cave; Ann bets on the Thieves, Cleo on Ali Baba.
    let view = await publicView<WordJamView>(id);
    const open = highest(view);
    expect(open.value).toBeGreaterThan(0);
    const sesame = await send(id, BOB, open.word);
    expect(recipients(sesame)).toEqual(EVERYONE);
    expect(to(sesame, ANN).text).toContain(
      `Open Sesame! Bob is Ali Baba with ${open.word}, worth ${open.value} coins.`,
    );
    expect(to(sesame, ANN).text).toContain('Turn 1 of 8: Ali Baba or Thieves?');
    expect(to(sesame, BOB).text).toContain('you are Ali Baba — waiting for the bets');

    const sealed = await send(id, ANN, 'THIEVES');
    expect(recipients(sealed)).toEqual([ANN.email]);
    expect(sealed[0]!.text).toContain('your bet is in — waiting for Cleo');
    expect(sealed[0]!.text).toContain('Ann (you): 0  (has bet, Thief)');
    view = await publicView<WordJamView>(id);
    expect(view.seats[0]).toMatchObject({ hasBet: true, side: null });

    const window = await send(id, CLEO, 'ALI BABA');
    expect(recipients(window)).toEqual(EVERYONE);
    expect(to(window, BOB).text).toContain('Bets: Ali Baba — Cleo; Thieves — Ann.');
    expect(to(window, ANN).text).toContain(`Thieves' window: beat ${open.value} coins`);

    // A Thief's word that does not beat Ali Baba's is refused; Ann passes instead.
    const weak = lowest(await publicView<WordJamView>(id));
    expect(weak.value).toBeLessThanOrEqual(open.value);
    const refused = await send(id, ANN, weak.word);
    expect(recipients(refused)).toEqual([ANN.email]);
    expect(refused[0]!.text).toContain(
      `${weak.word} is worth ${weak.value} coins; a Thief needs more than Ali Baba's ${open.value} (a tie is not enough).`,
    );
    const turn2 = await send(id, ANN, 'PASS');
    expect(recipients(turn2)).toEqual(EVERYONE);
    expect(to(turn2, CLEO).text).toContain(
      'Nobody beat Ali Baba: Bob takes 2, the Ali Baba side 1 each.',
    );
    expect(to(turn2, CLEO).text).toContain('Turn 2 of 8: Open Sesame! Send a word');
    expect(await scores(id)).toEqual([0, 2, 1]);

    // Turn 2: Ann opens low; Bob bets Thieves with a better word at once, and is Head Thief.
    view = await publicView<WordJamView>(id);
    const low = lowest(view);
    const better = highest(view, [low.word]);
    expect(better.value).toBeGreaterThan(low.value);
    await send(id, ANN, low.word);
    const thief = await send(id, BOB, `THIEVES ${better.word}`);
    expect(recipients(thief)).toEqual([BOB.email]);
    expect(thief[0]!.text).toContain(`Your word: ${better.word} (${better.value} coins)`);
    expect(JSON.stringify(await publicView(id))).not.toContain(better.word);
    await send(id, CLEO, 'THIEVES');
    const head = await send(id, CLEO, 'PASS');
    expect(to(head, ANN).text).toContain(`Bob is the Head Thief with ${better.word}: 3 points`);
    expect(await scores(id)).toEqual([0, 5, 2]);

    // Turns 3 to 7: nobody opens the cave before the deadline; nobody scores and the game goes on.
    for (let turn = 3; turn <= 7; turn++) {
      const late = await expire(id);
      expect(recipients(late)).toEqual(EVERYONE);
      expect(to(late, ANN).text).toContain(`Turn ${turn} scored: nobody scores.`);
    }

    // Turn 8, the final turn: Bob misses the bets and sits it out.
    view = await publicView<WordJamView>(id);
    expect(view).toMatchObject({ turn: 8, turnKind: 'final', phase: 'final-bet' });
    expect(to(await mails(id).then((m) => m.slice(-3)), ANN).text).toContain(
      'Turn 8 of 8 — the final turn: place your bet',
    );
    await send(id, ANN, 'ALI BABA');
    await send(id, CLEO, 'THIEVES');
    const words = await expire(id);
    expect(to(words, BOB).text).toContain('no bet, so you sit this one out');
    expect(to(words, BOB).text).toContain('Bob (you): 5  (did not bet)');
    expect(to(words, ANN).text).toContain('send your best word');
    view = await publicView<WordJamView>(id);
    const annWord = highest(view);
    const cleoWord = lowest(view, [annWord.word]);
    const ready = await send(id, ANN, annWord.word);
    expect(recipients(ready)).toEqual([ANN.email]);
    view = await publicView<WordJamView>(id);
    expect(view.seats.map((s) => s.side)).toEqual([null, null, null]);
    expect(view.words).toBeNull();

    // Ann 0 + 6 and Cleo 2 + 4 tie for first: a tie round for the two of them.
    const tie = await send(id, CLEO, cleoWord.word);
    expect(recipients(tie)).toEqual(EVERYONE);
    expect(to(tie, ANN).text).toContain(
      'Best Ali Baba word: Ann (6); best Thieves word: Cleo (4).',
    );
    expect(await scores(id)).toEqual([6, 5, 6]);
    expect(to(tie, ANN).text).toContain('Tie round (after turn 8): place your bet');
    expect(to(tie, BOB).text).toContain('Tie round (after turn 8): you sit out');
    const refusedBob = await send(id, BOB, 'ALI BABA');
    expect(refusedBob[0]!.text).toContain('Only the tied players play this round.');

    await send(id, ANN, 'ALI BABA');
    await send(id, CLEO, 'ALI BABA');
    view = await publicView<WordJamView>(id);
    const best = highest(view);
    await send(id, ANN, best.word);
    const over = await send(id, CLEO, lowest(view, [best.word]).word);
    expect(recipients(over)).toEqual(EVERYONE);
    expect(to(over, ANN).text).toContain('Game over — you won!');
    expect(to(over, BOB).text).toContain('Game over — Ann won');
    const final = await publicView<WordJamView>(id);
    expect(final).toMatchObject({ phase: 'over', winners: [0] });
    expect(final.seats.map((s) => s.score)).toEqual([12, 5, 6]);
  });

  it('puts a word on a voted Style card to the other players, and queues the next word behind it', async () => {
    const id = await startGame('word-jam', [ANN, BOB, CLEO], {
      ...JAM_FOR_THREE,
      styleCards: ['singers'],
    });
    const swords = (await publicView<WordJamView>(id)).deal[4]!.letter;
    // Band names of our own choosing; the card is judged by votes, so no word list is consulted.
    const [first, second] = ['ABBA', 'QUEEN', 'OASIS', 'TOTO', 'MUSE'].filter(
      (w) => !w.includes(swords),
    );
    const vote = await send(id, ANN, `WORD ${first}`);
    expect(recipients(vote)).toEqual(EVERYONE);
    expect(to(vote, BOB).text).toContain(`Ann says ${first}`);
    expect(to(vote, BOB).text).toContain(`vote on ${first}`);
    expect(to(vote, ANN).text).toContain(`waiting for the vote on ${first}`);
    expect(to(vote, CLEO).text).toContain('(the other players vote on each word)');

    // Cleo's word arrives during the vote: it waits, unseen by the others.
    const queued = await send(id, CLEO, `WORD ${second}`);
    expect(recipients(queued)).toEqual([CLEO.email]);
    expect(JSON.stringify(await publicView(id))).not.toContain(second);

    // Bob refuses Ann's word: with two voters one NO settles it, and Cleo's word goes to the vote.
    const refused = await send(id, BOB, 'VOTE NO');
    expect(recipients(refused)).toEqual(EVERYONE);
    expect(to(refused, ANN).text).toContain(`The players refuse ${first}.`);
    expect(to(refused, ANN).text).toContain(`Cleo says ${second}`);
    expect(recipients(await send(id, ANN, 'VOTE YES'))).toEqual([ANN.email]);
    expect((await publicView<WordJamView>(id)).vote).toMatchObject({ word: second, yes: 1, no: 0 });
    const accepted = await send(id, BOB, 'YES');
    expect(to(accepted, ANN).text).toContain(`The players accept ${second}.`);
    expect(to(accepted, ANN).text).toContain(`Open Sesame! Cleo is Ali Baba with ${second}`);
    expect((await publicView<WordJamView>(id)).phase).toBe('bet');
  });

  it('keeps accents as written, composing pasted ones (Björk, ARSÈNE LUPIN with e + U+0301)', async () => {
    const id = await startGame('word-jam', [ANN, BOB, CLEO], {
      ...JAM_FOR_THREE,
      styleCards: ['singers'],
    });
    const swords = (await publicView<WordJamView>(id)).deal[4]!.letter;
    const [name] = ['Björk', 'Beyoncé', 'Sadé'].filter((w) => !w.toUpperCase().includes(swords));
    // A bare name on the first line, in plain letters: accented letters are letters too.
    const vote = await send(id, ANN, `${name}\n\nCheers, Ann`);
    expect(to(vote, BOB).text).toContain(`Ann says ${name!.toUpperCase()}`);
    expect((await publicView<WordJamView>(id)).vote?.word).toBe(name!.toUpperCase());

    const book = await startGame('word-jam', [ANN, BOB, CLEO], {
      ...JAM_FOR_THREE,
      styleCards: ['fictional-characters'],
    });
    const banned = (await publicView<WordJamView>(book)).deal[4]!.letter;
    const [hero] = ['Arse\u0300ne Lupin', 'He\u0301le\u0300ne Bertin', 'Zoe\u0301 Ta'].filter(
      (w) => !w.normalize('NFD').toUpperCase().includes(banned),
    );
    const said = await send(book, CLEO, `WORD ${hero}`);
    const composed = hero!.normalize('NFC').toUpperCase();
    expect(to(said, ANN).text).toContain(`Cleo says ${composed}`);
    expect((await publicView<WordJamView>(book)).vote?.word).toBe(composed);
  });

  it('asks for a corrected command only from a player the phase waits for', async () => {
    const id = await startGame('word-jam', [ANN, BOB, CLEO], JAM_FOR_THREE);
    const word = highest(await publicView<WordJamView>(id));
    await send(id, ANN, `WORD ${word.word}`);
    // Ann is Ali Baba: the bets are the others' to place, so her bet needs no fixing.
    const early = await send(id, ANN, 'THIEVES');
    expect(recipients(early)).toEqual([ANN.email]);
    expect(early[0]!.text).toContain('Ali Baba does not bet');
    expect(early[0]!.text).toContain('Nothing is needed from you now');
    expect(early[0]!.text).not.toContain('Reply with a corrected command');
    expect(early[0]!.html).toContain('Nothing is needed from you now');
    // Bob owes a bet: his refused one asks for a corrected command.
    const wrong = await send(id, BOB, 'VOTE YES');
    expect(wrong[0]!.text).toContain('Reply with a corrected command');
  });

  it('answers HELP with the commands of every phase and what to reply now', async () => {
    const id = await startGame('word-jam', [ANN, BOB, CLEO], JAM_FOR_THREE);
    const help = await send(id, CLEO, 'HELP');
    expect(recipients(help)).toEqual([CLEO.email]);
    expect(help[0]!.text).toContain('What to reply now');
    expect(help[0]!.text).toContain('Open Sesame! The first valid word received');
    expect(help[0]!.text).toContain('THIEVES CHARM');
    // Every command the game accepts, and no CHALLENGE: Word Jam has none.
    for (const command of ['HISTORY', 'NOTE', 'UNDO', 'GAMES', 'VACATION', 'BACK', 'TIMEZONE']) {
      expect(help[0]!.text).toContain(command);
    }
    expect(help[0]!.text).toContain('NOTIFY DIGEST');
    expect(help[0]!.text).toContain('SUBSCRIBE');
    expect(help[0]!.text).not.toContain('CHALLENGE');
  });

  it('refuses a word with the banned consonant, and a reply without a command, by email', async () => {
    const id = await startGame('word-jam', [ANN, BOB, CLEO], JAM_FOR_THREE);
    const view = await seatView<WordJamView>(id, 0);
    const swords = view.deal[4]!.letter;
    const refused = await send(id, ANN, `WORD ${swords}A${swords}`);
    expect(refused[0]!.text).toContain(`lies on the crossed swords: it is banned this turn.`);
    const chat = await send(id, BOB, 'see you all later then');
    expect(chat[0]!.text).toContain('e.g. CHARM (a word), ALI BABA or THIEVES (your bet), or PASS');
  });
});
