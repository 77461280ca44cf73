import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type DOMRouterOpts,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { isAdminPath } from '../../shared/language';
import {
  type PageId,
  type PageLayout,
  type PageRoute,
  ROUTE_TABLE,
} from '../../shared/route-table';
import { PageSpinner } from '../components/ui/spinner';
import { GuestOnly, RequireAuth } from './guards';
import { page, withChunkTimeout } from './lazy-route';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

const layout = page;

/**
 * Each page's code: its own lazily loaded chunk (with the 120 s timeout of SPEC §7). Everything
 * else about a page (path, layout, title, server rendering) is its line in the route table
 * (shared/route-table.ts); the admin area's routes are patched in (see patchAdminRoutes).
 */
const newsDetails = () => import('./routes/news-details');
const PAGES: Record<Exclude<PageId, 'admin'>, () => Promise<{ default: ComponentType }>> = {
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  confirmEmail: () => import('./routes/confirm-email'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  products: () => import('./routes/products'),
  product: () => import('./routes/product-details'),
  category: () => import('./routes/category'),
  cart: () => import('./routes/cart'),
  paymentSuccess: () => import('./routes/payment-success'),
  paymentFailed: () => import('./routes/payment-failed'),
  confirmOrder: () => import('./routes/confirm-order'),
  news: () => import('./routes/news'),
  post: newsDetails,
  postBySlug: newsDetails,
  contact: () => import('./routes/contact'),
  terms: () => import('./routes/terms'),
  privacy: () => import('./routes/privacy'),
  faq: () => import('./routes/faq'),
  checkout: () => import('./routes/checkout'),
  orders: () => import('./routes/orders'),
  order: () => import('./routes/order-details'),
  favorites: () => import('./routes/favorites'),
  compare: () => import('./routes/compare'),
  supportMessages: () => import('./routes/support-messages'),
  notifications: () => import('./routes/notifications'),
  profile: () => import('./routes/profile'),
  notFound: () => import('./routes/not-found'),
};

/** The router's route of a page of the table. */
function pageRoute(id: Exclude<PageId, 'admin'>): RouteObject {
  const { path } = ROUTE_TABLE[id];
  const route: RouteObject = path
    ? { path, lazy: page(PAGES[id]) }
    : { index: true, lazy: page(PAGES[id]) };
  return id === 'login' || id === 'register'
    ? { element: <GuestOnly page={id} />, children: [route] }
    : route;
}

const pagesIn = (where: PageLayout) =>
  (Object.keys(PAGES) as Exclude<PageId, 'admin'>[])
    .filter(
      (id) => ((ROUTE_TABLE[id] as PageRoute).layout ?? 'main') === where && id !== 'notFound',
    )
    .map(pageRoute);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      // Public auth pages: no layout wrapper.
      ...pagesIn('bare'),
      {
        lazy: layout(() => import('./layouts/main-layout')),
        children: [
          {
            // Errors inside a page keep the header and footer around the error message.
            errorElement: <RouteError />,
            children: [
              ...pagesIn('main'),
              { element: <RequireAuth />, children: pagesIn('signed-in') },
              pageRoute('notFound'),
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Adds the admin routes under the root the first time a path under /admin is visited (issue 9: the
 * storefront's entry chunk knows nothing of the admin area). React Router asks on every navigation
 * it cannot match, or matches only through a splat or a parameter (before the patch, /admin/… lands
 * on the not-found splat), and on the first load, so deep links and reloads work too. Patching
 * again is a no-op: the route keeps its id.
 */
const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  const { adminRoute } = await withChunkTimeout(import('./routes/admin/admin-routes'));
  patch('root', [adminRoute]);
};

export const routerOptions = {
  patchRoutesOnNavigation: patchAdminRoutes,
} satisfies DOMRouterOpts;

export const createAppRouter = () => createBrowserRouter(routes, routerOptions);
