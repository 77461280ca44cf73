import i18n from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import toast from '../../../lib/toast';
import type { CartView } from './cart-view';

/**
 * 'X is no longer available and was removed from your cart', once per dropped line: the server
 * reports each dropped line in one answer only, and the toast id keeps a repeat from stacking.
 */
export function announceRemoved(cart: Pick<CartView, 'removed'>): void {
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'ar';
  for (const line of cart.removed ?? []) {
    const name = pickText(lang, line.nameEn, line.nameAr);
    toast(i18n.t('cart.removedNotice', { name }), {
      id: `cart-removed:${line.nameEn}:${line.nameAr}`,
      icon: 'ℹ️',
      duration: 6000,
    });
  }
}
