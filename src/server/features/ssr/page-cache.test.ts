import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogVersion } from '../../lib/catalog-version';
import { createPageCache, PAGE_CACHE_MS } from './page-cache';

interface Page {
  status: number;
  html: string;
}

function fakeVersion() {
  let value = '1';
  const version = { current: async () => value } as unknown as CatalogVersion;
  return { version, bump: () => (value = String(Number(value) + 1)) };
}

/** A renderer that counts its calls and answers `page N` (status 200) or a 404. */
function renderer(status = 200) {
  let calls = 0;
  return {
    render: async () => ({ status, html: `page ${++calls}` }),
    calls: () => calls,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rendered page cache (decision 030)', () => {
  const ok = (page: Page) => page.status === 200;

  it('renders a page once and answers it again until the catalog changes', async () => {
    const { version, bump } = fakeVersion();
    const cached = createPageCache<Page>(version, ok);
    const home = renderer();
    expect((await cached('ar|/', home.render)).html).toBe('page 1');
    expect((await cached('ar|/', home.render)).html).toBe('page 1');
    expect((await cached('en|/', home.render)).html).toBe('page 2'); // another language
    bump();
    expect((await cached('ar|/', home.render)).html).toBe('page 3');
    expect(home.calls()).toBe(3);
  });

  it('renders again once the page is older than PAGE_CACHE_MS (what changes with time alone)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cached = createPageCache<Page>(fakeVersion().version, ok);
    const news = renderer();
    await cached('ar|/news', news.render);
    vi.setSystemTime(Date.now() + PAGE_CACHE_MS - 1);
    expect((await cached('ar|/news', news.render)).html).toBe('page 1');
    vi.setSystemTime(Date.now() + 2);
    expect((await cached('ar|/news', news.render)).html).toBe('page 2');
  });

  it('renders a cold page once for visitors arriving together', async () => {
    const cached = createPageCache<Page>(fakeVersion().version, ok);
    const product = renderer();
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => cached('ar|/products/x', product.render)),
    );
    expect(pages.map((p) => p.html)).toEqual(Array(5).fill('page 1'));
    expect(product.calls()).toBe(1);
  });

  it('keeps no page the caller does not accept (a 404 for a made-up URL)', async () => {
    const cached = createPageCache<Page>(fakeVersion().version, ok);
    const missing = renderer(404);
    await cached('ar|/products/nope', missing.render);
    await cached('ar|/products/nope', missing.render);
    expect(missing.calls()).toBe(2);
  });

  it('lets a failed render fail every waiter and tries again on the next visit', async () => {
    const cached = createPageCache<Page>(fakeVersion().version, ok);
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls === 1) throw new Error('boom');
      return { status: 200, html: 'fine' };
    };
    await expect(cached('ar|/', flaky)).rejects.toThrow('boom');
    expect((await cached('ar|/', flaky)).html).toBe('fine');
  });

  it('renders without the cache while the catalog version cannot be read (database down)', async () => {
    const down = {
      current: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    } as unknown as CatalogVersion;
    const cached = createPageCache<Page>(down, ok);
    const home = renderer();
    expect((await cached('ar|/', home.render)).html).toBe('page 1');
    expect((await cached('ar|/', home.render)).html).toBe('page 2');
  });
});
