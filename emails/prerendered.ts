// Markup rendered once and placed in many emails: the board is the same in every seat's email of
// a turn, so it is rendered once per turn, not once per player (render.ts: prerender). React
// renders a placeholder element where the markup goes and renderHtml swaps the markup in.
// Escaped by construction: the markup is React-rendered, and player text cannot forge a
// placeholder because React escapes "<" in every string it renders.
import { createElement } from 'react';

export interface Prerendered {
  /** The placeholder's tag, e.g. `wordmail-board`: a custom element no template uses. */
  readonly tag: string;
  readonly html: string;
}

export const TAG_PREFIX = 'wordmail-';

/** Where a template places prerendered markup. */
export function PrerenderedSlot({ part }: { part: Prerendered }) {
  return createElement(part.tag);
}

/**
 * Swaps each placeholder for its markup; a template must place each part exactly once. Every
 * check reads the template's own markup (a seat's 10 KB), not the email it becomes with the
 * board in it (40 KB): prerender checks each part's markup once, for all the emails it goes in.
 */
export function placePrerendered(html: string, parts: readonly Prerendered[]): string {
  const slots = Array.from(parts, (part) => {
    const slot = `<${part.tag}></${part.tag}>`;
    const at = html.indexOf(slot);
    if (at < 0 || html.includes(slot, at + slot.length))
      throw new Error(`${part.tag} must be placed exactly once in the template`);
    return { at, end: at + slot.length, html: part.html, tag: part.tag };
  });
  slots.sort((a, b) => a.at - b.at);
  for (let i = 1; i < slots.length; i++)
    if (slots[i]!.at === slots[i - 1]!.at)
      throw new Error(`${slots[i]!.tag} must be placed exactly once in the template`);
  // A slot rendered without its markup would send an email with a hole in it.
  if (countSlots(html) !== slots.length)
    throw new Error('a prerendered slot was left without markup');
  let out = '';
  let from = 0;
  for (const slot of slots) {
    out += html.slice(from, slot.at) + slot.html;
    from = slot.end;
  }
  return out + html.slice(from);
}

/** How many placeholders `html` holds (React escapes "<" in text, so only rendered elements). */
export function countSlots(html: string): number {
  let count = 0;
  for (
    let at = html.indexOf(`<${TAG_PREFIX}`);
    at >= 0;
    at = html.indexOf(`<${TAG_PREFIX}`, at + 1)
  )
    count++;
  return count;
}
