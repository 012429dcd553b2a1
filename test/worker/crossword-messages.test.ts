// What the crossword games' emails say (issue 14): word lists, reply advice, examples, the board,
// the end-of-game adjustments and the seed, and the wording of replies.
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_COMMAND_NAMES } from '../../worker/game-room/crossword-help';
import { wordListFor } from '../../worker/word-lists';
import { ANN, BOB, newGame } from '../support/games';
import { clearOutbox, outboxFor, reply } from '../support/mail';

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
