import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame, room, seatView } from '../../support/games';
import { clearOutbox } from '../../support/mail';
import { NOT_A_WORD, openingPlay } from '../../support/plays';
import { csrfOf, json, page, playPath, postForm } from './helpers';

beforeEach(clearOutbox);

interface PreviewBody {
  ok: boolean;
  preview?: { words: string[]; score: number; breakdown: string[] };
  error?: { code: string; message: string };
}

describe('the live preview of a move', () => {
  it('scores a legal play without playing it', async () => {
    const { id } = await newGame();
    const path = await playPath(id, ANN.email);
    const { command, word } = openingPlay((await seatView(id, 0)).rack!);
    const { status, body } = await json<PreviewBody>(
      `${path}/preview?move=${encodeURIComponent(command)}`,
    );
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.preview!.words).toEqual([word]);
    expect(body.preview!.score).toBeGreaterThan(0);
    expect(await room(id).moveLog()).toHaveLength(0);
  });

  it.each([
    ['an unknown word', NOT_A_WORD],
    ['a pass', 'PASS'],
    ['nothing', ''],
  ])('explains why %s cannot be previewed', async (_name, move) => {
    const { id } = await newGame();
    const path = await playPath(id, ANN.email);
    const { body } = await json<PreviewBody>(`${path}/preview?move=${encodeURIComponent(move)}`);
    expect(body.ok).toBe(false);
    expect(body.error!.message.length).toBeGreaterThan(10);
  });

  it('refuses a forged link', async () => {
    const { status } = await json<PreviewBody>('/play/forged.token/preview?move=PASS');
    expect(status).toBe(403);
  });
});

describe('the game page', () => {
  it('offers click-to-place squares, a preview area and rack tiles to pick for an exchange', async () => {
    const { id } = await newGame();
    const { html } = await page(await playPath(id, ANN.email));
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toContain(
      'data-coord="H8" aria-label="H8, double word, start square, empty" title="H8, double word, start square, empty" tabindex="0"',
    );
    expect(html).toContain('id="preview"');
    expect(html).toContain('class="rack-tile"');
    expect(html).toContain('<label for="exchange-tiles">');
  });

  it('exchanges the tiles posted from the exchange form', async () => {
    const { id } = await newGame();
    const path = await playPath(id, ANN.email);
    const before = (await seatView(id, 0)).rack!.map((t) => t.letter);
    const res = await postForm(path, {
      csrf: await csrfOf(path),
      action: 'exchange',
      tiles: before.slice(0, 2).join(''),
    });
    expect(res.status).toBe(200);
    expect((await room(id).moveLog())[0]!.command).toBe(`EXCHANGE ${before.slice(0, 2).join('')}`);
  });

  it('does not resign without the confirmation box', async () => {
    const { id } = await newGame();
    const path = await playPath(id, ANN.email);
    const res = await postForm(path, { csrf: await csrfOf(path), action: 'resign' });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Tick the box');
    expect(await room(id).moveLog()).toHaveLength(0);
  });

  it('shows the opponent’s page without move forms while it is not their turn', async () => {
    const { id } = await newGame();
    const { html } = await page(await playPath(id, BOB.email));
    expect(html).toContain('Ann to play');
    expect(html).not.toContain('id="play-form"');
  });
});

describe('Open Jamble refills on the game page', () => {
  it('shows the bag after a play and draws the chosen ends', async () => {
    const { id } = await newGame({ ruleset: 'jamble-jo' });
    const path = await playPath(id, ANN.email);
    const { command, word } = openingPlay((await seatView(id, 0)).rack!);
    await postForm(path, { csrf: await csrfOf(path), action: 'play', move: command });
    const view = await seatView(id, 0);
    expect(view.phase).toBe('refill');
    const { html } = await page(path);
    expect(html).toContain('Refill your rack');
    expect(html).toContain(`data-need="${word.length}"`);
    const draws = 'B'.repeat(word.length);
    const res = await postForm(path, {
      csrf: await csrfOf(path),
      action: 'draw',
      draw: draws.toLowerCase(),
    });
    expect(res.status).toBe(200);
    expect((await room(id).moveLog()).at(-1)!.command).toBe(`DRAW ${draws}`);
    expect((await seatView(id, 0)).phase).toBe('play');
  });

  it('refuses draws that are not F or B', async () => {
    const { id } = await newGame({ ruleset: 'jamble-jo' });
    const path = await playPath(id, ANN.email);
    await postForm(path, {
      csrf: await csrfOf(path),
      action: 'play',
      move: openingPlay((await seatView(id, 0)).rack!).command,
    });
    const res = await postForm(path, { csrf: await csrfOf(path), action: 'draw', draw: 'FX' });
    expect(res.status).toBe(422);
  });
});

describe('parlor games on the player’s page', () => {
  it('shows the phase’s help and takes a command as an email would', async () => {
    const { id } = await newGame({ ruleset: 'mumble-jumble' });
    const path = await playPath(id, ANN.email);
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain('Phase: choose');
    expect(html).toContain('WORD CRANE');
    const res = await postForm(path, {
      csrf: await csrfOf(path),
      action: 'command',
      command: 'WORD QUOTE',
    });
    expect(res.status).toBe(200);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['WORD QUOTE']);
  });

  it('summarises the public view for spectators', async () => {
    const { id } = await newGame({ ruleset: 'mumble-jumble' });
    const { status, html } = await page(`/games/${id}`);
    expect(status).toBe(200);
    expect(html).toContain('<h1>Mumble-Jumble</h1>');
    expect(html).toContain('<dt style="font-weight:600">phase</dt>');
  });
});

describe('forms that cannot play twice or late', () => {
  it('answers a successful play with a redirect to the page, so a reload does not post it again', async () => {
    const { id } = await newGame();
    const path = await playPath(id, ANN.email);
    const res = await SELF.fetch(`https://example.com${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: await csrfOf(path), action: 'pass', turn: '1' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${path}?done=1`);
    const { html } = await page(`${path}?done=1`);
    expect(html).toContain('role="status"');
    expect(html).toContain('Ann passed');
  });

  it('refuses a form opened before the last move and shows the board as it stands', async () => {
    const { id } = await newGame();
    const ann = await playPath(id, ANN.email);
    const bob = await playPath(id, BOB.email);
    // Ann's tab is opened on turn 1; she passes from it, then Bob passes.
    const oldTab = { csrf: await csrfOf(ann), action: 'pass', turn: '1' };
    await postForm(ann, oldTab);
    await postForm(bob, { csrf: await csrfOf(bob), action: 'pass', turn: '2' });
    // Ann's turn again, but the form in her old tab was for turn 1.
    const res = await postForm(ann, oldTab);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('moved on');
    expect(await room(id).moveLog()).toHaveLength(2);
  });
});

describe('the end of a game on the pages', () => {
  it('resigns with the confirmation box and shows the result to players and spectators', async () => {
    const { id } = await newGame();
    const path = await playPath(id, ANN.email);
    const res = await postForm(path, {
      csrf: await csrfOf(path),
      action: 'resign',
      confirm: 'yes',
    });
    expect(res.status).toBe(200);
    for (const where of [path, `/games/${id}`]) {
      const { html } = await page(where);
      expect(html).toContain('Game over');
      expect(html).toContain('<h2 id="result-heading">Result</h2>');
      expect(html).toContain('Bob won.');
    }
  });
});
