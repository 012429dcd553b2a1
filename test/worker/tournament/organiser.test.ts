// The organiser's signed link: its page starts a tournament or withdraws a player by POST with the
// page's CSRF token; GET changes nothing, and no other link opens it.
import { describe, expect, it } from 'vitest';
import { csrfOf, page, postForm } from '../pages/helpers';
import { created, entrants, roundRobin, summary } from './helpers';

const DAY = 24 * 3_600_000;

async function signupTournament(prefix: string) {
  const made = (await created(
    roundRobin('Organised', {
      startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
      players: entrants(3, prefix),
    }),
  )) as { id: string; organiserUrl?: string };
  expect(made.organiserUrl).toMatch(/\/organise\//);
  return { id: made.id, path: new URL(made.organiserUrl!).pathname };
}

describe('the organiser’s link', () => {
  it('starts the tournament from its page, and only by POST with the page’s token', async () => {
    const { id, path } = await signupTournament('og');
    const shown = await page(path);
    expect(shown.html).toContain('start now');
    expect((await summary(id)).status).toBe('signup');
    expect((await postForm(path, { action: 'start', csrf: 'forged' })).status).toBe(403);
    const res = await postForm(path, { action: 'start', csrf: await csrfOf(path) });
    expect(res.status).toBe(200);
    expect((await summary(id)).status).toBe('running');
  });

  it('withdraws with the same answer whether or not the address is entered', async () => {
    const { id, path } = await signupTournament('ow');
    const withdraw = async (email: string) => {
      const res = await postForm(path, { action: 'withdraw', email, csrf: await csrfOf(path) });
      return (await res.text()).replace(/name="csrf" value="[^"]+"/, '');
    };
    const entered = await withdraw('ow1@example.com');
    const stranger = await withdraw('nobody@example.com');
    expect(stranger).toBe(entered);
    expect((await summary(id)).players.map((p) => p.name)).toEqual(['OW2', 'OW3']);
  });

  it('refuses a link made for something else', async () => {
    const { path } = await signupTournament('ox');
    const token = path.split('/').at(-1)!;
    const [kid, payload, signature] = token.split('.');
    const tampered = `/organise/${kid}.${payload}x.${signature}`;
    expect((await page(tampered)).status).toBe(403);
    expect((await page(`/play/${token}`)).status).toBe(403);
  });
});
