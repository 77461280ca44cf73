import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, type Language } from '../../../shared/constants';
import {
  buildSrcSet,
  CARD_SIZES,
  COVER_ARTICLE_SIZES,
  coverSrcSet,
  GALLERY_SIZES,
} from '../../../shared/image-sources';
import { formatEgp } from '../../../shared/money';
import { inLanguage, nameIn, pageTitle } from '../../../shared/page-title';
import { isUuid, postRefOf } from '../../../shared/post-ref';
import { matchPage, type PageId, ROUTE_TABLE } from '../../../shared/route-table';
import type { BlogPost } from '../../../shared/schemas/blog';
import {
  type ProductDetail,
  type ProductSummary,
  productListQuerySchema,
} from '../../../shared/schemas/catalog';
import { type StoreProfile, siteInfoSchema } from '../../../shared/schemas/site';
import { AppError } from '../../lib/app-error';
import { type PageMeta, type PreloadImage, summarize } from './head';
import { organizationJsonLd, pageText } from './texts';

/** Cards in a phone's first row (two columns): a list page's likely LCP images. */
const FIRST_ROW = 2;

/** The shell's own `<title>`, for a shop without a store profile yet. */
const NO_STORE_NAME = 'GreenVolt';

/** The company's own pages carry its Organization JSON-LD (addresses, hours, social profiles). */
const ORGANIZATION_PAGES = new Set<PageId>(['home', 'about', 'contact']);

/** Absolute URL of a path in a language: Arabic is the default and needs no parameter. */
export const urlIn = (appUrl: string, path: string, lang: Language) =>
  `${appUrl}${path}${lang === 'en' ? '?lng=en' : ''}`;

/**
 * Resolves the head of every page the server sends (docs/decisions/016-seo.md) from the route
 * table (shared/route-table.ts): its title and description texts, whether it is indexed. The
 * title is the one the page sets in the browser (pageTitle, from the same texts and data).
 */
