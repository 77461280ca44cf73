import type { MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Language } from '../../shared/constants';
import { cn } from '../lib/cn';
import { switchLanguage } from '../lib/i18n';
import toast from '../lib/toast';
import { useTranslation } from '../lib/translation';
import { useLang } from '../lib/use-lang';
import { GlobeIcon } from './ui/icons';

const NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };
/** On a phone's row (the logo's name beside the menu, search, cart and bell), as Arabic shops write them. */
const SHORT_NAMES: Record<Language, string> = { en: 'EN', ar: 'عربي' };

/**
 * Switches between English and العربية. It is a link to this page in the other language
 * (`?lng=`): before the app runs on a server-rendered page (a guest's, decisions 067 and 080) a
 * tap loads that page, rendered by the server, which remembers the choice in the language cookie
 * (features/ssr/language.ts), rather than starting the whole app to switch. Once the app runs it
 * switches in place, the choice kept in localStorage and the cookie (lib/i18n.ts). It is marked
 * `data-language-switch` (entry-marks.ts LANGUAGE_SWITCH_ATTRIBUTE) for the entry.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const target: Language = lang === 'ar' ? 'en' : 'ar';
  const inTarget = new URLSearchParams(params);
  inTarget.set('lng', target);

  const onSwitch = async (event: MouseEvent<HTMLAnchorElement>) => {
    // Another tab or window: the page in the other language opens there.
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    try {
      // The other language's texts are fetched first; offline, the page stays as it is.
      await switchLanguage(target);
    } catch {
      toast.error(t('errors.network'));
      return;
    }
    // A ?lng= in the address would win again on reload: the explicit choice replaces it.
    if (params.has('lng')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('lng');
          return next;
        },
        { replace: true },
      );
    }
  };

  return (
    <a
      href={`${pathname}?${inTarget}${hash}`}
      hrefLang={target}
      onClick={onSwitch}
      title={t('nav.changeLanguage')}
      data-language-switch=""
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-ink',
        className,
      )}
    >
      <GlobeIcon className="size-5 shrink-0" />
      <span lang={target} className="max-sm:sr-only">
        {NAMES[target]}
      </span>
      <span lang={target} aria-hidden="true" className="sm:hidden">
        {SHORT_NAMES[target]}
      </span>
    </a>
  );
}
