import type { FastifyInstance } from 'fastify';
import type { CatalogVersion } from '../lib/catalog-version';
import { createFlightCache } from '../lib/flight-cache';

const MAX_ENTRIES = 2000;

/** A Cache-Control set by the handler itself that forbids shared caching. */
export const isPrivate = (header: unknown): boolean =>
  /\b(private|no-store)\b/.test(String(header ?? ''));

interface Entry {
  version: string;
  body: string;
  expiresAt: number;
}

/**
 * Keeps the JSON of public catalog answers (routes with `config.cacheSeconds`) in memory, keyed
 * by language and URL and tagged with the catalog version: a popular page does not reach the
 * database on every view, and any catalog write (here or on another instance) retires it.
 */
export function registerResponseCache(app: FastifyInstance, version: CatalogVersion): void {
  // Single flight: while one request computes an answer, others for the same key wait for it
  // instead of all running the same query (a cold popular page under load). At most MAX_ENTRIES,
  // the least recently used dropped first (lib/flight-cache.ts).
  const entries = createFlightCache<Entry>(MAX_ENTRIES);
  // The version seen before the handler read the database: a write racing with the read makes
  // the entry stale at once instead of tagging old data with the new version.
  const versionAtStart = new WeakMap<object, string>();
  // How the request computing an answer ends its flight.
  const endFlight = new WeakMap<object, (entry: Entry | null) => void>();
  const keyOf = (lang: string, url: string) => `${lang}|${url}`;

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.cacheSeconds) return;
    const current = await version.current();
    const key = keyOf(request.lang, request.url);
    const fresh = (entry: Entry) => entry.expiresAt >= Date.now() && entry.version === current;
    let entry = entries.get(key, fresh);
    if (!entry) {
      const end = entries.begin(key);
      if (end) {
        endFlight.set(request, end);
        versionAtStart.set(request, current);
        // Errors, 404s and aborted requests free the waiters, who then compute it themselves.
        reply.raw.once('close', () => end(null));
        return;
      }
      const shared = await entries.waitFor(key);
      if (!shared) return; // the first one failed: compute it here
      entry = shared;
    }
    reply.header('X-Cache', 'hit').type('application/json; charset=utf-8');
    return reply.send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = request.routeOptions.config?.cacheSeconds;
    if (
      !seconds ||
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    )
      return payload;
    if (reply.getHeader('X-Cache') === 'hit') return payload;
    // The handler said this answer is for this caller only (an admin looking at a draft post).
    if (isPrivate(reply.getHeader('Cache-Control'))) return payload;
    const seen = versionAtStart.get(request);
    if (seen === undefined) return payload;
    const key = keyOf(request.lang, request.url);
    const entry = { version: seen, body: payload, expiresAt: Date.now() + seconds * 1000 };
    entries.set(key, entry);
    endFlight.get(request)?.(entry);
    return payload;
  });
}

/**
 * Every successful write through these routes retires the cached public answers and rendered
 * pages on all instances (the catalog version is in the database). For admin routes whose
 * changes show on the storefront: catalog, news, FAQ, settings, legal pages.
 */
export function retireCachesOnWrite(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.ctx.catalogVersion.bump();
    return payload;
  });
}
