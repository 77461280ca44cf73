/**
 * The app's page routes, written once (docs/decisions/035-one-route-table.md). The web router is
 * built from this table (src/web/app/router.tsx adds each page's code, route-loaders.ts the data
 * the server renders it with); the server reads it for what it must know without React: which
 * pages it renders (features/ssr), their heads, the sitemap and robots.txt (features/seo).
 * Titles and descriptions are i18next keys of src/web/locales: the text is written once, and the
 * server's `<title>` is the one the page sets in the browser (ssr.test.ts compares them).
 */

/** Where a page sits: no layout (auth pages), the main layout, behind sign-in, the admin area. */
export type PageLayout = 'bare' | 'main' | 'signed-in' | 'admin';

/** The page's own part of `<title>` (pageTitle adds the store's name). */
export type PageTitle =
  /** A text (an i18next key). */
  | { key: string }
  /** The name of what the page shows; `missing` (a key) when that does not exist. */
  | { of: 'product' | 'category' | 'post'; missing: string }
  /** The store itself: its name and tagline (the home page). */
  | { of: 'store' };

/** What a page adds to the sitemap: itself, or one entry per visible thing of a kind. */
export type SitemapEntry = 'page' | 'products' | 'categories' | 'posts';

export interface PageRoute {
  /** The router's path under the root: '' is the index, `:name` a parameter, `*` the rest. */
  path: string;
  /** The main layout (header and footer) unless said otherwise. */
  layout?: PageLayout;
  /** Rendered by the server for everyone (docs/decisions/030-server-rendering.md). */
  ssr?: true;
  /** One person's or the staff's page: never indexed, and robots.txt keeps crawlers out. */
  private?: true;
  title?: PageTitle;
  /** The meta description's key; the store's tagline without one. */
  description?: string;
  sitemap?: SitemapEntry;
  /**
   * The page's code: its module under src/web/app/routes, a lazily loaded chunk (router.tsx).
   * The server names its files, from the build's manifest, for a guest's page to fetch while
   * idle (features/ssr/page-files.ts). None for the admin area (its routes are patched in).
   */
  module?: string;
}

/**
 * True wherever the server reads the table (the server, its renderer's bundle, tests), false in
 * the browser's bundle: Vite writes `import.meta.env.SSR` into what it builds, and the entries'
 * `...(SERVER && {…})` parts (what only the server reads: rendering, heads, sitemap, robots) are
 * then left out of the storefront's JavaScript. The server runs this file as it is (no
 * `import.meta.env`). Typed as always there; the browser reads path and layout only.
 */
const SERVER = (import.meta.env?.SSR !== false) as true;

