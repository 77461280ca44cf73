import {
  type AnchorHTMLAttributes,
  forwardRef,
  type MouseEvent,
  useCallback,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { APP_LOCATION_EVENT, navigateInApp, navigateOutsideRouter } from '../lib/client-navigation';

// What the islands' bundle has for `react-router` (vite.islands.config.ts aliases it here): an
// island has no router (decision 080: a server-rendered page's links are already links). The
// few hooks the islands' components use read the address from the browser: a link is a page load
// (through the app's router once the app runs), a search change (a product's variant, kept in the
// address) replaces the history entry, as the app's router would.

type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  prefetch?: string;
  discover?: string;
  relative?: string;
}

interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

const hrefOf = (to: To): string =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

const read = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
  key: (window.history.state as { key?: string } | null)?.key ?? 'default',
});

let current: Location | undefined;
const listeners = new Set<() => void>();

/** Reads the address again and tells whoever shows it, when it changed. */
function addressChanged(): void {
  const next = read();
  if (current && hrefOf(current) === hrefOf(next) && current.key === next.key) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  addEventListener('popstate', addressChanged);
  addEventListener(APP_LOCATION_EVENT, addressChanged);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    removeEventListener('popstate', addressChanged);
    removeEventListener(APP_LOCATION_EVENT, addressChanged);
  };
}

const snapshot = (): Location => (current ??= read());

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * An island's own state in the address (a product's variant, replacing the entry) changes the
 * history entry as the app's router changes it (its own entry shape kept: the router reads `idx`
 * and `key` back when it starts, or on Back). Anything else is another page, even on this path
 * (the header's search from the products list): a page load, or the app's router once it runs.
 */
function go(href: string, options: NavigateOptions = {}): void {
  const url = new URL(href, window.location.href);
  const samePage =
    url.pathname === window.location.pathname && url.origin === window.location.origin;
  if (!samePage || !options.replace) {
    navigateOutsideRouter(href);
    return;
  }
  const previous = window.history.state as object | null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  window.history.replaceState({ ...previous, usr: options.state ?? null }, '', path);
  addressChanged();
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  return useCallback((to: To | number, options?: NavigateOptions) => {
    if (typeof to === 'number') window.history.go(to);
    else go(hrefOf(to), options);
  }, []);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams() {
  const { pathname, search, hash } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(value).toString();
      go(`${pathname}${query ? `?${query}` : ''}${hash}`, options);
    },
    [pathname, search, hash],
  );
  return [params, setParams] as const;
}

/** A plain link, followed through the app's router once the app runs. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    replace: _replace,
    state: _state,
    reloadDocument,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    prefetch: _prefetch,
    discover: _discover,
    relative: _relative,
    onClick,
    ...rest
  },
  ref,
) {
  const href = hrefOf(to);
  return (
    <a
      ref={ref}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!reloadDocument) navigateInApp(event, href);
      }}
      {...rest}
    />
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: { isActive: boolean; isPending: boolean }) => string | undefined);
}

/**
 * A link that knows whether it is the current page, as React Router's: `aria-current="page"` and
 * its class for that state, the page under it counting unless `end`.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, caseSensitive = false, className, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const here = fold(pathname);
  const to = fold(new URL(hrefOf(rest.to), window.location.href).pathname);
  // React Router's rule: the same path, or (not `end`) a path under it.
  const slash = to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = here === to || (!end && here.startsWith(to) && here.charAt(slash) === '/');
  const state = { isActive, isPending: false };
  return (
    <Link
      ref={ref}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      {...rest}
    />
  );
});
