// GET /api/games/:id/gcg during a game: the public record shows no rack; a player's signed game
// link gives their own export with their racks; wrong links and dialects get a clear refusal.
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { signLink } from '../../worker/links/signed-link';
import { TEST_LINK_SECRETS } from '../setup/secrets';
import { ANN, newGame, seatView } from '../support/games';
import { clearOutbox, outboxFor, reply } from '../support/mail';
import { openingPlay } from '../support/plays';

beforeEach(clearOutbox);

const KEY = { id: 'k2', secret: TEST_LINK_SECRETS.k2 };
const hour = () => Math.floor(Date.now() / 1000) + 3600;

async function gameWithOnePlay() {
  const { id } = await newGame();
  const annMail = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
  const rack = (await seatView(id, 0)).rack!.map((t) => t.letter);
  const { command } = openingPlay((await seatView(id, 0)).rack!);
  await reply({ from: ANN.email, to: annMail.replyTo, body: command });
  return { id, rack };
}

const annLine = (gcg: string) => gcg.split('\n').find((l) => l.startsWith('>Ann:'))!;
const sortedRack = (tiles: string[]) =>
  tiles
    .slice()
    .sort((a, b) => (a === '?' ? 1 : b === '?' ? -1 : a.localeCompare(b)))
    .join('');

async function gcg(path: string) {
  const res = await SELF.fetch(`https://example.com/api/games/${path}`);
  return { res, text: await res.text() };
}

describe('GET /api/games/:id/gcg', () => {
  it('shows in public only the tiles a play put down, and a player their own full rack', async () => {
    const { id, rack } = await gameWithOnePlay();
    const open = await gcg(`${id}/gcg`);
    expect(open.res.status).toBe(200);
    expect(open.text).toContain(`#id wordmail ${id}\n`);
    expect(open.text).toContain('#incomplete\n');
    const [, shown, , word] = annLine(open.text).split(' ');
    // The rack word is the play's own tiles: as many as the word has new letters.
    expect(shown!.length).toBe(word!.replace(/\./g, '').length);
    expect(shown!.length).toBeLessThan(rack.length);

    const annLink = await signLink(KEY, { game: id, seat: 0, exp: hour(), purpose: 'play' });
    const own = await gcg(`${id}/gcg?link=${annLink}`);
    expect(own.res.status).toBe(200);
    expect(own.res.headers.get('cache-control')).toBe('private, no-store');
    expect(own.res.headers.get('content-disposition')).toContain(`${id}-seat1.gcg`);
    expect(annLine(own.text).split(' ')[1]).toBe(sortedRack(rack));

    const bobLink = await signLink(KEY, { game: id, seat: 1, exp: hour(), purpose: 'play' });
    expect(annLine((await gcg(`${id}/gcg?link=${bobLink}`)).text)).toBe(annLine(open.text));
  });

  it('links the player’s own record from their game page', async () => {
    const { id, rack } = await gameWithOnePlay();
    const annLink = await signLink(KEY, { game: id, seat: 0, exp: hour(), purpose: 'play' });
    const page = await (await SELF.fetch(`https://example.com/play/${annLink}`)).text();
    const href = /href="(\/api\/games\/[^"]+\/gcg\?link=[^"]+)"/.exec(page)?.[1];
    expect(href).toBe(`/api/games/${id}/gcg?link=${annLink}`);
    const own = await (await SELF.fetch(`https://example.com${href}`)).text();
    expect(annLine(own).split(' ')[1]).toBe(sortedRack(rack));
  });

  it('refuses a link of another game, an unsubscribe link, an altered link and an unknown dialect', async () => {
    const { id } = await gameWithOnePlay();
    const { id: other } = await newGame({ seed: 'another-seed' });
    const elsewhere = await signLink(KEY, { game: other, seat: 0, exp: hour(), purpose: 'play' });
    const leave = await signLink(KEY, { game: id, seat: 0, exp: hour(), purpose: 'unsubscribe' });
    const mine = await signLink(KEY, { game: id, seat: 0, exp: hour(), purpose: 'play' });
    const cases: [string, number, string][] = [
      [`${id}/gcg?link=${elsewhere}`, 403, 'wrong-link'],
      [`${id}/gcg?link=${leave}`, 403, 'wrong-link'],
      [`${id}/gcg?link=${mine.slice(0, -2)}xx`, 403, 'bad-signature'],
      [`${id}/gcg?dialect=magpie`, 400, 'bad-dialect'],
    ];
    for (const [path, status, code] of cases) {
      const { res, text } = await gcg(path);
      expect([res.status, (JSON.parse(text) as { error: { code: string } }).error.code]).toEqual([
        status,
        code,
      ]);
    }
  });

  it('accepts ?dialect=quackle, which changes nothing before the end-of-game lines', async () => {
    const { id } = await gameWithOnePlay();
    const spec = (await gcg(`${id}/gcg`)).text;
    const quackle = (await gcg(`${id}/gcg?dialect=quackle`)).text;
    // No deduction yet: the two dialects differ only in that line.
    expect(quackle).toBe(spec);
  });
});
