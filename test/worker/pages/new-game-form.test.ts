// The new-game form's own fields: clock, robot opponent, rated or casual, hints, twelve seats. Each
// is passed on to the game it creates, and each refusal names the field and creates nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../worker/game-room/record';
import { room } from '../../support/games';
import { clearOutbox, outbox, outboxFor, reply } from '../../support/mail';
import { confirmedForm, page, postForm } from './helpers';

beforeEach(clearOutbox);

let next = 0;
/** A fresh address per use: every form proposer starts as a stranger with one confirmation. */
const address = (who: string) => `form-${who}-${++next}@example.com`;

/** The form for a game of `ruleset` between a new person and `others` more. */
function fields(ruleset: string, others: number, extra: Record<string, string> = {}) {
  const form: Record<string, string> = { ruleset, lexicon: 'test', ...extra };
  for (let i = 0; i <= others; i++) {
    form[`name${i}`] = `P${i + 1}`;
    form[`email${i}`] = address(`p${i + 1}`);
  }
  return form;
}

async function created(form: Record<string, string>): Promise<GameRecord> {
  const { status, id, html } = await confirmedForm(form);
  expect(status, html).toBe(201);
  return (await room(id!).record()) as unknown as GameRecord;
}

/** POST /new that must be refused: its page, after checking that nothing was created or mailed. */
async function refused(form: Record<string, string>, status = 400): Promise<string> {
  const res = await postForm('/new', form);
  expect(res.status).toBe(status);
  expect(await outbox()).toHaveLength(0);
  return res.text();
}

/** The refused page marks this field, says why beside it, and kept what was typed. */
function expectFieldError(html: string, field: string, reason: string) {
  expect(html).toContain(`id="${field}-error">${reason}`);
  expect(html).toContain(`aria-describedby="${field}-error"`);
  expect(html).toContain(`href="#${field}"`);
}

