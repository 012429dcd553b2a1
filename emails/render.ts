// Renders a template to email HTML. React escapes every string, so player text can never
// become markup.
//
// React's static renderer rather than @react-email/render's render(): that one streams
// (renderToReadableStream, every chunk encoded to bytes and decoded back) and keeps React's
// hydration comments (<!--$-->, <!-- -->), about five times the CPU for the same markup, and
// our templates are synchronous so nothing needs a stream. What render() adds is kept: the
// XHTML doctype and no image preload links (email clients ignore them).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { countSlots, type Prerendered, placePrerendered, TAG_PREFIX } from './prerendered';

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

// React writes one into <head> for every <img>; the attributes come first and in this order.
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

function markup(element: ReactElement): string {
  return renderToStaticMarkup(element).replace(IMAGE_PRELOAD, '');
}

/** `parts`: markup rendered once for many emails, placed where the template put its slot. */
export async function renderHtml(
  element: ReactElement,
  parts: readonly Prerendered[] = [],
): Promise<string> {
  return DOCTYPE + placePrerendered(markup(element), parts);
}

/** Renders `element` once, to be placed by `<PrerenderedSlot part={…} />` in many emails. */
export function prerender(name: string, element: ReactElement): Prerendered {
  const html = markup(element);
  // Placed markup is not searched again in each email: a slot inside it would stay a hole.
  if (countSlots(html) > 0) throw new Error('a prerendered slot was left without markup');
  return { tag: `${TAG_PREFIX}${name}`, html };
}