/** In the router's order; `*` (not found) last. */
export const ROUTE_TABLE = {
  login: { path: 'login', module: 'login', layout: 'bare', ...(SERVER && { private: true }) },
  register: {
    path: 'register',
    module: 'register',
    layout: 'bare',
    ...(SERVER && { private: true }),
  },
  confirmEmail: {
    path: 'confirm-email',
    module: 'confirm-email',
    layout: 'bare',
    ...(SERVER && { private: true }),
  },
  forgotPassword: {
    path: 'forgot-password',
    module: 'forgot-password',
    layout: 'bare',
    ...(SERVER && { private: true }),
  },
  resetPassword: {
    path: 'reset-password',
    module: 'reset-password',
    layout: 'bare',
    ...(SERVER && { private: true }),
  },
  home: {
    path: '',
    module: 'home',
    ...(SERVER && { ssr: true, title: { of: 'store' }, sitemap: 'page' }),
  },
  about: {
    path: 'about',
    module: 'about',
    ...(SERVER && { ssr: true, title: { key: 'about.eyebrow' }, sitemap: 'page' }),
  },
  products: {
    path: 'products',
    module: 'products',
    ...(SERVER && {
      ssr: true,
      title: { key: 'products.title' },
      description: 'products.intro',
      sitemap: 'page',
    }),
  },
  product: {
    path: 'products/:id',
    module: 'product-details',
    ...(SERVER && {
      ssr: true,
      title: { of: 'product', missing: 'product.notFound' },
      sitemap: 'products',
    }),
  },
  category: {
    path: 'category/:slug',
    module: 'category',
    ...(SERVER && {
      ssr: true,
      title: { of: 'category', missing: 'category.notFound' },
      sitemap: 'categories',
    }),
  },
  cart: { path: 'cart', module: 'cart', ...(SERVER && { private: true }) },
  paymentSuccess: {
    path: 'payment/success',
    module: 'payment-success',
    ...(SERVER && { private: true }),
  },
  paymentFailed: {
    path: 'payment/failed',
    module: 'payment-failed',
    ...(SERVER && { private: true }),
  },
  // The confirmation link of a cash order's 'placed' mail, signed in or not (decision 043).
  confirmOrder: {
    path: 'confirm-order',
    module: 'confirm-order',
    ...(SERVER && { private: true }),
  },
  news: {
    path: 'news',
    module: 'news',
    ...(SERVER && {
      ssr: true,
      title: { key: 'news.title' },
      description: 'news.intro',
      sitemap: 'page',
    }),
  },
  post: {
    path: 'news/:id',
    module: 'news-details',
    ...(SERVER && { ssr: true, title: { of: 'post', missing: 'news.notFound' } }),
  },
  postBySlug: {
    path: 'news/slug/:id',
    module: 'news-details',
    ...(SERVER && {
      ssr: true,
      title: { of: 'post', missing: 'news.notFound' },
      sitemap: 'posts',
    }),
  },
  contact: {
    path: 'contact',
    module: 'contact',
    ...(SERVER && {
      ssr: true,
      title: { key: 'pages.contact.title' },
      description: 'pages.contact.intro',
      sitemap: 'page',
    }),
  },
  terms: {
    path: 'terms',
    module: 'terms',
    ...(SERVER && {
      ssr: true,
      title: { key: 'legal.terms.title' },
      description: 'legal.terms.intro',
      sitemap: 'page',
    }),
  },
  privacy: {
    path: 'privacy',
    module: 'privacy',
    ...(SERVER && {
      ssr: true,
      title: { key: 'legal.privacy.title' },
      description: 'legal.privacy.intro',
      sitemap: 'page',
    }),
  },
  faq: {
    path: 'faq',
    module: 'faq',
    ...(SERVER && {
      ssr: true,
      title: { key: 'faq.title' },
      description: 'faq.intro',
      sitemap: 'page',
    }),
  },
  checkout: {
    path: 'checkout',
    module: 'checkout',
    layout: 'signed-in',
    ...(SERVER && { private: true }),
  },
  orders: {
    path: 'orders',
    module: 'orders',
    layout: 'signed-in',
    ...(SERVER && { private: true }),
  },
  order: {
    path: 'orders/:id',
    module: 'order-details',
    layout: 'signed-in',
    ...(SERVER && { private: true }),
  },
  favorites: {
    path: 'favorites',
    module: 'favorites',
    layout: 'signed-in',
    ...(SERVER && { private: true }),
  },
  // The visitor's own list (local storage, decision 061): rendered in the browser, never indexed.
  compare: { path: 'compare', module: 'compare', ...(SERVER && { private: true }) },
  supportMessages: {
    path: 'support-messages',
    module: 'support-messages',
    layout: 'signed-in',
    ...(SERVER && { private: true }),
  },
  notifications: {
    path: 'notifications',
    module: 'notifications',
    layout: 'signed-in',
    ...(SERVER && { private: true }),
  },
  profile: {
    path: 'profile',
    module: 'profile',
    layout: 'signed-in',
    ...(SERVER && { private: true }),
  },
  // Its own routes are patched in on the first visit (router.tsx): only its place is known here.
  admin: { path: 'admin/*', layout: 'admin', ...(SERVER && { private: true }) },
  notFound: { path: '*', module: 'not-found', ...(SERVER && { title: { key: 'notFound.title' } }) },
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof ROUTE_TABLE;
/** The pages the server renders: each has a loader (src/web/app/route-loaders.ts). */
export type SsrPageId = {
  [Id in PageId]: (typeof ROUTE_TABLE)[Id] extends { ssr: true } ? Id : never;
}[PageId];

export interface PageMatch {
  id: PageId;
  route: PageRoute;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes: as react-router, keep the raw text
  }
};

/**
 * The route a pathname lands on, as the router matches it (no two routes of the table compete
 * for one path, so the first match is the router's); unknown paths land on `notFound`.
 */
export function matchPage(pathname: string): PageMatch {
  const parts = segmentsOf(pathname);
  for (const id of Object.keys(ROUTE_TABLE) as PageId[]) {
    const route: PageRoute = ROUTE_TABLE[id];
    const pattern = segmentsOf(route.path);
    const splat = pattern.at(-1) === '*';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? parts.length < fixed.length : parts.length !== fixed.length) continue;
    const params: Record<string, string> = {};
    const matches = fixed.every((segment, i) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = decode(parts[i]);
      else if (segment !== parts[i]) return false;
      return true;
    });
    if (matches) return { id, route, params };
  }
  return { id: 'notFound', route: ROUTE_TABLE.notFound, params: {} };
}

/** The path a route's URLs start with, up to its first parameter: what robots.txt names. */
export const staticPrefix = (route: PageRoute): string =>
  `/${segmentsOf(route.path)
    .filter((_, i, all) => !all.slice(0, i + 1).some((s) => s.startsWith(':') || s === '*'))
    .join('/')}`;

/** A route's path with its parameters filled in (encoded), e.g. `/products/<id>`. */
export const pathOf = (route: PageRoute, params: Record<string, string> = {}): string =>
  `/${segmentsOf(route.path)
    .map((s) => (s.startsWith(':') ? encodeURIComponent(params[s.slice(1)] ?? '') : s))
    .join('/')}`;
