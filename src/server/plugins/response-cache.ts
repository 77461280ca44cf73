import type { FastifyInstance } from 'fastify';
import type { CatalogVersion } from '../lib/catalog-version';

const MAX_ENTRIES = 2000;

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

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.cacheSeconds) return;
    const current = await version.current();
    versionAtStart.set(request, current);
    const entry = entries.get(keyOf(request.lang, request.url));
    if (!entry || entry.expiresAt < Date.now() || entry.version !== current) return;
    // Refresh its place in the insertion order, so eviction drops the least recently used.
    entries.delete(keyOf(request.lang, request.url));
    entries.set(keyOf(request.lang, request.url), entry);
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
    const seen = versionAtStart.get(request);
    if (seen === undefined) return payload;
    entries.set(keyOf(request.lang, request.url), {
      version: seen,
      body: payload,
      expiresAt: Date.now() + seconds * 1000,
    });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return payload;
  });
}
