// emails/render.ts renders with React's static renderer instead of @react-email/render's render()
// (five times less CPU: see its comment). This proves the two give the same email for every
// template: render()'s output with React's hydration comments removed is ours, byte for byte.
import { render } from '@react-email/render';
import { createElement, type FunctionComponent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../emails/render';

type TemplateModule = Record<string, unknown> & {
  default?: FunctionComponent<object> & { PreviewProps?: object };
};

const modules = import.meta.glob<TemplateModule>('../../emails/**/*.tsx', { eager: true });

const templates = Object.entries(modules)
  .filter(([, mod]) => mod.default?.PreviewProps !== undefined)
  .map(([path, mod]) => [path.replace('../../emails/', ''), mod.default!] as const);

/** React's markers for streaming hydration (Suspense boundaries, text-node separators). */
const HYDRATION_COMMENT = /<!--(\$|\/\$|\$\?|\$!| |html|head|body)-->/g;

describe('our renderer against React Email’s render()', () => {
  it('covers the templates', () => {
    expect(templates.length).toBeGreaterThanOrEqual(14);
  });

  it.each(templates)('%s renders the same email', async (_name, component) => {
    const element = createElement(component, component.PreviewProps!);
    const reference = (await render(element)).replace(HYDRATION_COMMENT, '');
    expect(await renderHtml(element)).toBe(reference);
  });
});