describe('the new-game form’s fields', () => {
  it('offers twelve seats, a robot, a clock, rated or casual and hints', async () => {
    const { html } = await page('/new');
    expect(html).toContain('name="email11"');
    expect(html).not.toContain('name="email12"');
    for (const level of ['best', 'strong', 'club', 'casual', 'beginner'])
      expect(html).toContain(`<option value="${level}">`);
    expect(html).toContain('name="timeControl"');
    expect(html).toContain('name="timeoutAction"');
    expect(html).toMatch(/name="rated" value="yes" checked/);
    expect(html).toContain('name="hints" value="yes"');
  });

  it('gives the game the time control and what a missed deadline does', async () => {
    const record = await created(
      fields('jamble-jx', 1, { timeControl: '10d+1d/30d weekends off', timeoutAction: 'loss' }),
    );
    expect(record.timeControl?.control).toEqual({
      type: 'fischer',
      initialDays: 10,
      incrementDays: 1,
      maxDays: 30,
      weekendsOff: true,
    });
    expect(record.timeControl?.timeoutAction).toBe('loss');
  });

  it('leaves a game without deadlines when the time control is empty', async () => {
    const record = await created(fields('jamble-jx', 1));
    expect(record.timeControl ?? null).toBeNull();
    expect(record.rated).toBe(true);
  });

  it.each([
    ['soon', 'is not a time control'],
    ['0.5h', 'The shortest clock is 1 hour a move'],
  ])('refuses the time control %s at its field, keeping it', async (timeControl, reason) => {
    const html = await refused(fields('jamble-jx', 1, { timeControl }));
    expectFieldError(html, 'timeControl', '');
    expect(html).toContain(reason);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`value="${timeControl}"`);
  });

  it('refuses a missed-deadline rule the service does not have', async () => {
    const html = await refused(fields('jamble-jx', 1, { timeoutAction: 'forfeit-all' }));
    expectFieldError(html, 'timeoutAction', '');
  });

  it('seats the robot after the people, at the level chosen, in an unrated game', async () => {
    const record = await created(fields('scrabble', 0, { robot: 'casual' }));
    expect(record.seats.map((s) => [s.name, s.robot ?? null])).toEqual([
      ['P1', null],
      ['Robot', 'casual'],
    ]);
    expect(record.rated).toBe(false);
  });

  it('starts a game against the robot at once: nobody else has to ACCEPT', async () => {
    const form = fields('scrabble', 0, { robot: 'best' });
    const { id, html } = await confirmedForm(form);
    expect(html).toContain('It has begun: the email for your first move is on its way.');
    expect(html).toContain('Robot (the robot, best)');
    const view = (await room(id!).view(null)) as { status?: string };
    expect(view.status).not.toBe('invited');
    const mail = (await outboxFor(id!)).filter((m) => m.to === form.email0);
    expect(mail.some((m) => m.text.includes('Game page:'))).toBe(true);
  });

  it('starts a game of two people and the robot once the other person accepts', async () => {
    const form = fields('scrabble', 1, { robot: 'casual' });
    const { id } = await confirmedForm(form);
    const invitation = (await outboxFor(id!)).find((m) => m.to === form.email1)!;
    expect(((await room(id!).view(null)) as { status?: string }).status).toBe('invited');
    await reply({ from: form.email1!, to: invitation.replyTo, body: 'ACCEPT' });
    expect(((await room(id!).view(null)) as { status?: string }).status).not.toBe('invited');
  });

  it.each([
    [
      'a parlor game',
      fields('mumble-jumble', 2, { robot: 'best' }),
      'robot plays crossword games only',
    ],
    ['an unknown level', fields('scrabble', 0, { robot: 'genius' }), 'A robot plays at one of'],
  ])('refuses the robot in %s at its field', async (_case, form, reason) => {
    const html = await refused(form);
    expectFieldError(html, 'robot', '');
    expect(html).toContain(reason);
  });

  it('refuses “robot” typed as a person’s address, pointing to the robot field', async () => {
    const form = fields('scrabble', 1);
    form.email1 = 'robot';
    const html = await refused(form);
    expectFieldError(html, 'email1', 'To play the robot, choose its level');
  });

  it('makes a casual game with hints when both are chosen', async () => {
    const record = await created(fields('jamble-jx', 1, { rated: 'no', hints: 'yes' }));
    expect(record.rated).toBe(false);
    expect(record.hints).toBe(true);
  });

  it('refuses hints in a rated game, in the form’s own words, keeping the box ticked', async () => {
    const html = await refused(fields('jamble-jx', 1, { rated: 'yes', hints: 'yes' }));
    expectFieldError(html, 'hints', 'Hints are only for casual games: choose “Casual”');
    expect(html).not.toContain('rated&quot;: false');
    expect(html).toMatch(/name="hints" value="yes" checked/);
  });

  it('shows on the confirmation page what will be started', async () => {
    const form = fields('scrabble', 0, {
      robot: 'club',
      timeControl: '3d',
      timeoutAction: 'loss',
      rated: 'no',
      hints: 'yes',
    });
    expect((await postForm('/new', form)).status).toBe(202);
    const mail = (await outbox())[0]!.text;
    expect(mail).toContain('to start a game of Scrabble by email with the robot.');
    const link = /(\S+\/new\/confirm\/\S+)/.exec(mail)![1]!;
    const { html } = await page(new URL(link).pathname);
    expect(html).toContain('with P1, Robot (the robot, club).');
    expect(html).toContain('It begins as soon as you start it.');
    expect(html).toContain('Time control 3d; a player who misses a deadline loses the game.');
    expect(html).toContain('Casual: ratings do not change.');
    expect(html).toContain('HINT allowed.');
  });

  it('seats twelve players in Word Jam', async () => {
    const record = await created(fields('word-jam', 11));
    expect(record.seats).toHaveLength(12);
    expect(record.seats[11]!.name).toBe('P12');
  });

  it.each([
    ['Jamble with seven', fields('jamble-jx', 6), 'players; you named 7', true],
    ['Word Jam with four', fields('word-jam', 3), 'you named 4', false],
  ])('refuses %s at the players, keeping every seat', async (_case, form, reason, folded) => {
    const html = await refused(form);
    expectFieldError(html, 'players', '');
    expect(html).toContain(reason);
    expect(html).toContain(`value="${form.email0}"`);
    expect(html.includes('<details open')).toBe(folded);
  });

  it('seats four in Word Jam with the small-group box ticked', async () => {
    const record = await created(fields('word-jam', 3, { smallGroup: 'yes' }));
    expect(record.seats).toHaveLength(4);
    expect((record.config as { minPlayers: number }).minPlayers).toBe(3);
  });

  it('points a Word Jam of four at the small-group box, in the form’s words', async () => {
    const html = await refused(fields('word-jam', 3));
    expectFieldError(html, 'players', 'Word Jam is for 5–12 players; you named 4.');
    expect(html).toContain('With 3 or 4, tick “Word Jam with 3 or 4 players”.');
    expect(html).not.toContain('minPlayers');
  });

  it('opens the folded seats when one of them is to fix', async () => {
    const form = fields('word-jam', 7);
    form.email7 = 'not-an-address';
    const html = await refused(form);
    expectFieldError(html, 'email7', '&quot;not-an-address&quot; is not an email address.');
    expect(html).toContain('<details open');
  });

  it.each([
    [
      'the service’s own address',
      'bot@PLAY.localhost',
      'email1',
      'is one of this service&#39;s own addresses',
    ],
    ['an address twice', 'SAME', 'players', 'Each player needs their own email address.'],
  ])('refuses %s at the field it is about', async (_case, email1, field, reason) => {
    const form = fields('scrabble', 2);
    form.email1 = email1 === 'SAME' ? form.email2!.toUpperCase() : email1;
    const html = await refused(form);
    expectFieldError(html, field, '');
    expect(html).toContain(reason);
  });

  it('points a bad name at its own row when an earlier row is empty', async () => {
    const form = fields('jamble-jx', 0, { name2: '\u200b', email2: address('blank') });
    const html = await refused(form);
    expectFieldError(html, 'name2', 'Player 3’s name has no visible characters.');
  });
});
