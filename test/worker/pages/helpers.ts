// Helpers for page tests: the seat's signed game-page path from its email, its CSRF token, form posts.
import { SELF } from 'cloudflare:test';
import { outbox, outboxFor } from '../../support/mail';

export async function playPath(id: string, email: string): Promise<string> {
  const mail = (await outboxFor(id)).find((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email} for game ${id}`);
  const url = /Game page: (\S+)/.exec(mail.text)?.[1];
  if (!url) throw new Error('no game-page link in the email');
  return new URL(url).pathname;
}

export async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await SELF.fetch(`https://example.com${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

export async function csrfOf(path: string): Promise<string> {
  const { html } = await page(path);
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('no csrf field on the page');
  return token;
}

export function postForm(path: string, fields: Record<string, string>) {
  return SELF.fetch(`https://example.com${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function json<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await SELF.fetch(`https://example.com${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * The web form as a person uses it: POST /new, then the link mailed to the first player, then
 * that page's button. Returns the page the button answers with and the game's id.
 */
export async function confirmedForm(
  fields: Record<string, string>,
): Promise<{ status: number; html: string; id: string | undefined }> {
  const proposed = await postForm('/new', fields);
  if (proposed.status !== 202)
    return { status: proposed.status, html: await proposed.text(), id: undefined };
  const mail = (await outbox()).findLast((m) => m.to === fields.email0?.toLowerCase());
  const link = /(\S+\/new\/confirm\/\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error('no confirmation link in the email');
  const path = new URL(link).pathname;
  const res = await postForm(path, { csrf: await csrfOf(path) });
  const html = await res.text();
  return { status: res.status, html, id: /id="game-id">([a-z2-7]{10})</.exec(html)?.[1] };
}
