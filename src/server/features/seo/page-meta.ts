import { and, eq } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type Language } from '../../../shared/constants';
import { buildSrcSet, CARD_SIZES, GALLERY_SIZES } from '../../../shared/image-sources';
import { formatEgp } from '../../../shared/money';
import {
  type ProductDetail,
  type ProductSummary,
  productListQuerySchema,
} from '../../../shared/schemas/catalog';
import { type StoreProfile, siteInfoSchema } from '../../../shared/schemas/site';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { blogPosts } from '../blog/tables';
import { type PageMeta, type PreloadImage, summarize } from './head';
import { organizationJsonLd, PAGE_TITLES, PRIVATE_PREFIXES, pick } from './texts';

/** Cards in a phone's first row (two columns): a list page's likely LCP images. */
const FIRST_ROW = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?lng=en` / `?lng=ar` picks the language of a shared or crawled link; Arabic otherwise. */
export const languageOf = (query: unknown): Language =>
  (query as { lng?: unknown } | undefined)?.lng === 'en' ? 'en' : 'ar';

/** Absolute URL of a path in a language: Arabic is the default and needs no parameter. */
export const urlIn = (appUrl: string, path: string, lang: Language) =>
  `${appUrl}${path}${lang === 'en' ? '?lng=en' : ''}`;

/** Resolves the head of every public page the server sends (docs/decisions/016-seo.md). */
export function createPageMeta(ctx: AppContext) {
  const { catalog, settings } = ctx.services;
  const appUrl = ctx.config.appUrl;
  const absolute = (url: string | null | undefined) =>
    !url ? null : /^https?:/.test(url) ? url : `${appUrl}${url}`;

  function base(path: string, lang: Language, store: StoreProfile | null) {
    const storeName = store ? pick(store.name, lang) : 'GreenVolt';
    return {
      storeName,
      meta: {
        lang,
        title: storeName,
        description: store ? pick(store.tagline, lang) : storeName,
        canonical: urlIn(appUrl, path, lang),
        alternates: { ar: urlIn(appUrl, path, 'ar'), en: urlIn(appUrl, path, 'en') },
        // Exactly what GET /api/site answers (the schema drops anything else stored with it).
        siteInfo: store ? siteInfoSchema.parse({ store }) : null,
      } satisfies PageMeta,
    };
  }

  const crumbs = (items: [string, string][], lang: Language) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: urlIn(appUrl, path, lang),
    })),
  });

  function productJsonLd(p: ProductDetail, lang: Language, url: string, brand: string) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: lang === 'ar' ? p.nameAr || p.nameEn : p.nameEn || p.nameAr,
      description: summarize(lang === 'ar' ? p.descriptionAr : p.descriptionEn, 500),
      image: p.images.map((i) => absolute(i.url)),
      sku: p.id,
      brand: { '@type': 'Brand', name: brand },
      category: lang === 'ar' ? p.category.nameAr : p.category.nameEn,
      offers: {
        '@type': 'Offer',
        url,
        price: p.price.toFixed(2),
        priceCurrency: 'EGP',
        availability: `https://schema.org/${p.inStock ? 'InStock' : 'OutOfStock'}`,
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...(p.rating.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: p.rating.average,
              reviewCount: p.rating.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    };
  }

  async function product(id: string, lang: Language, store: StoreProfile | null) {
    const { meta, storeName } = base(`/products/${id}`, lang, store);
    const p = await catalog.getProduct(id);
    const name = lang === 'ar' ? p.nameAr || p.nameEn : p.nameEn || p.nameAr;
    const category = lang === 'ar' ? p.category.nameAr : p.category.nameEn;
    const price = formatEgp(p.price, lang);
    const description = lang === 'ar' ? p.descriptionAr : p.descriptionEn;
    return {
      ...meta,
      title: `${name} | ${storeName}`,
      description: summarize(`${price} — ${description}`),
      image: absolute(p.images[0]?.url ?? p.imageUrl),
      preloadImages: p.images[0]
        ? [
            {
              href: p.images[0].url,
              srcset: buildSrcSet(p.images[0]),
              sizes: GALLERY_SIZES,
            },
          ]
        : [],
      ogType: 'product' as const,
      jsonLd: [
        productJsonLd(p, lang, meta.canonical, storeName),
        crumbs(
          [
            [PAGE_TITLES.home[lang], '/'],
            [category, `/category/${p.category.slug}`],
            [name, `/products/${id}`],
          ],
          lang,
        ),
      ],
    };
  }

  /**
   * The first row of an unfiltered list, as the page asks the API for it (page 1, default sort);
   * a search, filter or later page is left to the app (its first cards are not known here).
   */
  async function firstCards(
    lang: Language,
    category: string | undefined,
    filtered: boolean,
  ): Promise<PreloadImage[]> {
    if (filtered) return [];
    const list = await catalog.listProducts(
      // The list page's own request: a plain list is sorted by name (web DEFAULT_SORT).
      productListQuerySchema.parse({
        page: 1,
        pageSize: DEFAULT_PAGE_SIZE,
        category,
        sort: 'name',
      }),
      lang,
    );
    return list.items
      .slice(0, FIRST_ROW)
      .filter((item): item is ProductSummary & { imageUrl: string } => Boolean(item.imageUrl))
      .map((item) => ({
        href: item.imageUrl,
        srcset: buildSrcSet({ url: item.imageUrl, thumbUrl: item.thumbUrl }),
        sizes: CARD_SIZES,
      }));
  }

  async function category(
    slug: string,
    lang: Language,
    store: StoreProfile | null,
    filtered: boolean,
  ) {
    const { meta, storeName } = base(`/category/${slug}`, lang, store);
    const c = await catalog.getCategoryBySlug(slug);
    const name = lang === 'ar' ? c.nameAr : c.nameEn;
    return {
      ...meta,
      preloadImages: await firstCards(lang, slug, filtered),
      title: `${name} | ${storeName}`,
      description: summarize((lang === 'ar' ? c.descriptionAr : c.descriptionEn) || name),
      image: absolute(c.imageUrl),
      jsonLd: [
        crumbs(
          [
            [PAGE_TITLES.home[lang], '/'],
            [PAGE_TITLES.products[lang], '/products'],
            [name, `/category/${slug}`],
          ],
          lang,
        ),
      ],
    };
  }

  async function post(
    path: string,
    key: { id: string } | { slug: string },
    lang: Language,
    store: StoreProfile | null,
  ) {
    const { meta, storeName } = base(path, lang, store);
    const match = 'id' in key ? eq(blogPosts.id, key.id) : eq(blogPosts.slug, key.slug);
    const [row] = await ctx.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.status, 'published'), match));
    if (!row) throw AppError.notFound('errors.notFound');
    const image = absolute(row.coverImageUrl);
    return {
      ...meta,
      title: `${row.title} | ${storeName}`,
      description: summarize(row.excerpt || row.content.replace(/[#*_>`[\]()!-]/g, ' ')),
      image,
      preloadImages: row.coverImageUrl ? [{ href: row.coverImageUrl }] : [],
      ogType: 'article' as const,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: row.title,
          inLanguage: row.language,
          datePublished: (row.publishedAt ?? row.createdAt).toISOString(),
          dateModified: row.updatedAt.toISOString(),
          author: { '@type': 'Person', name: row.author },
          publisher: { '@type': 'Organization', name: storeName },
          mainEntityOfPage: meta.canonical,
          keywords: row.tags,
          ...(image ? { image: [image] } : {}),
        },
        crumbs(
          [
            [PAGE_TITLES.home[lang], '/'],
            [PAGE_TITLES.news[lang], '/news'],
            [row.title, path],
          ],
          lang,
        ),
      ],
    };
  }

  /** The head of `path` in `lang`; unknown or missing things get the store's own head. */
  async function resolve(
    path: string,
    lang: Language,
    query: Record<string, unknown> = {},
  ): Promise<PageMeta> {
    // Only the language: anything else (search, sort, page…) changes what a list shows first.
    const filtered = Object.keys(query).some((key) => key !== 'lng');
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const store = await settings.getStoreProfile();
    const { meta, storeName } = base(clean, lang, store);
    try {
      const productId = /^\/products\/([^/]+)$/.exec(clean)?.[1];
      if (productId && UUID.test(productId)) return await product(productId, lang, store);
      const categorySlug = /^\/category\/([^/]+)$/.exec(clean)?.[1];
      if (categorySlug) {
        return await category(decodeURIComponent(categorySlug), lang, store, filtered);
      }
      const postSlug = /^\/news\/slug\/([^/]+)$/.exec(clean)?.[1];
      if (postSlug) return await post(clean, { slug: decodeURIComponent(postSlug) }, lang, store);
      const postId = /^\/news\/([^/]+)$/.exec(clean)?.[1];
      if (postId && UUID.test(postId)) return await post(clean, { id: postId }, lang, store);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      return { ...meta, title: `${PAGE_TITLES.notFound[lang]} | ${storeName}`, noindex: true };
    }

    if (PRIVATE_PREFIXES.some((p) => clean === p || clean.startsWith(`${p}/`))) {
      return { ...meta, noindex: true };
    }
    const page = (Object.keys(PAGE_TITLES) as (keyof typeof PAGE_TITLES)[]).find(
      (key) => `/${key}` === clean,
    );
    if (clean === '/') {
      return {
        ...meta,
        title: store ? `${storeName} — ${pick(store.tagline, lang)}` : storeName,
        jsonLd: store ? [organizationJsonLd(store, lang, appUrl)] : [],
      };
    }
    if (page) {
      const jsonLd =
        store && (page === 'about' || page === 'contact')
          ? [organizationJsonLd(store, lang, appUrl)]
          : [];
      return {
        ...meta,
        title: `${PAGE_TITLES[page][lang]} | ${storeName}`,
        jsonLd,
        preloadImages: page === 'products' ? await firstCards(lang, undefined, filtered) : [],
      };
    }
    return meta;
  }

  return { resolve };
}
