import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isPrivate } from './response-cache';

/**
 * Public GET answers of routes with `config.cacheSeconds` carry a short Cache-Control and an
 * ETag; a repeat view sending If-None-Match gets 304 with no body. Registered before compression
 * so the tag is computed over the JSON itself.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = request.routeOptions.config?.cacheSeconds;
    if (
      !seconds ||
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      isPrivate(reply.getHeader('Cache-Control'))
    ) {
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag);
    reply.header('Cache-Control', `public, max-age=${seconds}`);
    // Names sort by the caller's language, so the answer depends on it.
    reply.header('Vary', 'Accept-Language, Accept-Encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(/\s*,\s*/).includes(etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}

/**
 * Every other API answer is personal or may be (the caller's account, cart, orders, an admin
 * page), so no cache may keep it: `Cache-Control: private, no-store` unless the handler chose its
 * own. Only the public answers above (routes with `config.cacheSeconds`, the same for everyone,
 * signed in or not) stay cacheable (decision 040).
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('Cache-Control')) return payload;
    const publicAnswer =
      request.routeOptions.config?.cacheSeconds &&
      request.method === 'GET' &&
      (reply.statusCode === 200 || reply.statusCode === 304);
    if (!publicAnswer) reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}
