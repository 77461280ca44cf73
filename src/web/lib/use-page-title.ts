import { useEffect } from 'react';
import { pageTitle } from '../../shared/page-title';
import { useSiteInfo } from './site-info';
import { useLang } from './use-lang';

let serverTitle: ((title: string) => void) | undefined;

/** How the server renderer hears the title a page sets: effects never run there. */
export function onServerTitle(listener: (title: string) => void): void {
  serverTitle = listener;
}

/**
 * Sets `<title>` to '<page> | <store name>' in the current language, or on the home page to the
 * store's name and tagline: shared/route-table.ts's pageTitle, which the server's head uses too,
 * so the title does not change when the page hydrates. No page title yet (its data is loading):
 * the title stays as it is.
 */
export function usePageTitle(page: string | undefined, home = false) {
  const lang = useLang();
  const { data } = useSiteInfo();
  const title = pageTitle(page, data?.store, lang, home);
  if (import.meta.env.SSR && title) serverTitle?.(title);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
