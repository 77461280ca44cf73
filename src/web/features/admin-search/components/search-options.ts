import type { TFunction } from 'i18next';
import type { AdminSearchResult } from '../../../../shared/schemas/admin-search';
import { formatEgp, formatNumber } from '../../../lib/format';
import { pickLocalized } from '../../../lib/use-lang';

export type SearchKind = 'orders' | 'products' | 'users';
export interface SearchOption {
  key: string;
  kind: SearchKind;
  to: string;
  label: string;
  detail: string;
}

/** The answer as one ordered list of options (orders, products, users), for keyboard moves. */
export function searchOptions(
  result: AdminSearchResult | undefined,
  t: TFunction,
  lang: string,
): SearchOption[] {
  if (!result) return [];
  return [
    ...result.orders.map((o) => ({
      key: `o-${o.id}`,
      kind: 'orders' as const,
      to: `/admin/orders/${o.id}`,
      label: t('orders.number', {
        number: formatNumber(o.orderNumber, lang, { useGrouping: false }),
      }),
      detail: `${o.customerName} · ${formatEgp(o.total, lang)} · ${t(`orders.paymentStatus.${o.paymentStatus}`)}`,
    })),
    ...result.products.map((p) => ({
      key: `p-${p.id}`,
      kind: 'products' as const,
      to: `/admin/products/${p.id}`,
      label: pickLocalized(lang, p.nameEn, p.nameAr),
      detail: p.isActive ? t('admin.status.active') : t('admin.status.inactive'),
    })),
    ...result.users.map((u) => ({
      key: `u-${u.id}`,
      kind: 'users' as const,
      to: `/admin/users/${u.id}`,
      label: `${u.firstName} ${u.lastName}`.trim(),
      detail: u.email,
    })),
  ];
}
