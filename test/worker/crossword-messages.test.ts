// What the crossword games' emails say (issue 14): word lists, reply advice, examples, the board,
// the end-of-game adjustments and the seed, and the wording of replies.
import { beforeEach, describe, expect, it } from 'vitest';
import { getGameKind } from '../../engine/registry';
import { SERVICE_COMMAND_NAMES } from '../../worker/game-room/crossword-help';
import { playerCount } from '../../worker/pages/player-count';
import { wordListFor } from '../../worker/word-lists';
import { ANN, BOB, newGame, postGame, seatView } from '../support/games';
import { clearOutbox, outbox, outboxFor, reply } from '../support/mail';
import { openingPlay } from '../support/plays';
import { publicView, robotGame } from './robot/support';

beforeEach(clearOutbox);

async function firstMails(extra: Record<string, unknown> = {}) {
  const { id } = await newGame(extra);
  const mails = await outboxFor(id);
  return {
    id,
    ann: mails.find((m) => m.to === ANN.email)!,
    bob: mails.find((m) => m.to === BOB.email)!,
  };
}

describe('the word list a game uses', () => {
  it('says in a Words With Friends invitation which list checks words, and how to add ENABLE', async () => {
    const { ann } = await firstMails({ ruleset: 'wwf', lexicon: undefined });
    const choice = wordListFor('wwf');
    expect(ann.text).toContain(`Words are checked against the "${choice.lexicon}" word list.`);
    if (choice.note) expect(ann.text).toContain('npm run lexicon -- build enable FILE');
  });

  it('names the chosen list in every invitation', async () => {
    const { ann } = await firstMails();
    expect(ann.text).toContain('Words are checked against the "test" word list.');
    expect(ann.text).not.toContain('npm run lexicon');
  });
});

describe('HELP by reply', () => {
  async function helpText(extra: Record<string, unknown>) {
    const { id, bob } = await firstMails(extra);
    await reply({ from: BOB.email, to: bob.replyTo, body: 'HELP' });
    return (await outboxFor(id)).at(-1)!.text;
  }

  it('lists every command the game accepts, and no CHALLENGE where words are checked on entry', async () => {
    const text = await helpText({});
    for (const name of SERVICE_COMMAND_NAMES) expect(text).toContain(name);
    expect(text).toContain('EXCHANGE');
    expect(text).not.toContain('CHALLENGE');
  });

  it('lists CHALLENGE in a double-challenge game', async () => {
    const text = await helpText({ ruleset: 'scrabble', options: { challenge: 'double' } });
    expect(text).toContain('CHALLENGE           the play just before your turn (double challenge)');
  });
});

describe('the first turn email', () => {
  it('gives a first-play example that covers the start square H8, and says it must', async () => {
    const { ann, bob } = await firstMails();
    expect(ann.text).toMatch(/written like "H8 across [A-Za-z]{2,4}"/);
    expect(ann.text).toContain('The first play must cover the start square H8');
    expect(bob.text).not.toContain('written like');
  });

  it('marks H8 on the HTML board as the start square, not only as a double word', async () => {
    const { ann } = await firstMails();
    expect(ann.html).toContain('aria-label="H8, start square, double word, empty"');
    expect(ann.html).toContain('>★DW<');
  });

  it('marks Scribble’s centre as the start square with no bonus, and shows its move form', async () => {
    const { ann } = await firstMails({ ruleset: 'scribble' });
    expect(ann.html).toContain('aria-label="H8, start square, empty"');
    expect(ann.text).toContain('written like "[8,8] H PLANE"');
    expect(ann.text).not.toContain('EXCHANGE');
  });

  it('carries the advice later turn emails give: HINT in a robot game with hints on', async () => {
    const { id } = await robotGame({ options: { hints: true } });
    expect((await publicView(id)).toMove).toBe(0);
    const invitation = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
    expect(invitation.text).toContain('Stuck? Reply HINT for a suggestion.');
  });
});

describe('the turn email', () => {
  it('counts the moves made in the board’s caption: "after 1 move" after the first', async () => {
    const { id, ann } = await firstMails();
    await reply({ from: ANN.email, to: ann.replyTo, body: 'PASS' });
    const bobs = (await outboxFor(id)).filter((m) => m.to === BOB.email).at(-1)!;
    expect(bobs.html).toContain('>The board after 1 move<');
  });
});

describe('the end of the game', () => {
  /** Both pass: Jamble ends, and each player loses their own rack. */
  async function finished() {
    const { id, ann, bob } = await firstMails();
    await reply({ from: ANN.email, to: ann.replyTo, body: 'PASS' });
    await reply({ from: BOB.email, to: bob.replyTo, body: 'PASS' });
    const view = await seatView(id, 0);
    expect(view.over).toBe(true);
    return { id, bob, view };
  }

  it('shows every end-of-game adjustment with its reason, the seed and how to check the bag', async () => {
    const { id, view } = await finished();
    const last = (await outboxFor(id)).filter((m) => m.to === BOB.email).at(-1)!;
    const ann = view.result!.adjustments.find((a) => a.seat === 0)!;
    const rack = view.players[0]!.rack!.map((t) => (t.letter === '?' ? 'blank' : t.letter));
    expect(last.text).toContain(
      `End of game: Ann −${-ann.delta}, ${rack.join(' ')} left on the rack`,
    );
    expect(last.text).toContain('the seed "fixed-seed-1"');
    expect(last.text).toContain(view.commitment);
    expect(last.text).toContain("printf '%s' 'wordmail-commitment:fixed-seed-1' | sha256sum");
    expect(last.html).toContain('End of game: Ann');
  });

  it('puts the same ending in HISTORY', async () => {
    const { id, bob } = await finished();
    await reply({ from: BOB.email, to: bob.replyTo, body: 'HISTORY' });
    const history = (await outboxFor(id)).at(-1)!;
    expect(history.text).toContain('The game so far');
    expect(history.text).toContain('End of game: Ann −');
    expect(history.text).toContain('the seed "fixed-seed-1"');
  });
});

