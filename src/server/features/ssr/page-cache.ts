import type { CatalogVersion } from '../../lib/catalog-version';
import { createFlightCache } from '../../lib/flight-cache';

/**
 * The longest a rendered page is reused. Storefront writes (catalog, news, FAQ, settings, legal
 * pages) retire it at once through the catalog version; this bounds what changes with time alone
 * (the contact page's "open now", stock sold by orders that did not sell a product out).
 */
export const PAGE_CACHE_MS = 60_000;
const MAX_PAGES = 500;

interface Cached<T> {
  version: string;
  at: number;
  value: T;
}

/**
 * Rendered pages kept in memory (decision 030). A server-rendered page is the same for every
 * visitor — nothing per visitor is fetched while rendering — so it depends only on its URL, its
 * language and the shop's data: writes retire it through the catalog version (any instance,
 * within the version's recheck), the rest within PAGE_CACHE_MS, and the browser refetches stale
 * data after hydrating anyway. Rendering costs tens
 * of milliseconds of CPU, a cached page almost nothing. One render per key at a time (single
 * flight); the least recently used page goes first past MAX_PAGES (lib/flight-cache.ts). Only
 * what `cacheable` accepts is kept (a 404 for a made-up URL is not).
 */
export function createPageCache<T>(version: CatalogVersion, cacheable: (value: T) => boolean) {
  const pages = createFlightCache<Cached<T>>(MAX_PAGES);

  return async function cached(key: string, render: () => Promise<T>): Promise<T> {
    let current: string;
    try {
      current = await version.current();
    } catch {
      // The database is down: pages must still load (decision 028), just not from the cache.
      return render();
    }
    const fresh = (hit: Cached<T>) =>
      hit.version === current && Date.now() - hit.at < PAGE_CACHE_MS;
    const hit = pages.get(key, fresh);
    if (hit) return hit.value;
    const at = Date.now();
    const page = await pages.run(
      key,
      async () => ({ version: current, at, value: await render() }),
      (page) => cacheable(page.value),
    );
    return page.value;
  };
}
