// Mumble-Jumble through the running service: created by the API, played by email replies and
// phase deadlines, with its own emails. Words come from the `test` lexicon (STARE/TEARS, QUOTE,
// LEMON are in it; QTUOE and ASTER are not).
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MumbleJumbleView } from '../../../engine/mumble-jumble/view';
import { clearOutbox } from '../../support/mail';
import {
  ANN,
  BOB,
  CLEO,
  EVERYONE,
  expire,
  mails,
  publicView,
  recipients,
  seatView,
  send,
  startGame,
  to,
} from './support';

beforeEach(clearOutbox);

describe('a game of Mumble-Jumble by email', () => {
  it('runs choose, solve and challenge phases, a missed phase closed by its deadline, to the end', {
    timeout: 30_000,
  }, async () => {
    const id = await startGame('mumble-jumble', [ANN, BOB, CLEO], { maxRounds: 2 });
    const invitations = await mails(id);
    expect(recipients(invitations)).toEqual(EVERYONE);
    expect(to(invitations, ANN).text).toContain('Round 1: choose your secret 5-letter word');
    expect(to(invitations, ANN).text).toContain('WORD CRANE');

    // Choose: a secret word is acknowledged to its sender only.
    const chosen = await send(id, ANN, 'WORD STARE');
    expect(recipients(chosen)).toEqual([ANN.email]);
    expect(chosen[0]!.text).toContain('your word is in — waiting for Bob, Cleo');
    expect(chosen[0]!.text).toMatch(/Your secret word: STARE, shown as (\[[AERST]\]){5}/);
    await send(id, BOB, 'WORD QUOTE');
    const solve = await send(id, CLEO, 'lemon');

    // Solve: everyone gets the trays as tiles at once; nobody sees another's word.
    expect(recipients(solve)).toEqual(EVERYONE);
    const bobs = to(solve, BOB);
    expect(bobs.text).toContain('Round 1: un-jumble the trays');
    expect(bobs.text).not.toContain('STARE');
    expect(bobs.text).toContain('QUOTE');
    expect(bobs.html).toContain('Tray 1, Ann');
    const trays = (await seatView<MumbleJumbleView>(id, 1)).trays;
    expect(trays.map((t) => [t.id, t.ownerName, t.word])).toEqual([
      [1, 'Ann', null],
      [2, 'Bob', 'QUOTE'],
      [3, 'Cleo', null],
    ]);
    const spectator = await publicView<MumbleJumbleView>(id);
    expect(spectator.trays.every((t) => t.word === null)).toBe(true);
    expect(JSON.stringify(spectator)).not.toMatch(/STARE|QUOTE|LEMON|rng/);

    // Answers count for the others but stay hidden until the round ends.
    const answered = await send(id, ANN, '2 QUOTE');
    expect(recipients(answered)).toEqual([ANN.email]);
    expect(answered[0]!.text).toContain('your answer: QUOTE');
    expect((await seatView<MumbleJumbleView>(id, 1)).seats[0]!.answered).toBe(1);
    expect(JSON.stringify(await seatView(id, 1))).not.toContain('"QUOTE","upheld"');

    // Bob answers every opponent tray (TEARS is another word from STARE's letters): stop.
    const stopped = await send(id, BOB, 'ANSWER TEARS LEMON');
    expect(recipients(stopped)).toEqual(EVERYONE);
    const revealed = to(stopped, CLEO).text;
    expect(revealed).toContain('Bob called stop!');
    expect(revealed).toContain('= STARE');
    expect(revealed).toContain('Bob: TEARS');
    expect(revealed).toContain('Ann: QUOTE');
    expect(revealed).toContain('answers revealed — challenge or reply DONE');

    // Challenge: Ann stakes a chip against TEARS and loses it to the bank.
    const challenged = await send(id, ANN, 'CHALLENGE BOB TEARS');
    expect(to(challenged, BOB).text).toContain('Ann challenged TEARS and lost a chip');
    expect(recipients(await send(id, ANN, 'DONE'))).toEqual([ANN.email]);
    await send(id, BOB, 'DONE');
    const scored = await send(id, CLEO, 'done');
    expect(recipients(scored)).toEqual(EVERYONE);
    expect(to(scored, ANN).text).toContain('Round 1 scored: Ann +1, Bob +3, Cleo +0.');
    expect(to(scored, ANN).text).toContain('Round 2: choose your secret 5-letter word');
    const chips = (await publicView<MumbleJumbleView>(id)).seats.map((s) => s.chips);
    expect(chips).toEqual([2, 5, 2]);

    // Round 2: Cleo misses the choose phase; the deadline opens solving without her tray.
    await send(id, ANN, 'WORD TIGER');
    await send(id, BOB, 'WORD WATER');
    const late = await expire(id);
    expect(recipients(late)).toEqual(EVERYONE);
    expect(to(late, CLEO).text).toContain('Round 2: un-jumble the trays');
    expect((await publicView<MumbleJumbleView>(id)).trays.map((t) => t.ownerName)).toEqual([
      'Ann',
      'Bob',
    ]);
    // Nobody answers before the deadline: the round scores nothing and the last round ends the game.
    const over = await expire(id);
    expect(recipients(over)).toEqual(EVERYONE);
    expect(to(over, BOB).text).toContain('Game over — you won!');
    expect(to(over, ANN).text).toContain('Game over — Bob won');
    expect(to(over, ANN).text).not.toContain('Game page:');
    const final = await publicView<MumbleJumbleView>(id);
    expect(final.phase).toBe('over');
    expect(final.winners).toEqual([1]);
  });

  it('forfeits a Bet-for-the-Win when the stopper loses a challenge', async () => {
    const id = await startGame('mumble-jumble', [ANN, BOB], {
      betThreshold: 2,
      betStake: 1,
      maxRounds: 3,
    });
    // A declared bet is news for everyone, unlike the secret word that came with it.
    const bet = await send(id, ANN, 'BET WORD STARE');
    expect(recipients(bet)).toEqual([ANN.email, BOB.email]);
    expect(to(bet, BOB).text).toContain('Ann declares a Bet-for-the-Win!');
    expect(to(bet, BOB).text).not.toContain('STARE');
    const solve = await send(id, BOB, 'WORD QUOTE');
    expect(to(solve, BOB).text).toContain('Ann: 1  (answered 0 of 1, Bet-for-the-Win)');

    // Ann un-jumbles QUOTE's letters into a non-word, which calls stop; Bob challenges it.
    const jumble = (await seatView<MumbleJumbleView>(id, 0)).trays[1]!.jumble;
    expect(jumble).not.toBe('QUOTE');
    await send(id, ANN, 'QTUOE');
    const struck = await send(id, BOB, 'CHALLENGE ANN QTUOE');
    expect(to(struck, ANN).text).toContain('Bob challenged QTUOE successfully');
    expect(to(struck, ANN).text).toContain('Ann: QTUOE (struck)');
    await send(id, BOB, 'DONE');
    const scored = await send(id, ANN, 'DONE');
    const text = to(scored, ANN).text;
    expect(text).toContain('Round 1 scored: Ann +0, Bob +0.');
    expect(text).toContain("Ann's Bet-for-the-Win stake was forfeited to the bank.");
    expect(text).toContain('Round 2: choose');
    expect((await publicView<MumbleJumbleView>(id)).seats.map((s) => s.chips)).toEqual([1, 2]);
  });

  it('ends a round by majority vote, and resends the round on BOARD', async () => {
    const id = await startGame('mumble-jumble', [ANN, BOB, CLEO], {});
    // A note goes to the others with the news that Ann has chosen, never with her word.
    const noted = await send(id, ANN, 'WORD STARE\nNOTE good luck all');
    expect(recipients(noted)).toEqual(EVERYONE);
    expect(to(noted, BOB).text).toContain('Ann says: good luck all');
    expect(to(noted, BOB).text).not.toContain('STARE');
    await send(id, BOB, 'WORD QUOTE');
    await send(id, CLEO, 'WORD LEMON');
    const board = await send(id, CLEO, 'BOARD');
    expect(recipients(board)).toEqual([CLEO.email]);
    expect(board[0]!.text).toContain('Here is the game as it stands.');
    expect(board[0]!.text).toContain('3. [');
    expect(board[0]!.text).toContain('yours = LEMON');
    const vote = await send(id, ANN, 'VOTE END');
    expect(recipients(vote)).toEqual(EVERYONE);
    expect(to(vote, BOB).text).toContain('Ann votes to end the round.');
    const ended = await send(id, BOB, 'vote end');
    expect(to(ended, CLEO).text).toContain('Round 1 is over: a majority voted.');
    expect(to(ended, CLEO).text).toContain('Round 2: choose your secret 5-letter word');
    expect(to(ended, CLEO).text).toContain('Round 1: ');
    expect(to(ended, CLEO).text).toContain('= QUOTE (Bob)');
  });

  it('refuses by email a jumble that spells another word (STARE shown as TEARS)', async () => {
    const id = await startGame('mumble-jumble', [ANN, BOB], {});
    await mails(id);
    const refused = await send(id, ANN, 'WORD STARE JUMBLE TEARS');
    expect(recipients(refused)).toEqual([ANN.email]);
    expect(refused[0]!.text).toContain("TEARS is itself a word in the game's dictionary");
    expect(refused[0]!.text).toContain('Nothing in the game changed.');
    // The game's own jumble of STARE is none of TEARS, RATES or the word itself.
    await send(id, ANN, 'WORD STARE');
    const [mine] = (await seatView<MumbleJumbleView>(id, 0)).yourWords;
    expect(['STARE', 'TEARS', 'RATES']).not.toContain(mine!.jumble);
  });

  it('refuses a word of the wrong length by email, with the round as it stands', async () => {
    const id = await startGame('mumble-jumble', [ANN, BOB], {});
    const refused = await send(id, ANN, 'WORD LETTERS');
    expect(recipients(refused)).toEqual([ANN.email]);
    expect(refused[0]!.text).toContain("LETTERS has 7 letters; this round's words have 5.");
    expect(refused[0]!.text).toContain('Nothing in the game changed.');
    expect(refused[0]!.html).toContain('That was not played');
    // The game page link in every email opens the player's page.
    const link = /Game page: (\S+)/.exec(refused[0]!.text)![1]!;
    const page = await SELF.fetch(link.replace('http://localhost:8787', 'https://example.com'));
    expect(page.status).toBe(200);
  });

  it('answers HELP with the commands of every phase and what to reply now', async () => {
    const id = await startGame('mumble-jumble', [ANN, BOB], {});
    const help = await send(id, BOB, 'HELP');
    expect(recipients(help)).toEqual([BOB.email]);
    expect(help[0]!.text).toContain('What to reply now');
    expect(help[0]!.text).toContain('Choose: reply WORD CRANE');
    expect(help[0]!.text).toContain('CHALLENGE ANN RACES');
    expect(help[0]!.text).not.toContain('H8 across');
  });
});