export function createPageMeta(ctx: FastifyInstance['ctx']) {
  const { catalog, settings } = ctx.services;
  const { blog } = ctx.services;
  const appUrl = ctx.config.appUrl;
  const absolute = (url: string | null | undefined) =>
    !url ? null : /^https?:/.test(url) ? url : `${appUrl}${url}`;

  function base(path: string, lang: Language, store: StoreProfile | null) {
    const storeName = store ? inLanguage(store.name, lang) : NO_STORE_NAME;
    return {
      storeName,
      meta: {
        lang,
        title: storeName,
        description: store ? inLanguage(store.tagline, lang) : storeName,
        canonical: urlIn(appUrl, path, lang),
        alternates: { ar: urlIn(appUrl, path, 'ar'), en: urlIn(appUrl, path, 'en') },
        // Exactly what GET /api/site answers (the schema drops anything else stored with it).
        siteInfo: store ? siteInfoSchema.parse({ store }) : null,
      } satisfies PageMeta,
    };
  }

  /** The browser's `<title>` for this page; the shell's brand when there is no store profile. */
  const titled = (page: string | undefined, lang: Language, store: StoreProfile | null) =>
    pageTitle(page, store, lang) || NO_STORE_NAME;
  const homeCrumb = (lang: Language): [string, string] => [pageText(lang, 'nav.home'), '/'];

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
    const name = nameIn(lang, p.nameEn, p.nameAr);
    const category = nameIn(lang, p.category.nameEn, p.category.nameAr);
    const price = formatEgp(p.price, lang);
    const description = lang === 'ar' ? p.descriptionAr : p.descriptionEn;
    return {
      ...meta,
      title: titled(name, lang, store),
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
          [homeCrumb(lang), [category, `/category/${p.category.slug}`], [name, `/products/${id}`]],
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
    const { meta } = base(`/category/${slug}`, lang, store);
    const c = await catalog.getCategoryBySlug(slug);
    const name = nameIn(lang, c.nameEn, c.nameAr);
    return {
      ...meta,
      preloadImages: await firstCards(lang, slug, filtered),
      title: titled(name, lang, store),
      description: summarize((lang === 'ar' ? c.descriptionAr : c.descriptionEn) || name),
      image: absolute(c.imageUrl),
      jsonLd: [
        crumbs(
          [
            homeCrumb(lang),
            [pageText(lang, ROUTE_TABLE.products.title.key), '/products'],
            [name, `/category/${slug}`],
          ],
          lang,
        ),
      ],
    };
  }

  async function post(path: string, post: BlogPost, lang: Language, store: StoreProfile | null) {
    const { meta, storeName } = base(path, lang, store);
    const image = absolute(post.coverImageUrl);
    return {
      ...meta,
      title: titled(post.title, lang, store),
      description: summarize(post.excerpt),
      image,
      preloadImages: post.coverImageUrl
        ? [
            {
              href: post.coverImageUrl,
              srcset: coverSrcSet(post.coverImageUrl, post.coverThumbUrl),
              sizes: COVER_ARTICLE_SIZES,
            },
          ]
        : [],
      ogType: 'article' as const,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          inLanguage: post.language,
          datePublished: post.publishedAt ?? post.updatedAt,
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: storeName },
          mainEntityOfPage: meta.canonical,
          keywords: post.tags.join(','),
          ...(image ? { image: [image] } : {}),
        },
        crumbs(
          [
            homeCrumb(lang),
            [pageText(lang, ROUTE_TABLE.news.title.key), '/news'],
            [post.title, path],
          ],
          lang,
        ),
      ],
    };
  }

  /** A news page's post as the API gives it to the page (drafts are not found). */
  function readPost(pathname: string, param: string): Promise<BlogPost> {
    const ref = postRefOf(pathname, param);
    const noDrafts = async () => false;
    return ref.by === 'id'
      ? blog.getById(ref.value, noDrafts)
      : blog.getBySlug(ref.value, noDrafts);
  }

  /** The head of the page that shows what `path` names, or null when it does not exist. */
  async function dataPage(
    id: PageId,
    path: string,
    params: Record<string, string>,
    lang: Language,
    store: StoreProfile | null,
    filtered: boolean,
  ): Promise<PageMeta | null> {
    try {
      if (id === 'product') {
        // Not even an id: the API answers 400, which the page shows as "not found" too.
        return isUuid(params.id) ? await product(params.id, lang, store) : null;
      }
      if (id === 'category') return await category(params.slug, lang, store, filtered);
      if (id === 'post' || id === 'postBySlug') {
        return await post(path, await readPost(path, params.id), lang, store);
      }
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      return null;
    }
    throw new Error(`no head for the data of ${id}`);
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
    const { meta } = base(clean, lang, store);
    const { id, route, params } = matchPage(clean);
    if (route.private) return { ...meta, noindex: true };
    const title = route.title;
    if (!title) return meta;

    if ('key' in title) {
      return {
        ...meta,
        title: titled(pageText(lang, title.key), lang, store),
        description: route.description ? pageText(lang, route.description) : meta.description,
        // Not a page of the shop: the app shows its not-found page.
        noindex: id === 'notFound' || undefined,
        jsonLd:
          store && ORGANIZATION_PAGES.has(id) ? [organizationJsonLd(store, lang, appUrl)] : [],
        preloadImages: id === 'products' ? await firstCards(lang, undefined, filtered) : [],
      };
    }
    if (title.of === 'store') {
      return {
        ...meta,
        title: pageTitle(undefined, store, lang, true) || meta.title,
        jsonLd: store ? [organizationJsonLd(store, lang, appUrl)] : [],
      };
    }
    const found = await dataPage(id, clean, params, lang, store, filtered);
    return (
      found ?? { ...meta, title: titled(pageText(lang, title.missing), lang, store), noindex: true }
    );
  }

  return { resolve };
}
