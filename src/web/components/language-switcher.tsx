import { useSearchParams } from 'react-router';
import type { Language } from '../../shared/constants';
import { cn } from '../lib/cn';
import { switchLanguage } from '../lib/i18n';
import toast from '../lib/toast';
import { useTranslation } from '../lib/translation';
import { useLang } from '../lib/use-lang';
import { GlobeIcon } from './ui/icons';

const NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * Switches between English and العربية; the choice is cached in localStorage and the language
 * cookie (lib/i18n.ts). On a server-rendered page a tap before the app starts is made once it has
 * (main.tsx, decision 067).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const target: Language = lang === 'ar' ? 'en' : 'ar';

  const onSwitch = async () => {
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
    <button
      type="button"
      onClick={onSwitch}
      title={t('nav.changeLanguage')}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-ink',
        className,
      )}
    >
      <GlobeIcon className="size-5 shrink-0" />
      <span lang={target}>{NAMES[target]}</span>
    </button>
  );
}
