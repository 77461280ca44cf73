import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useCompareIds } from '../compare-store';
import { CompareIcon } from './compare-toggle';

/**
 * The compare bar: a small pill at the bottom corner of the screen (the WhatsApp button holds the
 * other one) with the count, leading to the compare page; shown once something is chosen, and
 * not on the compare page itself. Mounted by the header, drawn under <body> (the header's blur
 * would otherwise hold a fixed child inside it). The header row has no room left for it on a
 * desktop (its links wrapped).
 */
export function CompareLink() {
  const { t } = useTranslation();
  const lang = useLang();
  const count = useCompareIds().length;
  const { pathname } = useLocation();
  if (!count || pathname === '/compare') return null;
  const formatted = formatNumber(count, lang);
  return createPortal(
    <Link
      to="/compare"
      aria-label={t('compare.link', { count, formatted })}
      className="fixed start-4 bottom-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-brand-800 ps-4 pe-2 font-semibold text-white shadow-lg ring-2 ring-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <CompareIcon className="size-5" />
      {t('compare.short')}
      <span className="grid h-7 min-w-7 place-items-center rounded-full bg-white px-1.5 text-sm font-bold text-brand-900">
        {formatted}
      </span>
    </Link>,
    document.body,
  );
}
