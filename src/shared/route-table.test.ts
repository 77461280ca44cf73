import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';
import { postRefOf } from './post-ref';
import { matchPage, type PageRoute, pathOf, ROUTE_TABLE, staticPrefix } from './route-table';

const store = {
  name: { en: 'Green Volt', ar: 'جرين فولت' },
  tagline: { en: 'Clean energy', ar: 'طاقة نظيفة' },
};

describe('the route table', () => {
  it.each([
    ['/', 'home', {}],
    ['/products', 'products', {}],
    ['/products/', 'products', {}],
    ['/products/abc', 'product', { id: 'abc' }],
    ['/category/%D8%A8%D8%B7', 'category', { slug: 'بط' }],
    ['/news/slug/solar-guide', 'postBySlug', { id: 'solar-guide' }],
    ['/news/solar-guide', 'post', { id: 'solar-guide' }],
    ['/orders/7', 'order', { id: '7' }],
    ['/admin', 'admin', {}],
    ['/admin/orders/1', 'admin', {}],
    ['/products/a/b', 'notFound', {}],
    ['/nowhere', 'notFound', {}],
  ])('%s is %s', (pathname, id, params) => {
    const match = matchPage(pathname);
    expect(match.id).toBe(id);
    expect(match.params).toEqual(params);
  });

  it('knows each route by one path, and the not-found route comes last', () => {
    const ids = Object.keys(ROUTE_TABLE);
    expect(ids.at(-1)).toBe('notFound');
    const paths = Object.values(ROUTE_TABLE).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [id, route] of Object.entries(ROUTE_TABLE)) {
      if (route.path.includes('*')) continue;
      // Every page's own URL lands on it.
      expect(matchPage(pathOf(route, { id: 'x', slug: 'x' })).id, id).toBe(id);
    }
  });

  it('server-renders only public pages, with titles', () => {
    const routes: [string, PageRoute][] = Object.entries(ROUTE_TABLE);
    const rendered = routes.filter(([, route]) => route.ssr);
    expect(rendered.length).toBe(12);
    for (const [id, route] of rendered) {
      expect(route.private, id).toBeUndefined();
      expect(route.title, id).toBeDefined();
    }
  });

  it('names what robots.txt keeps crawlers out of, and fills paths in', () => {
    expect(staticPrefix(ROUTE_TABLE.order)).toBe('/orders');
    expect(staticPrefix(ROUTE_TABLE.admin)).toBe('/admin');
    expect(staticPrefix(ROUTE_TABLE.paymentFailed)).toBe('/payment/failed');
    expect(pathOf(ROUTE_TABLE.home)).toBe('/');
    expect(pathOf(ROUTE_TABLE.category, { slug: 'بط ب' })).toBe(
      `/category/${encodeURIComponent('بط ب')}`,
    );
  });
});

describe('pageTitle', () => {
  it('is the page, then the store, in the language asked for', () => {
    expect(pageTitle('Products', store, 'en')).toBe('Products | Green Volt');
    expect(pageTitle('المنتجات', store, 'ar')).toBe('المنتجات | جرين فولت');
  });

  it('is the store and its tagline on the home page', () => {
    expect(pageTitle(undefined, store, 'en', true)).toBe('Green Volt — Clean energy');
  });

  it('takes the other language of a name left empty, and is empty without a page', () => {
    expect(pageTitle('X', { ...store, name: { en: 'Green Volt', ar: '' } }, 'ar')).toBe(
      'X | Green Volt',
    );
    expect(pageTitle(undefined, store, 'en')).toBe('');
    expect(pageTitle('X', null, 'en')).toBe('X');
  });
});

describe('postRefOf', () => {
  it('reads /news/<id> by id, anything else as a slug', () => {
    const id = '6f1c2a9e-1234-4abc-8def-0123456789ab';
    expect(postRefOf(`/news/${id}`, id)).toEqual({ by: 'id', value: id });
    expect(postRefOf('/news/solar', 'solar')).toEqual({ by: 'slug', value: 'solar' });
    expect(postRefOf(`/news/slug/${id}`, id)).toEqual({ by: 'slug', value: id });
  });
});
