import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../shared/route-table';
import { PAGE_LOADERS } from './route-loaders';
import { pageModule, routes } from './router';
import NewsDetails from './routes/news-details';
import ProductDetails from './routes/product-details';

/** Every page route's path in the router ('' for the index), wrappers and layouts skipped. */
function routerPaths(list: RouteObject[], found: string[] = []): string[] {
  for (const route of list) {
    if (route.index) found.push('');
    else if (route.path) found.push(route.path);
    routerPaths(route.children ?? [], found);
  }
  return found;
}

describe('the route table, on the web side', () => {
  it('is what the router is built from: every page once, at its path', () => {
    const table = Object.entries(ROUTE_TABLE)
      .filter(([id]) => id !== 'admin') // patched in on the first visit (router.tsx)
      .map(([, route]) => route.path);
    expect(routerPaths(routes).sort()).toEqual(table.sort());
  });

  it("loads each page's code from the module the table names (the server names its files)", async () => {
    const ids = (Object.keys(ROUTE_TABLE) as (keyof typeof ROUTE_TABLE)[]).filter(
      (id) => id !== 'admin',
    );
    for (const id of ids) expect(() => pageModule(id)).not.toThrow();
    expect((await pageModule('product')()).default).toBe(ProductDetails);
    expect((await pageModule('postBySlug')()).default).toBe(NewsDetails);
  });

  it('leaves what only the server reads out of the browser', () => {
    // Titles, descriptions, sitemap and robots entries are the server's (shared/route-table.ts).
    expect(Object.values(ROUTE_TABLE).some((route) => 'title' in route)).toBe(false);
  });

  it('loads data for pages of the table only', () => {
    for (const id of Object.keys(PAGE_LOADERS)) expect(ROUTE_TABLE).toHaveProperty(id);
  });
});
