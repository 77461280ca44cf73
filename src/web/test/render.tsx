import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import { setAppNavigate } from '../lib/client-navigation';

type Reply = Response | { status?: number; body?: unknown } | undefined;
type Handler = (request: { url: URL; init: RequestInit; body: unknown }) => Reply | Promise<Reply>;

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (without /api); anything else answers 404.
 * `calls('POST /auth/login')` lists the parsed JSON bodies sent to one endpoint.
 */
export function stubApi(handlers: Record<string, Handler | Reply>) {
  const mock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://shop.test');
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const handler = handlers[key];
    const reply = typeof handler === 'function' ? await handler({ url, init, body }) : handler;
    if (reply instanceof Response) return reply;
    if (!reply) return Response.json({ success: false, message: 'Not found' }, { status: 404 });
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', mock);
  const requests = (key: string) =>
    mock.mock.calls.filter(([input, init]) => {
      const url = new URL(input, 'http://shop.test');
      return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}` === key;
    });
  return {
    mock,
    calls: (key: string) =>
      requests(key).map(([, init]) =>
        typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      ),
    urls: (key: string) => requests(key).map(([input]) => new URL(input, 'http://shop.test')),
  };
}

/** Renders a route tree in a memory router inside the app's providers (query client, i18n, toasts). */
export function renderRoutes(routes: RouteObject[], path: string, { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // What the app's root shell does: links outside the router (an island's, a toast's) use it.
  setAppNavigate((to) => void router.navigate(to));
  const tree = (
    <Providers>
      {/* What react-router/dom's provider (start.tsx) passes; under Vitest that entry point loads a
          second copy of the router, so the core provider gets ReactDOM's flushSync by hand. */}
      <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
    </Providers>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return router;
}
