import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Language } from '../../shared/constants';
import { postRefOf } from '../../shared/post-ref';
import type { SsrPageId } from '../../shared/route-table';
import {
  latestNewsQuery,
  newsListQuery,
  newsTagsQuery,
  postQuery,
  relatedPostsQuery,
} from '../features/blog/api/posts';
import {
  categoriesQuery,
  categoryQuery,
  productQuery,
  productsQuery,
  relatedProductsQuery,
} from '../features/catalog/api/catalog';
import { apiSort, parseProductFilters } from '../features/catalog/use-product-search-params';
import { faqsQuery } from '../features/faq/api';
import { productReviewsQuery } from '../features/reviews/api/reviews';
import { guestEstimateQuery } from '../features/shipping/api/estimate';
import { legalPageQuery } from '../features/site/api/legal-page';
import { siteQuery } from '../lib/site-info';

export interface LoaderContext {
  queryClient: QueryClient;
  /** The route's parameters, decoded. */
  params: Record<string, string | undefined>;
  url: URL;
  lang: Language;
}

/** Fetches what a page shows before the server renders it (TanStack Query's cache). */
export type PageLoader = (context: LoaderContext) => Promise<unknown>;

/**
 * The data of each server-rendered page of the route table (shared/route-table.ts), under the
 * query keys its components read: the server fetches it all first and renders once
 * (docs/decisions/030-server-rendering.md). A page whose components ask for anything not here
 * renders it loading (the server logs which query). Failures stay in the cache as the query's
 * error, which the page renders (a missing product's not-found page). Used only by the server
 * renderer (entry-server.tsx): the browser's pages fetch for themselves.
 */
export const PAGE_LOADERS: Record<SsrPageId, PageLoader> = {
  home: (c) =>
    withLayout(
      c,
      quietly(c.queryClient.ensureQueryData(productsQuery({ featured: true, pageSize: 8 }))),
      quietly(c.queryClient.ensureQueryData(latestNewsQuery(c.lang))),
    ),
  about: (c) => withLayout(c, quietly(c.queryClient.ensureQueryData(faqsQuery))),
  products: (c) => withLayout(c, productList(c)),
  product: (c) => withLayout(c, product(c)),
  category: (c) =>
    withLayout(
      c,
      quietly(c.queryClient.ensureQueryData(categoryQuery(c.params.slug ?? ''))),
      productList(c, c.params.slug ?? ''),
    ),
  news: (c) => {
    const tag = c.url.searchParams.get('tag')?.trim() ?? '';
    return withLayout(
      c,
      quietly(c.queryClient.ensureInfiniteQueryData(newsListQuery(c.lang, tag))),
      quietly(c.queryClient.ensureQueryData(newsTagsQuery(c.lang))),
    );
  },
  post: (c) => withLayout(c, post(c)),
  postBySlug: (c) => withLayout(c, post(c)),
  contact: (c) => withLayout(c),
  terms: (c) =>
    withLayout(c, quietly(c.queryClient.ensureQueryData(legalPageQuery('terms', c.lang)))),
  privacy: (c) =>
    withLayout(c, quietly(c.queryClient.ensureQueryData(legalPageQuery('privacy', c.lang)))),
  faq: (c) => withLayout(c, quietly(c.queryClient.ensureQueryData(faqsQuery))),
};

/** The main layout's data alone: the not-found page (an unknown path, answered 404). */
export const LAYOUT_LOADER: PageLoader = (c) => withLayout(c);

/** The data, or undefined when the call failed: the error stays in the cache for the page. */
const quietly = <T>(loading: Promise<T>): Promise<T | undefined> => loading.catch(() => undefined);

/** What the main layout shows around every page: the store (header, footer), the categories. */
const withLayout = ({ queryClient }: LoaderContext, ...page: Promise<unknown>[]) =>
  Promise.all([
    quietly(queryClient.ensureQueryData(siteQuery)),
    quietly(queryClient.ensureQueryData(categoriesQuery)),
    ...page,
  ]);

/** The product list as ProductBrowser asks for it: search, sort and page from the URL. */
function productList({ queryClient, url }: LoaderContext, fixedCategory?: string) {
  const filters = parseProductFilters(url.searchParams);
  const params = {
    search: filters.search || undefined,
    category: fixedCategory ?? (filters.category || undefined),
    sort: apiSort(filters.sort),
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
  return quietly(queryClient.ensureQueryData(productsQuery(params)));
}

/** The product, then its reviews, related products and the delivery estimate. */
async function product({ queryClient, params }: LoaderContext) {
  const found = await quietly(queryClient.ensureQueryData(productQuery(params.id ?? '')));
  if (!found) return;
  await Promise.all([
    quietly(queryClient.ensureQueryData(productReviewsQuery(found.id))),
    quietly(queryClient.ensureQueryData(relatedProductsQuery(found.id))),
    // Anyone's delivery estimate, in the trust lines (decision 067).
    quietly(queryClient.ensureQueryData(guestEstimateQuery)),
  ]);
}

/** The post, then its related posts (a published post's only). */
async function post({ queryClient, params, url }: LoaderContext) {
  const ref = postRefOf(url.pathname, params.id ?? '');
  const found = await quietly(queryClient.ensureQueryData(postQuery(ref)));
  if (found?.status === 'published') {
    await quietly(queryClient.ensureQueryData(relatedPostsQuery(found.id, found.language)));
  }
}
