import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useHydrated } from './hydration-state';

/** When the server rendered the page being hydrated (undefined on a page rendered here). */
const RenderedAtContext = createContext<number | undefined>(undefined);
/** The shop's address the server rendered the page for (APP_URL; undefined on a page rendered here). */
const RenderedForContext = createContext<string | undefined>(undefined);

export function RenderedAtProvider({
  at,
  origin,
  children,
}: {
  at?: number;
  origin?: string;
  children: ReactNode;
}) {
  return (
    <RenderedAtContext value={at}>
      <RenderedForContext value={origin}>{children}</RenderedForContext>
    </RenderedAtContext>
  );
}

/**
 * The address to build an absolute link to this shop with: the one the server rendered the page
 * for while it is the server's HTML (a guest's page may stay so until the first input, decision
 * 067), the one the visitor used once the app runs.
 */
export function usePageOrigin(): string {
  const renderedFor = useContext(RenderedForContext);
  const hydrated = useHydrated();
  if (!hydrated && renderedFor !== undefined) return renderedFor;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * The time to render "now" at ("5 minutes ago", "open now"): the server's render time while a
 * server-rendered page hydrates, so the first render matches its HTML even when the page came
 * from the page cache minutes later (a mismatch makes React throw the HTML away and render the
 * page again); the real time from then on, refreshed every `refreshEveryMs` when given.
 */
export function useNow(refreshEveryMs?: number): number {
  const renderedAt = useContext(RenderedAtContext);
  const hydrated = useHydrated();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!refreshEveryMs) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), refreshEveryMs);
    return () => clearInterval(timer);
  }, [refreshEveryMs]);
  return hydrated || renderedAt === undefined ? Date.now() : renderedAt;
}
