import type { FastifyInstance } from 'fastify';
import type { CatalogVersion } from '../lib/catalog-version';

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
  const entries = new Map<string, Entry>();
  // The version seen before the handler read the database: a write racing with the read makes
  // the entry stale at once instead of tagging old data with the new version.
  const versionAtStart = new WeakMap<object, string>();
  const keyOf = (lang: string, url: string) => `${lang}|${url}`;
  // Single flight: while one request computes an answer, others for the same key wait for it
  // instead of all running the same query (a cold popular page under load).
  type Flight = { promise: Promise<Entry | null>; resolve: (entry: Entry | null) => void };
  const inflight = new Map<string, Flight>();
  const flightOf = new WeakMap<object, Flight>();
  const finish = (key: string, flight: Flight | undefined, entry: Entry | null) => {
    if (!flight) return;
    flight.resolve(entry);
    if (inflight.get(key) === flight) inflight.delete(key);
  };

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.cacheSeconds) return;
    const current = await version.current();
    const key = keyOf(request.lang, request.url);
    let entry = entries.get(key);
    if (!entry || entry.expiresAt < Date.now() || entry.version !== current) {
      const running = inflight.get(key);
      if (!running) {
        let resolve: (entry: Entry | null) => void = () => {};
        const promise = new Promise<Entry | null>((r) => {
          resolve = r;
        });
        const flight = { promise, resolve };
        inflight.set(key, flight);
        flightOf.set(request, flight);
        versionAtStart.set(request, current);
        // Errors, 404s and aborted requests free the waiters, who then compute it themselves.
        reply.raw.once('close', () => finish(key, flight, null));
        return;
      }
      const shared = await running.promise;
      if (!shared) return; // the first one failed: compute it here
      entry = shared;
    }
    // Refresh its place in the insertion order, so eviction drops the least recently used.
    entries.delete(key);
    entries.set(key, entry);
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
    finish(key, flightOf.get(request), entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
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
