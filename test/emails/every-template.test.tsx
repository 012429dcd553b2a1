// Every template with PreviewProps renders HTML and plain text from them: both snapshotted, the
// HTML under Gmail's clipping limit, and no raw markup from the props.
import { createElement, type FunctionComponent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../emails/render';

type TemplateModule = Record<string, unknown> & {
  default?: FunctionComponent<object> & { PreviewProps?: object };
};

const modules = import.meta.glob<TemplateModule>('../../emails/**/*.tsx', { eager: true });

const templates = Object.entries(modules)
  .filter(([, mod]) => mod.default?.PreviewProps !== undefined)
  .map(([path, mod]) => {
    const text = Object.entries(mod).find(
      ([name, value]) => name.endsWith('Text') && typeof value === 'function',
    );
    return {
      name: path.replace('../../emails/', ''),
      mod,
      text: text?.[1] as ((props: object) => string) | undefined,
    };
  });

describe('every email template', () => {
  it('is found', () => {
    expect(templates.length).toBeGreaterThanOrEqual(14);
  });

  it.each(templates.map((t) => [t.name, t] as const))(
    '%s renders HTML and text from its PreviewProps',
    async (_name, t) => {
      const component = t.mod.default!;
      const html = await renderHtml(createElement(component, component.PreviewProps!));
      expect(new TextEncoder().encode(html).byteLength).toBeLessThan(102 * 1024);
      expect(html).toMatch(/^<!DOCTYPE html/i);
      expect(t.text, `${t.name} exports a plain-text function`).toBeTypeOf('function');
      const text = t.text!(component.PreviewProps!);
      expect(text.trim().length).toBeGreaterThan(20);
      expect(text).not.toMatch(/<\/?(div|table|p|span)\b/);
      expect(text).toMatchSnapshot();
      expect(html).toMatchSnapshot();
    },
  );
});
