import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/constants';
import { formatEgp } from '../../../shared/money';
import { type PageId, type PageRoute, pathOf, ROUTE_TABLE } from '../../../shared/route-table';
import type { RenderOutput } from '../../../web/entry-server';
import { seedStoreProfile } from '../../db/seed/data';
import { signedInAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { blogPosts } from '../blog/tables';
import { categories, products } from '../catalog/tables';
import { createSettingsService, SETTING_KEYS } from '../settings/service';
import { inProcessFetch } from './renderer';

/**
 * The server-rendered storefront (docs/decisions/030-server-rendering.md), with the real SSR
 * bundle: built from src/web/entry-server.tsx into `<webRoot>-ssr`, where the server looks for it.
 */
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const SHELL = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>GreenVolt</title>
  </head>
  <body>
    <div id="root">
      <div class="placeholder"><span></span></div>
    </div>
  </body>
</html>`;

let t: TestApp;
let webRoot: string;
let productId: string;

/** The dehydrated query cache the page carries for hydration. */
function ssrState(html: string): { lang: string; queries: { queries: { queryKey: unknown[] }[] } } {
  const match = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no ssr-state in the page');
  return JSON.parse(match[1]);
}
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'shop-ssr-'));
  await writeFile(path.join(webRoot, 'index.html'), SHELL);
  // As `npm run build` makes it, in its own process (Vitest's NODE_ENV=test would make React's
  // development build).
  await run(
    path.join(ROOT, 'node_modules/.bin/vite'),
    [
      'build',
      '--ssr',
      'src/web/entry-server.tsx',
      '--outDir',
      `${webRoot}-ssr`,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } },
  );
  t = await createTestApp({ webRoot, config: { APP_URL: 'https://shop.example' } });
  const db = t.database.db;
  await createSettingsService(db).write(SETTING_KEYS.storeProfile, seedStoreProfile);
  const [category] = await db
    .insert(categories)
    .values({ slug: 'batteries', nameEn: 'Lithium Batteries', nameAr: 'بطاريات الليثيوم' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'Pack 48V <Pro> $& "x"',
      nameAr: 'بطارية ٤٨ فولت',
      descriptionEn: 'A 48 V lithium iron phosphate pack.',
      descriptionAr: 'بطارية ليثيوم حديد فوسفات.',
      pricePiastres: 3_200_050,
      stockQuantity: 4,
      isFeatured: true,
    })
    .returning();
  productId = product.id;
  await db.insert(blogPosts).values({
    slug: 'solar-storage-guide',
    title: 'Solar storage guide',
    excerpt: 'How to size a home battery.',
    content: '# Sizing\n\nStart from the daily consumption.',
    author: 'Mona',
    tags: 'solar',
    language: 'ar',
    status: 'published',
    publishedAt: new Date('2026-03-01T10:00:00Z'),
  });
}, 120_000);

afterAll(async () => {
  await t?.app.close();
  await rm(webRoot, { recursive: true, force: true });
  await rm(`${webRoot}-ssr`, { recursive: true, force: true });
});

describe('server-rendered storefront', () => {
  it('renders the home page in Arabic with its data and the dehydrated cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const root = rootOf(html);
    // The shell's static header stand-in was replaced (the search box's placeholder text is not it).
    expect(root).not.toContain('class="placeholder"');
    // Whole: no Suspense boundary left to fill in by an inline script (the CSP forbids them).
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<!--$?-->');
    // The store's tagline (the hero) and the featured product, rendered by React on the server.
    expect(root).toContain(seedStoreProfile.tagline.ar);
    expect(root).toContain('بطارية ٤٨ فولت');
    const state = ssrState(html);
    expect(state.lang).toBe('ar');
    const keys = state.queries.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['site', 'products']));
    // Per-visitor data is never part of a shared page.
    expect(keys).not.toContain('session');
    expect(keys).not.toContain('cart');
  });

  it('renders a product in English from ?lng=en, escaped, with its price', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/products/${productId}?lng=en` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    const root = rootOf(html);
    expect(root).toContain('<h1');
    expect(root).toContain('Pack 48V &lt;Pro&gt; $&amp; &quot;x&quot;');
    expect(root).toContain(formatEgp(32_000.5, 'en'));
    // The name is in the JSON data block too, where it cannot end the element.
    const block = /id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<Pro>');
    expect(ssrState(html).queries.queries.map((q) => q.queryKey)).toContainEqual([
      'products',
      'detail',
      productId,
    ]);
  });

  it('takes the language from the i18next cookie when the URL names none', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/products/${productId}`,
      cookies: { i18next: 'en' },
    });
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(rootOf(response.body)).toContain('Pack 48V');
  });

  it('remembers ?lng= in that cookie, so the next page opens in the same language', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/?lng=en' });
    const cookie = first.cookies.find((c) => c.name === 'i18next');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 3600);
    const next = await t.app.inject({
      method: 'GET',
      url: `/products/${productId}`,
      cookies: { i18next: cookie!.value },
    });
    expect(next.body).toContain('<html lang="en" dir="ltr">');
    // Already remembered, or no ?lng= at all: no cookie is sent.
    const again = await t.app.inject({
      method: 'GET',
      url: '/?lng=en',
      cookies: { i18next: 'en' },
    });
    expect(again.cookies.find((c) => c.name === 'i18next')).toBeUndefined();
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.cookies.find((c) => c.name === 'i18next')).toBeUndefined();
  });

  it('renders a news post', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/news/slug/solar-storage-guide' });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Solar storage guide');
    expect(root).toContain('Start from the daily consumption.');
  });

  it('answers 404 with the not-found page for an unknown product', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/products/00000000-0000-4000-8000-000000000000?lng=en',
    });
    expect(response.statusCode).toBe(404);
    const html = response.body;
    const en = JSON.parse(await readFile(path.join(ROOT, 'src/web/locales/en.json'), 'utf8'));
    expect(rootOf(html)).toContain(en.product.notFound);
    // The error is in the cache the browser hydrates, so its first render is the same page.
    expect(ssrState(html).queries.queries.length).toBeGreaterThan(0);
  });

  it('leaves private pages to the browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/checkout' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('class="placeholder"');
    expect(response.body).not.toContain('id="ssr-state"');
  });

  it('reuses a rendered page until an admin changes what it shows (decision 030 cache)', async () => {
    const page = async () => (await t.app.inject({ method: 'GET', url: '/contact?lng=en' })).body;
    expect(await page()).toContain('Green Volt Egypt');
    // Written behind the app's back (as a stale copy would be): the cached page is still sent.
    const renamed = { ...seedStoreProfile, name: { en: 'Volt Nile', ar: 'فولت النيل' } };
    await t.app.ctx.services.settings.write(SETTING_KEYS.storeProfile, renamed);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the settings cache
    expect(await page()).not.toContain('Volt Nile');
    // Saved by an admin: every rendered page is retired at once.
    const admin = await signedInAs(t, 'ssr-admin@example.com', 'admin');
    const saved = await admin.request({
      method: 'PUT',
      url: '/api/admin/settings/store-profile',
      payload: renamed,
    });
    expect(saved.statusCode).toBe(200);
    expect(await page()).toContain('Volt Nile');
  });

  it('sends a rendered page compressed as the browser accepts, compressed once', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/faq',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="ssr-state"');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('falls back to the client-rendered shell when rendering fails, and logs it', async () => {
    const bundle = path.join(`${webRoot}-ssr`, 'entry-server.js');
    const original = await readFile(bundle, 'utf8');
    // A rebuild is picked up without a restart: this one throws on every page.
    await writeFile(bundle, 'export async function render() { throw new Error("boom"); }\n');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/about' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('class="placeholder"');
      expect(response.body).not.toContain('id="ssr-state"');
    } finally {
      await writeFile(bundle, original);
    }
  });
});

describe('page titles (shared/route-table.ts)', () => {
  const MISSING = '00000000-0000-4000-8000-000000000000';
  /** The `<title>` of the page as sent, unescaped. */
  const headTitle = (html: string) =>
    (/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');

  it('are the same in the head and in the page the browser hydrates: every public route, both languages, one pass', async () => {
    const post = (await t.app.inject('/api/blogs/slug/solar-storage-guide')).json() as {
      id: string;
    };
    // The parameters of each server-rendered route: something that exists, then something that
    // does not (its not-found title).
    const params: Partial<Record<PageId, Record<string, string>[]>> = {
      product: [{ id: productId }, { id: MISSING }, { id: 'not-an-id' }],
      category: [{ slug: 'batteries' }, { slug: 'no-such-category' }],
      post: [{ id: post.id }, { id: MISSING }],
      postBySlug: [{ id: 'solar-storage-guide' }, { id: 'no-such-post' }],
    };
    const urls = (Object.entries(ROUTE_TABLE) as [PageId, PageRoute][])
      .filter(([, route]) => route.ssr)
      .flatMap(([id, route]) =>
        route.path.includes(':')
          ? (params[id] ?? [{}]).map((values) => pathOf(route, values))
          : [pathOf(route)],
      );

    // The bundle as the server loads it: what its components set as the title in the browser.
    const entry = (await import(
      pathToFileURL(path.join(`${webRoot}-ssr`, 'entry-server.js')).href
    )) as { render(input: { url: string; lang: Language; fetch: unknown }): Promise<RenderOutput> };
    for (const lang of ['ar', 'en'] as const) {
      for (const base of urls) {
        const url = lang === 'en' ? `${base}?lng=en` : base;
        const head = headTitle((await t.app.inject({ method: 'GET', url })).body);
        const page = await entry.render({ url, lang, fetch: inProcessFetch(t.app, lang) });
        expect(head, url).not.toBe('');
        expect(page.title, url).toBe(head);
        // Everything the page shows was fetched by its loader, before its one render.
        expect(page.missing, url).toEqual([]);
      }
    }
  });
});
