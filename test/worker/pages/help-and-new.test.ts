import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { rulesets } from '../../../engine/crossword/rulesets/index';
import { getGameKind, rulesetIds } from '../../../engine/registry';
import readme from '../../../README.md?raw';
import { SERVICE_COMMAND_NAMES } from '../../../worker/game-room/crossword-help';
import { serviceCommandsOf } from '../../../worker/game-room/feature';
import { gameRoomFeatures } from '../../../worker/game-room-features';
import { playerCount } from '../../../worker/pages/player-count';
import { clearOutbox, outbox, outboxFor, reply } from '../../support/mail';
import { confirmedForm, csrfOf, page, postForm } from './helpers';

beforeEach(clearOutbox);

/** The form filled in for a game of Jamble between `you` (player 1) and one other. */
function twoPlayerForm([name0, email0]: [string, string], [name1, email1]: [string, string]) {
  return { ruleset: 'jamble-jx', lexicon: 'test', name0, email0, name1, email1 };
}

describe('help pages', () => {
  it('lists every game with a link to its page', async () => {
    const { status, html } = await page('/help');
    expect(status).toBe(200);
    for (const id of rulesetIds()) expect(html).toContain(`href="/help/${id}"`);
  });

  it.each(rulesetIds())('explains %s: rules and email commands', async (id) => {
    const { status, html } = await page(`/help/${id}`);
    expect(status).toBe(200);
    expect(html).toContain('<h2>Rules</h2>');
    expect(html).toContain('<h2>Email commands</h2>');
  });

  it.each([
    ['jamble-jo', 'DRAW FFB'],
    ['scrabble', 'EXCHANGE QXZ'],
    ['scribble', 'END'],
    ['mumble-jumble', 'WORD CRANE'],
    ['word-jam', 'Final turn'],
  ])('%s’s page names the command %s', async (id, command) => {
    expect((await page(`/help/${id}`)).html).toContain(command);
  });

  const crosswordIds = rulesetIds().filter((id) => rulesets[id]);

  it.each(crosswordIds)('%s’s page lists every service command the game accepts', async (id) => {
    const { html } = await page(`/help/${id}`);
    for (const name of SERVICE_COMMAND_NAMES) expect(html).toContain(name);
    for (const command of serviceCommandsOf(gameRoomFeatures()))
      expect(html).toContain(command.name);
  });

  it.each([
    ['jamble-jx', false],
    ['scribble', false],
    ['scrabble', true],
  ])('%s’s page lists CHALLENGE only where the game can have one (%s)', async (id, listed) => {
    expect((await page(`/help/${id}`)).html.includes('CHALLENGE')).toBe(listed);
  });

  it('does not offer EXCHANGE in Scribble, which has no racks', async () => {
    expect((await page('/help/scribble')).html).not.toContain('EXCHANGE');
  });

  it.each(rulesetIds())(
    '%s: /help and the README’s games table give the same player count',
    async (id) => {
      const kind = getGameKind(id)!;
      const row = readme
        .split('\n')
        .find((line) => line.startsWith('|') && line.includes(`\`${id}\``));
      expect(row?.split('|')[3]?.trim()).toBe(playerCount(kind));
      expect((await page('/help')).html).toContain(`${playerCount(kind)} players`);
    },
  );

  it('answers 404 for a game that does not exist', async () => {
    expect((await page('/help/chess')).status).toBe(404);
  });
});

