import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, isStorageKey } from '../lib/storage';
import { UPLOAD_CSP } from './csp';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticOptions {
  /** The built web app (vite build output). Missing in API-only tests. */
  webRoot: string;
  /** Uploaded and seeded media, served under /uploads/. */
  uploadsRoot: string;
  /**
   * Builds the sender of index.html with each page's head and server render (the seo area's,
   * handed in by app.ts: plugins import no feature).
   */
  shellRenderer: (app: FastifyInstance, webRoot: string) => ShellSender;
}

/** Serves the built SPA, its hashed assets and uploads; index.html answers every other GET. */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(options.uploadsRoot),
    // No route of its own: its wildcard route lists every directory of a path on each request to
    // compare the spelling (a guard for case-insensitive disks), and the products' pictures share
    // one directory: a whole catalog's file list read for each picture shown (17 ms of CPU at
    // 20,000 files). The route below lets through only names the storage gives (lower case).
    serve: false,
    // Upload names are content-addressed or versioned, so they can be cached for a long time.
    maxAge: '7d',
    setHeaders(reply, filePath) {
      // The type the storage layer gives the key (what S3 is told too), never a guess that
      // could make a stray file HTML; and opened directly, an upload may run nothing at all.
      reply.header('Content-Type', contentTypeOf(filePath));
      reply.header('Content-Security-Policy', UPLOAD_CSP);
    },
  });
  app.get('/uploads/*', (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key)) return reply.callNotFound();
    return reply.sendFile(key);
  });

  const hasWebApp = existsSync(path.join(options.webRoot, 'index.html'));
  if (!hasWebApp) return;

  // Every page of the app is index.html with that page's head (SEO, link previews).
  const sendShell = options.shellRenderer(app, options.webRoot);
  app.decorate('spaShell', sendShell);
  app.get('/', { config: { access: 'public' } }, sendShell);
  app.get('/index.html', { config: { access: 'public' } }, sendShell);

  await app.register(fastifyStatic, {
    root: path.resolve(options.webRoot),
    prefix: '/',
    decorateReply: false,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    // The build's manifest is the server's (features/ssr/page-files.ts), not a page's: a visitor
    // asking for it gets the not-found page.
    allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
    },
  });
}

type ShellSender = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** For the not-found handler: GET/HEAD outside /api and /uploads get the SPA shell. */
export function serveSpaShell(request: FastifyRequest, reply: FastifyReply): boolean {
  const pathname = request.url.split('?')[0];
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname.startsWith('/api') || pathname.startsWith('/uploads/')) return false;
  const sendShell = (request.server as { spaShell?: ShellSender }).spaShell;
  if (!sendShell) return false;
  void sendShell(request, reply);
  return true;
}
