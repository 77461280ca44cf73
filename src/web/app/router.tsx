import {
  createBrowserRouter,
  type DOMRouterOpts,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { isAdminPath } from '../lib/i18n';
import { GuestOnly, RequireAuth } from './guards';
import { page, withChunkTimeout } from './lazy-route';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

const layout = page;

/**
 * Every page is its own lazily loaded chunk (with the 120 s timeout of SPEC §7). The admin area's
 * routes (routes/admin/admin-routes.tsx) are not listed here: see patchAdminRoutes.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      // Public auth pages: no layout wrapper.
      {
        element: <GuestOnly page="login" />,
        children: [{ path: 'login', lazy: page(() => import('./routes/login')) }],
      },
      {
        element: <GuestOnly page="register" />,
        children: [{ path: 'register', lazy: page(() => import('./routes/register')) }],
      },
      { path: 'confirm-email', lazy: page(() => import('./routes/confirm-email')) },
      { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password')) },
      { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
      {
        lazy: layout(() => import('./layouts/main-layout')),
        children: [
          {
            // Errors inside a page keep the header and footer around the error message.
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: page(() => import('./routes/home')) },
              { path: 'about', lazy: page(() => import('./routes/about')) },
              { path: 'products', lazy: page(() => import('./routes/products')) },
              { path: 'products/:id', lazy: page(() => import('./routes/product-details')) },
              { path: 'category/:slug', lazy: page(() => import('./routes/category')) },
              { path: 'cart', lazy: page(() => import('./routes/cart')) },
              { path: 'payment/success', lazy: page(() => import('./routes/payment-success')) },
              { path: 'payment/failed', lazy: page(() => import('./routes/payment-failed')) },
              { path: 'news', lazy: page(() => import('./routes/news')) },
              { path: 'news/:id', lazy: page(() => import('./routes/news-details')) },
              { path: 'news/slug/:id', lazy: page(() => import('./routes/news-details')) },
              { path: 'contact', lazy: page(() => import('./routes/contact')) },
              { path: 'terms', lazy: page(() => import('./routes/terms')) },
              { path: 'privacy', lazy: page(() => import('./routes/privacy')) },
              { path: 'faq', lazy: page(() => import('./routes/faq')) },
              {
                element: <RequireAuth />,
                children: [
                  { path: 'checkout', lazy: page(() => import('./routes/checkout')) },
                  { path: 'orders', lazy: page(() => import('./routes/orders')) },
                  { path: 'orders/:id', lazy: page(() => import('./routes/order-details')) },
                  { path: 'favorites', lazy: page(() => import('./routes/favorites')) },
                  {
                    path: 'support-messages',
                    lazy: page(() => import('./routes/support-messages')),
                  },
                  { path: 'notifications', lazy: page(() => import('./routes/notifications')) },
                  { path: 'profile', lazy: page(() => import('./routes/profile')) },
                ],
              },
              { path: '*', lazy: page(() => import('./routes/not-found')) },
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
