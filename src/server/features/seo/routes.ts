import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/constants';
import {
  type PageRoute,
  pathOf,
  ROUTE_TABLE,
  type SitemapEntry,
  staticPrefix,
} from '../../../shared/route-table';
import type { Db } from '../../db/client';
import { listPublishedPostSlugs } from '../blog';
import { listActiveCategorySlugs, listVisibleProductIds } from '../catalog';
import {
  createPageCache,
  createPageFiles,
  createSsrRenderer,
  injectApp,
  isServerRenderedPath,
  isUnknownPath,
  pageLanguage,
  rememberPageLanguage,
  withPageFiles,
} from '../ssr';
import { injectHead } from './head';
import { createPageMeta, urlIn } from './page-meta';

const LANGS: Language[] = ['ar', 'en'];
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ROUTES: PageRoute[] = Object.values(ROUTE_TABLE);

/** The things a sitemap entry of the route table stands for: what fills its parameter. */
const SITEMAP_ROWS: Record<
  Exclude<SitemapEntry, 'page'>,
  (db: Db) => Promise<{ key: string; updatedAt: Date }[]>
> = {
  products: listVisibleProductIds,
  categories: listActiveCategorySlugs,
  posts: listPublishedPostSlugs,
};

/** The route table's pages in the sitemap: each public page, and each product, category, post. */
async function sitemapPages(db: Db): Promise<{ path: string; lastmod?: Date }[]> {
  const lists = await Promise.all(
    ROUTES.map(async (route) => {
      if (!route.sitemap) return [];
      if (route.sitemap === 'page') return [{ path: pathOf(route) }];
      const param = /:(\w+)/.exec(route.path)?.[1] ?? '';
      const rows = await SITEMAP_ROWS[route.sitemap](db);
      return rows.map((row) => ({
        path: pathOf(route, { [param]: row.key }),
        lastmod: row.updatedAt,
      }));
    }),
  );
  return lists.flat();
}

/** robots.txt and sitemap.xml, served by the app so they always name this deployment's URL. */
export async function seoRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  // The route table's private pages, by the path their URLs start with (payment/…, admin/…).
  const privatePaths = [...new Set(ROUTES.filter((r) => r.private).map(staticPrefix))];
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...[...privatePaths, '/api/'].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${config.appUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = await sitemapPages(db);
    const urls = pages.flatMap(({ path: pagePath, lastmod }) =>
      LANGS.map((lang) =>
        [
          '  <url>',
          `    <loc>${escapeXml(urlIn(config.appUrl, pagePath, lang))}</loc>`,
          ...LANGS.map(
            (alt) =>
              `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(urlIn(config.appUrl, pagePath, alt))}"/>`,
          ),
          lastmod ? `    <lastmod>${lastmod.toISOString()}</lastmod>` : null,
          '  </url>',
        ]
          .filter(Boolean)
          .join('\n'),
      ),
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}

interface Page {
  html: string;
  status: number;
  rendered: boolean;
  /** Compressed once for everyone (a page is tens of KB): brotli and gzip, made on first ask. */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

/** The best encoding the client accepts (q=0 refuses), brotli first. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

function compressed(page: Page, encoding: 'br' | 'gzip'): Buffer {
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.html);
  return page.encoded[encoding];
}

/**
 * The SPA shell with each page's head (title, description, canonical, hreflang, Open Graph,
 * JSON-LD) so crawlers and link previews see the page without running the app.
 */
export function createShellRenderer(app: FastifyInstance, webRoot: string) {
  const file = path.join(webRoot, 'index.html');
  // Re-read after a rebuild (its hashed asset names change) without restarting the server.
  let shell = { html: readFileSync(file, 'utf8'), mtimeMs: statSync(file).mtimeMs };
  const currentShell = () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs !== undefined && mtimeMs !== shell.mtimeMs) {
      shell = { html: readFileSync(file, 'utf8'), mtimeMs };
    }
    return shell.html;
  };
  const pageMeta = createPageMeta(app.ctx);
  // `npm run build` writes the server renderer beside the web app: dist → dist-ssr.
  const ssr = createSsrRenderer(app, `${path.resolve(webRoot)}-ssr`);
  // The page's own code, named for a guest's page to fetch while idle (decision 067).
  const pageFiles = createPageFiles(webRoot);
  // Finished server-rendered pages (head and app): the same for every visitor (decision 030).
  const pages = createPageCache<Page>(
    app.ctx.catalogVersion,
    // A 404 for a made-up URL, or the plain shell after a failed render, is not kept.
    (page) => page.rendered && page.status === 200,
  );

  async function buildPage(
    request: FastifyRequest,
    base: string,
    pathname: string,
    lang: Language,
  ) {
    let html = base;
    let title: string | undefined;
    try {
      const meta = await pageMeta.resolve(
        pathname,
        lang,
        (request.query ?? {}) as Record<string, unknown>,
      );
      title = meta.title;
      html = injectHead(html, meta);
    } catch (error) {
      // The page still works without its head tags; the app renders everything itself.
      request.log.error({ err: error }, 'page head could not be built');
    }
    // Public pages come rendered (null: not one of them, or rendering failed and was logged).
    const rendered = await ssr.render(request, lang);
    // A path no page has is 404 even when the app renders it in the browser (issue 24 item 8).
    if (!rendered) return { html, status: isUnknownPath(pathname) ? 404 : 200, rendered: false };
    if (title !== undefined && rendered.title && rendered.title !== title) {
      // The browser would change the title when the page hydrates (shared/route-table.ts).
      request.log.warn({ head: title, page: rendered.title }, 'page title differs from its head');
    }
    const page = withPageFiles(injectApp(html, rendered), pageFiles(pathname));
    return { html: page, status: rendered.status, rendered: true };
  }

  return async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    const lang = pageLanguage(request);
    const base = currentShell();
    const build = () => buildPage(request, base, pathname, lang);
    const cacheable = app.ctx.config.ssr && isServerRenderedPath(pathname);
    let page: Page;
    try {
      page = cacheable
        ? // The shell's version in the key: a rebuild changes its asset names.
          await pages(`${shell.mtimeMs}|${lang}|${request.url}`, build)
        : await build();
    } catch (error) {
      // This also serves the error handler's pages: it must answer, whatever failed above.
      request.log.error({ err: error }, 'page could not be built; sending the bare shell');
      page = { html: base, status: 200, rendered: false };
    }
    rememberPageLanguage(request, reply, app.ctx.config.isProduction);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    const encoding = cacheable ? encodingFor(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(compressed(page, encoding));
  };
}
