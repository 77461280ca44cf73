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
 * Each page's code: its own lazily loaded chunk (with the 120 s timeout of SPEC §7), the module
 * the route table names (`module`, shared/route-table.ts: the server names the same module's
 * files for a guest's page to fetch early). Everything else about a page (path, layout, title,
 * server rendering) is its line in the table; the admin area's routes are patched in (see
 * patchAdminRoutes).
 */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

type AppPageId = Exclude<PageId, 'admin'>;

/** The loader of a page's module (its default export is the page). */
export function pageModule(id: AppPageId): () => Promise<{ default: ComponentType }> {
  const load = PAGE_MODULES[`./routes/${ROUTE_TABLE[id].module}.tsx`];
  if (!load) throw new Error(`no module src/web/app/routes/${ROUTE_TABLE[id].module}.tsx`);
  return load;
}

const APP_PAGES = (Object.keys(ROUTE_TABLE) as PageId[]).filter(
  (id): id is AppPageId => id !== 'admin',
);

/** The router's route of a page of the table. */
function pageRoute(id: AppPageId): RouteObject {
  const { path } = ROUTE_TABLE[id];
  const route: RouteObject = path
    ? { path, lazy: page(pageModule(id)) }
    : { index: true, lazy: page(pageModule(id)) };
  return id === 'login' || id === 'register'
    ? { element: <GuestOnly page={id} />, children: [route] }
    : route;
}

const pagesIn = (where: PageLayout) =>
  APP_PAGES.filter(
    (id) => ((ROUTE_TABLE[id] as PageRoute).layout ?? 'main') === where && id !== 'notFound',
  ).map(pageRoute);

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
  // With the admin area's texts: left out of the texts every page fetches (lib/texts-parts.ts).
  const [{ adminRoute }] = await Promise.all([
    withChunkTimeout(import('./routes/admin/admin-routes')),
    withChunkTimeout(import('./admin-texts')).then((texts) => texts.loadAdminTexts()),
  ]);
  patch('root', [adminRoute]);
};

export const routerOptions = {
  patchRoutesOnNavigation: patchAdminRoutes,
} satisfies DOMRouterOpts;

export const createAppRouter = () => createBrowserRouter(routes, routerOptions);
