import { CountBadge } from '../../../components/ui/badge';
import { CartIcon } from '../../../components/ui/icons';
import { navigateInApp } from '../../../lib/client-navigation';
import { formatBadgeCount } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useCartCount } from '../api/cart';

/**
 * The header's cart, with the count: an island on a server-rendered page (decision 080,
 * islands/registry.ts), so a link that goes through the app's router only while the app runs.
 */
export function CartButton() {
  const { t } = useTranslation();
  const lang = useLang();
  const count = useCartCount();
  return (
    <a
      href="/cart"
      onClick={(event) => navigateInApp(event, '/cart')}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-ink"
      aria-label={t('nav.cartLabel', { count, formatted: formatBadgeCount(count, lang) })}
    >
      <CartIcon className="size-6" />
      {count > 0 ? <CountBadge>{formatBadgeCount(count, lang)}</CountBadge> : null}
    </a>
  );
}
