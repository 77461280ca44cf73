import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { page } from './lazy-route';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

const layout = page;

/** Every page is its own lazily loaded chunk (with the 120 s timeout of SPEC §7). */
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
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            lazy: layout(() => import('./layouts/admin/admin-layout')),
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  { index: true, lazy: page(() => import('./routes/admin/dashboard')) },
                  { path: 'products', lazy: page(() => import('./routes/admin/products')) },
                  {
                    path: 'products/new',
                    lazy: page(() => import('./routes/admin/product-editor')),
                  },
                  {
                    path: 'products/:id',
                    lazy: page(() => import('./routes/admin/product-editor')),
                  },
                  { path: 'categories', lazy: page(() => import('./routes/admin/categories')) },
                  { path: 'users', lazy: page(() => import('./routes/admin/users')) },
                  { path: 'users/:id', lazy: page(() => import('./routes/admin/user-details')) },
                  { path: 'orders', lazy: page(() => import('./routes/admin/orders')) },
                  { path: 'orders/:id', lazy: page(() => import('./routes/admin/order-details')) },
                  { path: 'blogs', lazy: page(() => import('./routes/admin/blogs')) },
                  { path: 'blogs/new', lazy: page(() => import('./routes/admin/blog-editor')) },
                  { path: 'blogs/:id', lazy: page(() => import('./routes/admin/blog-editor')) },
                  { path: 'support', lazy: page(() => import('./routes/admin/support')) },
                  {
                    path: 'notifications',
                    lazy: page(() => import('./routes/admin/notifications')),
                  },
                  { path: 'faqs', lazy: page(() => import('./routes/admin/faqs')) },
                  { path: 'settings', lazy: page(() => import('./routes/admin/settings')) },
                  // SPEC §2: any unknown admin path goes to the home page.
                  { path: '*', element: <Navigate to="/" replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
