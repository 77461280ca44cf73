import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin } from '../../guards';
import { page } from '../../lazy-route';
import { RouteError } from '../../route-error';

const layout = page;

/**
 * The admin area's routes. Not in the entry chunk (issue 9): app/router.tsx patches them in with
 * react-router's patchRoutesOnNavigation the first time a path under /admin is visited, whether by
 * a link, a deep link or a reload.
 */
export const adminRoute: RouteObject = {
  id: 'admin',
  path: 'admin',
  element: <RequireAdmin />,
  children: [
    {
      lazy: layout(() => import('../../layouts/admin/admin-layout')),
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: page(() => import('./dashboard')) },
            { path: 'products', lazy: page(() => import('./products')) },
            { path: 'products/new', lazy: page(() => import('./product-editor')) },
            { path: 'products/import', lazy: page(() => import('./product-import')) },
            { path: 'products/:id', lazy: page(() => import('./product-editor')) },
            { path: 'products/:id/stock', lazy: page(() => import('./product-stock')) },
            { path: 'categories', lazy: page(() => import('./categories')) },
            { path: 'search-terms', lazy: page(() => import('./search-terms')) },
            { path: 'users', lazy: page(() => import('./users')) },
            { path: 'users/:id', lazy: page(() => import('./user-details')) },
            { path: 'orders', lazy: page(() => import('./orders')) },
            { path: 'orders/:id', lazy: page(() => import('./order-details')) },
            { path: 'returns', lazy: page(() => import('./returns')) },
            { path: 'discounts', lazy: page(() => import('./discounts')) },
            { path: 'blogs', lazy: page(() => import('./blogs')) },
            { path: 'blogs/new', lazy: page(() => import('./blog-editor')) },
            { path: 'blogs/:id', lazy: page(() => import('./blog-editor')) },
            { path: 'support', lazy: page(() => import('./support')) },
            { path: 'notifications', lazy: page(() => import('./notifications')) },
            { path: 'faqs', lazy: page(() => import('./faqs')) },
            { path: 'settings', lazy: page(() => import('./settings')) },
            // The staff member's own two-factor sign-in (decision 049): every role.
            { path: 'security', lazy: page(() => import('./security')) },
            // SPEC §2: any unknown admin path goes to the home page.
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ],
};
