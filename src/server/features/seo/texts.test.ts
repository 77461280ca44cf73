import { describe, expect, it } from 'vitest';
import { type PageRoute, ROUTE_TABLE } from '../../../shared/route-table';
import { pageText } from './texts';

/** Every key the route table names: titles, not-found titles and descriptions. */
function keysOf({ title, description }: PageRoute): string[] {
  const keys = [description];
  if (title && 'key' in title) keys.push(title.key);
  if (title && 'missing' in title) keys.push(title.missing);
  return keys.filter((key): key is string => Boolean(key));
}

describe("the route table's texts", () => {
  const routes: [string, PageRoute][] = Object.entries(ROUTE_TABLE);

  it('are read here from the web app locales, in both languages', () => {
    const keys = routes.flatMap(([, route]) => keysOf(route));
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) {
      expect(pageText('en', key), key).not.toBe('');
      expect(pageText('ar', key), key).not.toBe('');
    }
    expect(pageText('en', 'legal.terms.title')).toBe('Terms & Conditions');
  });

  it('give every server-rendered page a title', () => {
    const rendered = routes.filter(([, route]) => route.ssr);
    expect(rendered.map(([id]) => id)).toContain('product');
    for (const [id, route] of rendered) expect(route.title, id).toBeDefined();
  });

  it('fail loudly on a key the locales lack', () => {
    expect(() => pageText('en', 'no.such.key')).toThrow(/no text/);
  });
});
