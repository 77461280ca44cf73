import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/constants';
import { blogPosts } from '../blog/tables';
import { visible } from '../catalog/service';
import { categories, products } from '../catalog/tables';
import { pageLanguage } from '../ssr/language';
import { createSsrRenderer, injectApp } from '../ssr/renderer';
import { injectHead } from './head';
import { createPageMeta, urlIn } from './page-meta';
import { PRIVATE_PREFIXES, SITEMAP_PAGES } from './texts';

const LANGS: Language[] = ['ar', 'en'];
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** robots.txt and sitemap.xml, served by the app so they always name this deployment's URL. */
export async function seoRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PREFIXES.filter((p) => !p.startsWith('/payment')), '/payment/', '/api/'].map(
      (p) => `Disallow: ${p}`,
    ),
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
    const [productRows, categoryRows, postRows] = await Promise.all([
      db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(visible),
      db
        .select({ slug: categories.slug, updatedAt: categories.updatedAt })
        .from(categories)
        .where(eq(categories.isActive, true)),
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.status, 'published')),
    ]);
    const pages: { path: string; lastmod?: Date }[] = [
      ...SITEMAP_PAGES.map((p) => ({ path: p })),
      ...categoryRows.map((c) => ({
        path: `/category/${encodeURIComponent(c.slug)}`,
        lastmod: c.updatedAt,
      })),
      ...productRows.map((p) => ({ path: `/products/${p.id}`, lastmod: p.updatedAt })),
      ...postRows.map((p) => ({
        path: `/news/slug/${encodeURIComponent(p.slug)}`,
        lastmod: p.updatedAt,
      })),
    ];
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
  return async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    const lang = pageLanguage(request);
    const base = currentShell();
    let html = base;
    try {
      html = injectHead(
        base,
        await pageMeta.resolve(pathname, lang, (request.query ?? {}) as Record<string, unknown>),
      );
    } catch (error) {
      // The page still works without its head tags; the app renders everything itself.
      request.log.error({ err: error }, 'page head could not be built');
    }
    // Public pages come rendered (null: not one of them, or rendering failed and was logged).
    const rendered = await ssr.render(request, lang);
    if (rendered) {
      html = injectApp(html, rendered);
      reply.code(rendered.status);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
}
