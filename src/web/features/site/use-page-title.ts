import { useEffect } from 'react';
import { useLang } from '../../lib/use-lang';
import { useSiteInfo } from './api/site';

/** Sets `<title>` to '<page> | <store name>' in the current language. */
export function usePageTitle(page: string | undefined) {
  const lang = useLang();
  const { data } = useSiteInfo();
  const storeName = data?.store.name[lang];
  useEffect(() => {
    const parts = [page, storeName].filter(Boolean);
    if (parts.length) document.title = parts.join(' | ');
  }, [page, storeName]);
}
