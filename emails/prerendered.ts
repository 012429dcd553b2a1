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

/** Swaps each placeholder for its markup; a template must place each part exactly once. */
export function placePrerendered(html: string, parts: readonly Prerendered[]): string {
  let out = html;
  for (const part of parts) {
    const slot = `<${part.tag}></${part.tag}>`;
    const at = out.indexOf(slot);
    if (at < 0 || out.includes(slot, at + slot.length))
      throw new Error(`${part.tag} must be placed exactly once in the template`);
    out = out.slice(0, at) + part.html + out.slice(at + slot.length);
  }
  // A slot rendered without its markup would send an email with a hole in it.
  if (out.includes(`<${TAG_PREFIX}`)) throw new Error('a prerendered slot was left without markup');
  return out;
}