describe('the new-game form', () => {
  it('offers every game and a name and email field per player', async () => {
    const { html } = await page('/new');
    for (const id of rulesetIds()) expect(html).toContain(`value="${id}"`);
    expect(html).toContain('<label for="email0">Email</label>');
  });

  it('mails the first player a link, and creates the game only from it', async () => {
    const fields = twoPlayerForm(
      ['Ann', 'form-ann@example.com'],
      ['<b>Bob</b>', 'form-bob@example.com'],
    );
    const proposed = await postForm('/new', fields);
    expect(proposed.status).toBe(202);
    expect(await proposed.text()).toContain('Check your mailbox');
    const sent = await outbox();
    expect(sent.map((m) => m.to)).toEqual(['form-ann@example.com']);
    expect(sent[0]!.text).not.toContain('Bob');
    const link = new URL(/(\S+\/new\/confirm\/\S+)/.exec(sent[0]!.text)![1]!).pathname;
    // Opening the link (as a mail scanner does) changes nothing.
    expect((await page(link)).html).toContain('Start the game');
    expect(await outbox()).toHaveLength(1);
    expect((await postForm(link, { csrf: 'forged' })).status).toBe(403);

    const res = await postForm(link, { csrf: await csrfOf(link) });
    expect(res.status).toBe(201);
    const html = await res.text();
    const id = /id="game-id">([a-z2-7]{10})</.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toContain('invitations were emailed');
    expect(html).toContain('&lt;b&gt;Bob&lt;/b&gt;');
    const mail = await outboxFor(id!);
    expect(mail.map((m) => m.to).sort()).toEqual(['form-ann@example.com', 'form-bob@example.com']);
    expect(mail.find((m) => m.to === 'form-bob@example.com')!.text).toContain('ACCEPT');
    expect((await SELF.fetch(`https://example.com/api/games/${id}`)).status).toBe(200);
    // A second click shows the same game and makes no other.
    const again = await postForm(link, { csrf: await csrfOf(link) });
    expect(again.status).toBe(200);
    expect(await outboxFor(id!)).toHaveLength(2);
  });

  it('sends a stranger one confirmation link until they use it', async () => {
    const fields = twoPlayerForm(
      ['Victim', 'form-victim@example.com'],
      ['Other', 'form-other@example.com'],
    );
    expect((await postForm('/new', fields)).status).toBe(202);
    for (let i = 0; i < 3; i++) expect((await postForm('/new', fields)).status).toBe(409);
    expect((await outbox()).filter((m) => m.to === 'form-victim@example.com')).toHaveLength(1);
  });

  it('passes the crossword options on: Scrabble on the 21×21 board with double challenge', async () => {
    const { status, id } = await confirmedForm({
      ruleset: 'scrabble',
      lexicon: 'test',
      layout: 'super',
      tileSet: '',
      challenge: 'double',
      name0: 'Ann',
      email0: 'form-ann2@example.com',
      name1: 'Bob',
      email1: 'form-bob2@example.com',
    });
    expect(status).toBe(201);
    await reply({
      from: 'form-bob2@example.com',
      to: (await outboxFor(id!)).find((m) => m.to === 'form-bob2@example.com')!.replyTo,
      body: 'ACCEPT',
    });
    const view = (await (await SELF.fetch(`https://example.com/api/games/${id}`)).json()) as {
      size: number;
    };
    expect(view.size).toBe(21);
  });

  it('explains an option the game does not offer', async () => {
    const res = await postForm('/new', {
      ruleset: 'jamble-jx',
      lexicon: 'test',
      challenge: 'double',
      name0: 'Ann',
      email0: 'ann@example.com',
      name1: 'Bob',
      email1: 'bob@example.com',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('challenge rule');
  });

  it.each([
    ['a single player', { name0: 'Ann', email0: 'ann@example.com' }, 'players'],
    [
      'a name without an email',
      { name0: 'Ann', email0: 'ann@example.com', name1: 'Bob' },
      'both a name and an email',
    ],
    [
      'the same email twice',
      { name0: 'Ann', email0: 'ann@example.com', name1: 'Bob', email1: 'ANN@example.com' },
      'own email',
    ],
  ])('refuses %s and keeps what was typed', async (_case, fields, reason) => {
    const res = await postForm('/new', { ruleset: 'jamble-jx', lexicon: 'test', ...fields });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(reason);
    expect(html).toContain('value="ann@example.com"');
  });
});
