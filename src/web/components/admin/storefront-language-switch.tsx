import { useState } from 'react';
import type { Language } from '../../../shared/constants';
import { cn } from '../../lib/cn';
import { rememberStorefrontLanguage, storefrontLanguage } from '../../lib/i18n';
import toast from '../../lib/toast';
import { useTranslation } from '../../lib/translation';
import { GlobeIcon } from '../ui/icons';

const NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * The admin top bar's language switch (SPEC §1, decision 053): paths under /admin always use
 * Arabic, so it never changes this page; it says which language the storefront opens in for this
 * browser and switches that.
 */
export function StorefrontLanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [shop, setShop] = useState<Language>(storefrontLanguage);
  const target: Language = shop === 'ar' ? 'en' : 'ar';
  const name = <span lang={shop}>{NAMES[shop]}</span>;

  const onSwitch = () => {
    rememberStorefrontLanguage(target);
    setShop(target);
    toast.success(t('admin.storefrontLanguage.switched', { name: NAMES[target] }));
  };

  return (
    <button
      type="button"
      onClick={onSwitch}
      aria-label={t('admin.storefrontLanguage.label', { name: NAMES[shop], target: NAMES[target] })}
      title={t('admin.storefrontLanguage.label', { name: NAMES[shop], target: NAMES[target] })}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-ink',
        className,
      )}
    >
      <GlobeIcon className="size-5 shrink-0" />
      <span>
        {t('admin.storefrontLanguage.short')} {name}
      </span>
    </button>
  );
}
