import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { rulesets } from '../../../engine/crossword/rulesets/index';
import { getGameKind, rulesetIds } from '../../../engine/registry';
import readme from '../../../README.md?raw';
import { SERVICE_COMMAND_NAMES } from '../../../worker/game-room/crossword-help';
import { serviceCommands } from '../../../worker/game-room/service-commands';
import { playerCount } from '../../../worker/pages/player-count';
import { clearOutbox, outboxFor } from '../../support/mail';
import { page, postForm } from './helpers';

beforeEach(clearOutbox);

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
    for (const command of serviceCommands) expect(html).toContain(command.name);
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

  it('creates the game, shows its id and emails the invitations', async () => {
    const res = await postForm('/new', {
      ruleset: 'jamble-jx',
      lexicon: 'test',
      name0: 'Ann',
      email0: 'ann@example.com',
      name1: '<b>Bob</b>',
      email1: 'bob@example.com',
    });
    expect(res.status).toBe(201);
    const html = await res.text();
    const id = /id="game-id">([a-z2-7]{10})</.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toContain('invitations were emailed');
    expect(html).toContain('&lt;b&gt;Bob&lt;/b&gt;');
    const mail = await outboxFor(id!);
    expect(mail.map((m) => m.to).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect((await SELF.fetch(`https://example.com/api/games/${id}`)).status).toBe(200);
  });

  it('passes the crossword options on: Scrabble on the 21×21 board with double challenge', async () => {
    const res = await postForm('/new', {
      ruleset: 'scrabble',
      lexicon: 'test',
      layout: 'super',
      tileSet: '',
      challenge: 'double',
      name0: 'Ann',
      email0: 'ann@example.com',
      name1: 'Bob',
      email1: 'bob@example.com',
    });
    expect(res.status).toBe(201);
    const id = /id="game-id">([a-z2-7]{10})</.exec(await res.text())?.[1];
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