describe('replies that are not about the last move', () => {
  it('gives the last move’s score lines with its sentence in the answer to GAMES', async () => {
    const { id, ann, bob } = await firstMails();
    const { command } = openingPlay((await seatView(id, 0)).rack!);
    await reply({ from: ANN.email, to: ann.replyTo, body: command });
    const played = (await seatView(id, 1)).lastMove!;
    await reply({ from: BOB.email, to: bob.replyTo, body: 'GAMES' });
    const games = (await outboxFor(id)).at(-1)!;
    expect(games.to).toBe(BOB.email);
    expect(games.text).toContain(`The last move: ${played.text}`);
    expect(games.text).toContain(`  ${played.breakdown[0]}`);
    await reply({ from: ANN.email, to: ann.replyTo, body: 'GAMES' });
    expect((await outboxFor(id)).at(-1)!.text).toContain(`Your last move: ${played.text}`);
  });

  it('tells the player who took a move back “Your last move was taken back”', async () => {
    const { id, ann, bob } = await firstMails();
    await reply({ from: ANN.email, to: ann.replyTo, body: 'PASS' });
    const { command } = openingPlay((await seatView(id, 1)).rack!);
    await reply({ from: BOB.email, to: bob.replyTo, body: command });
    await reply({ from: BOB.email, to: bob.replyTo, body: 'UNDO' });
    await reply({ from: ANN.email, to: ann.replyTo, body: 'UNDO' });
    const mails = await outboxFor(id);
    const bobs = mails.filter((m) => m.to === BOB.email).at(-1)!;
    const anns = mails.filter((m) => m.to === ANN.email).at(-1)!;
    expect(bobs.text).toContain('Your last move was taken back, with everyone’s agreement.');
    expect(anns.text).toContain("Bob's last move was taken back");
    // The move now last is Ann's PASS, which has no score lines to show out of context.
    expect(bobs.text).not.toContain('last move:');
  });
});

describe('a refused reply', () => {
  it('tells a player who wrote out of turn to wait, not to send a corrected command', async () => {
    const { id, bob } = await firstMails();
    await reply({ from: BOB.email, to: bob.replyTo, body: 'PASS' });
    const refused = (await outboxFor(id)).at(-1)!;
    expect(refused.to).toBe(BOB.email);
    expect(refused.text).toContain('It is Ann’s turn: nothing to do until you get an email');
    expect(refused.text).not.toContain('Reply with a corrected command');
  });

  it('asks the player to move for a corrected command', async () => {
    const { id, ann } = await firstMails();
    await reply({ from: ANN.email, to: ann.replyTo, body: 'H8 across QXZJV' });
    expect((await outboxFor(id)).at(-1)!.text).toContain('Reply with a corrected command');
  });
});

describe('an invitation started by email', () => {
  async function invitations(body: string) {
    await reply({ from: 'Ann <ann@example.com>', to: 'new@play.localhost', body });
    return outbox();
  }

  it('does not list the host and the reader as the other players of a two-player game', async () => {
    const mails = await invitations('NEW jamble-jx WITH bob@example.com');
    const bobs = mails.find((m) => m.to === 'bob@example.com')!;
    expect(bobs.text).toContain('Ann invites you to a game of Jamble.');
    expect(bobs.text).not.toContain('with Ann');
  });

  it('counts the others beside the host in a bigger game, naming nobody but the host', async () => {
    const mails = await invitations('NEW scrabble WITH bob@example.com, cy@example.com');
    const bobs = mails.find((m) => m.to === 'bob@example.com')!;
    const line = bobs.text.split('\n').find((l) => l.includes('invites you'))!;
    expect(line).toBe('Ann invites you to a game of Scrabble by email with 1 other player too.');
    expect(line).not.toContain('Ann,');
  });
});

describe('the player count a refusal gives', () => {
  it('is the one /help gives', async () => {
    const res = await postGame({
      ruleset: 'scrabble',
      players: [ANN, BOB, ...['c', 'd', 'e'].map((n) => ({ name: n, email: `${n}@example.com` }))],
    });
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(res.status).toBe(400);
    expect(body.error.message).toBe(
      `Scrabble by email is for ${playerCount(getGameKind('scrabble')!)} players; you named 5.`,
    );
  });
});

describe('a one-player Scribble game (D5)', () => {
  it('starts from the API and ends when the player passes', async () => {
    const res = await postGame({ ruleset: 'scribble', players: [ANN], lexicon: 'test', seed: 's' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const first = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
    expect(first.text).toContain('You play first.');
    await reply({ from: ANN.email, to: first.replyTo, body: 'PASS' });
    expect((await seatView(id, 0)).over).toBe(true);
  });
});
