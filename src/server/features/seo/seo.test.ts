import { mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_SIZES, COVER_ARTICLE_SIZES, GALLERY_SIZES } from '../../../shared/image-sources';
import { seedStoreProfile } from '../../db/seed/data';
import { createTestApp, type TestApp } from '../../test/harness';
import { blogPosts } from '../blog/tables';
import { categories, productImages, products } from '../catalog/tables';
import { createSettingsService, SETTING_KEYS } from '../settings/service';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
let t: TestApp;
let productId: string;
let webRoot: string;

const SHELL = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="default" />
    <title>GreenVolt</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-x.js"></script></body>
</html>`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'shop-seo-'));
  await writeFile(path.join(webRoot, 'index.html'), SHELL);
  t = await createTestApp({ webRoot, config: { APP_URL: 'https://shop.example' } });
  const db = t.database.db;
  await createSettingsService(db).write(SETTING_KEYS.storeProfile, seedStoreProfile);
  const [category] = await db
    .insert(categories)
    .values({
      slug: 'batteries',
      nameEn: 'Lithium Batteries',
      nameAr: 'بطاريات الليثيوم',
      descriptionEn: 'LiFePO4 packs for homes and vehicles.',
      descriptionAr: 'بطاريات ليثيوم للمنازل والمركبات.',
    })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'Pack 48V "Pro" </script><script>alert(1)</script>',
      nameAr: 'بطارية ٤٨ فولت',
      descriptionEn: 'A 48 V 100 Ah lithium iron phosphate pack with a smart BMS. '.repeat(5),
      descriptionAr: 'بطارية ليثيوم حديد فوسفات ٤٨ فولت ١٠٠ أمبير مع نظام إدارة ذكي.',
      pricePiastres: 3_200_050,
      stockQuantity: 0,
      ratingAverageX100: 450,
      ratingCount: 2,
    })
    .returning();
  productId = product.id;
  await db.insert(productImages).values({
    productId,
    url: '/uploads/products/pack.webp',
    thumbUrl: '/uploads/products/pack-400.webp',
    position: 0,
  });
  await db.insert(blogPosts).values([
    {
      slug: 'solar-storage-guide',
      title: 'Solar storage guide',
      excerpt: 'How to size a home battery.',
      content: '# Sizing\nText',
      author: 'Mona',
      tags: 'solar,guide',
      language: 'en',
      coverImageUrl: '/uploads/blog/guide.webp',
      coverThumbUrl: '/uploads/blog/guide-800.webp',
      status: 'published',
      publishedAt: new Date('2026-03-01T10:00:00Z'),
    },
    {
      // Uploaded before covers had a copy (decision 076): one file.
      slug: 'older-cover',
      title: 'Older cover',
      content: 'x',
      author: 'Mona',
      language: 'en',
      coverImageUrl: '/uploads/blog/older.webp',
      status: 'published',
      publishedAt: new Date('2026-02-01T10:00:00Z'),
    },
    {
      slug: 'secret-draft',
      title: 'Draft',
      content: 'x',
      author: 'Mona',
      language: 'en',
      status: 'draft',
    },
  ]);
});

afterAll(async () => {
  await t.app.close();
});

/** The JSON-LD documents of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown> & { '@type': string },
  );
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('the HTML a crawler gets', () => {
  it('a product page: title, description, canonical, hreflang and Product JSON-LD in EGP', async () => {
    const res = await t.app.inject(`/products/${productId}?lng=en`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(
      /<title>Pack 48V &quot;Pro&quot; &lt;\/script&gt;.* \| Green Volt Egypt<\/title>/,
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toMatch(
      /^EGP\s?32,000\.50 — A 48 V 100 Ah lithium/,
    );
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `https://shop.example/products/${productId}?lng=en`,
    );
    expect(attr(html, /hreflang="ar" href="([^"]*)"/)).toBe(
      `https://shop.example/products/${productId}`,
    );
    expect(attr(html, /hreflang="x-default" href="([^"]*)"/)).toBe(
      `https://shop.example/products/${productId}`,
    );
    expect(attr(html, /property="og:image" content="([^"]*)"/)).toBe(
      'https://shop.example/uploads/products/pack.webp',
    );
    expect(html).toContain('<script type="module" src="/assets/index-x.js"></script>');
    // The product name cannot close the JSON-LD script early.
    expect(html).not.toContain('<script>alert(1)</script>');

    const [product, crumbs] = jsonLdOf(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      image: ['https://shop.example/uploads/products/pack.webp'],
      offers: {
        '@type': 'Offer',
        price: '32000.50',
        priceCurrency: 'EGP',
        availability: 'https://schema.org/OutOfStock',
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
    expect(product.name).toContain('</script>');
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      'Home',
      'Lithium Batteries',
      product.name,
    ]);
  });

  it('speaks Arabic by default', async () => {
    const html = (await t.app.inject(`/products/${productId}`)).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>بطارية ٤٨ فولت | جرين فولت مصر</title>');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `https://shop.example/products/${productId}`,
    );
  });

  it('a category, a news post and the home page carry their own heads', async () => {
    const category = (await t.app.inject('/category/batteries?lng=en')).body;
    expect(category).toContain('<title>Lithium Batteries | Green Volt Egypt</title>');
    expect(jsonLdOf(category)[0]['@type']).toBe('BreadcrumbList');

    const post = (await t.app.inject('/news/slug/solar-storage-guide?lng=en')).body;
    expect(post).toContain('<title>Solar storage guide | Green Volt Egypt</title>');
    expect(post).toContain('content="article"');
    expect(jsonLdOf(post)[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Solar storage guide',
      datePublished: '2026-03-01T10:00:00.000Z',
    });

    const home = (await t.app.inject('/?lng=en')).body;
    const [organization] = jsonLdOf(home);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Green Volt Egypt' });
    expect(organization.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '10:00',
      closes: '14:00',
    });
  });

  it('preloads the likely LCP image with the srcset and sizes the page uses', async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    const srcset = '/uploads/products/pack-400.webp 400w, /uploads/products/pack.webp 800w';

    const [product] = preloads((await t.app.inject(`/products/${productId}`)).body);
    expect(product).toContain('href="/uploads/products/pack.webp"');
    expect(product).toContain(`imagesrcset="${srcset}"`);
    expect(product).toContain(`imagesizes="${GALLERY_SIZES}"`);
    expect(product).toContain('fetchpriority="high"');

    // Lists: the first row of cards, exactly what page 1 shows, in either language.
    for (const url of ['/products', '/products?lng=en', '/category/batteries']) {
      const [card, ...rest] = preloads((await t.app.inject(url)).body);
      expect(card, url).toContain(`imagesrcset="${srcset}"`);
      expect(card, url).toContain(`imagesizes="${CARD_SIZES}"`);
      expect(card, url).toContain('fetchpriority="high"');
      expect(rest, url).toEqual([]);
    }
    // A search, a sort or a later page shows other cards first: nothing is guessed.
    for (const url of [
      '/products?search=solar',
      '/products?page=2',
      '/category/batteries?sort=price_asc',
    ]) {
      expect(preloads((await t.app.inject(url)).body), url).toEqual([]);
    }
    expect(preloads((await t.app.inject('/')).body)).toEqual([]);

    // A post's cover, as its article lays it out: a phone takes the 800 px copy.
    const [cover, ...others] = preloads(
      (await t.app.inject('/news/slug/solar-storage-guide')).body,
    );
    expect(cover).toContain('href="/uploads/blog/guide.webp"');
    expect(cover).toContain(
      'imagesrcset="/uploads/blog/guide-800.webp 800w, /uploads/blog/guide.webp 1200w"',
    );
    expect(cover).toContain(`imagesizes="${COVER_ARTICLE_SIZES}"`);
    expect(cover).toContain('fetchpriority="high"');
    expect(others).toEqual([]);
    const [older] = preloads((await t.app.inject('/news/slug/older-cover')).body);
    expect(older).toContain('href="/uploads/blog/older.webp"');
    expect(older).not.toContain('imagesrcset');
  });

  it("inlines GET /api/site's answer so the first render needs no API call for it", async () => {
    const api = (await t.app.inject('/api/site')).json();
    for (const url of ['/', `/products/${productId}?lng=en`, '/checkout']) {
      const html = (await t.app.inject(url)).body;
      const inline = /<script type="application\/json" id="site-info">([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
      expect(inline, url).toBeDefined();
      expect(JSON.parse(inline!), url).toEqual(api);
    }
  });

  it("gives a page the route table's title and description, in the texts the app shows", async () => {
    const en = JSON.parse(await readFile(path.join(ROOT, 'src/web/locales/en.json'), 'utf8'));
    const terms = (await t.app.inject('/terms?lng=en')).body;
    expect(terms).toContain('<title>Terms &amp; Conditions | Green Volt Egypt</title>');
    expect(attr(terms, /<meta name="description" content="([^"]*)"/)).toBe(en.legal.terms.intro);
    const missing = (await t.app.inject('/products/00000000-0000-4000-8000-000000000000?lng=en'))
      .body;
    expect(missing).toContain(`<title>${en.product.notFound} | Green Volt Egypt</title>`);
    const nowhere = (await t.app.inject('/no-such-page?lng=en')).body;
    expect(nowhere).toContain(`<title>${en.notFound.title} | Green Volt Egypt</title>`);
    expect(nowhere).toContain('noindex');
  });

  it('keeps drafts, unknown products and private pages out of the index', async () => {
    const draft = (await t.app.inject('/news/slug/secret-draft')).body;
    expect(draft).not.toContain('Draft |');
    expect(draft).toContain('name="robots" content="noindex, nofollow"');
    const missing = await t.app.inject('/products/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(200); // the app shows its own not-found page
    expect(missing.body).toContain('noindex');
    expect((await t.app.inject('/checkout')).body).toContain('noindex');
    expect((await t.app.inject('/admin/orders')).body).toContain('noindex');
    expect((await t.app.inject('/products')).body).not.toContain('noindex');
  });
});

describe('after a rebuild', () => {
  it('serves the new index.html (new asset names) without a restart', async () => {
    const rebuilt = SHELL.replace('/assets/index-x.js', '/assets/index-y.js');
    await writeFile(path.join(webRoot, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(webRoot, 'index.html'), later, later);
    const html = (await t.app.inject('/products')).body;
    expect(html).toContain('/assets/index-y.js');
    expect(html).not.toContain('/assets/index-x.js');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of private areas and points at the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    for (const path of ['/admin', '/checkout', '/orders', '/profile', '/payment/failed', '/api/']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('the sitemap lists every public page in both languages, never a draft', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://shop.example/');
    expect(locs).toContain('https://shop.example/?lng=en');
    expect(locs).toContain(`https://shop.example/products/${productId}`);
    expect(locs).toContain(`https://shop.example/products/${productId}?lng=en`);
    expect(locs).toContain('https://shop.example/category/batteries?lng=en');
    expect(locs).toContain('https://shop.example/news/slug/solar-storage-guide');
    expect(locs).toContain('https://shop.example/faq?lng=en');
    expect(locs.some((l) => l.includes('secret-draft'))).toBe(false);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/products/${productId}?lng=en"/>`,
    );
  });
});
