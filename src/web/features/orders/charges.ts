import type { TFunction } from 'i18next';
import type { OrderDetail } from '../../../shared/schemas/orders';
import { formatEgp, formatNumber } from '../../lib/format';
import { pickText } from '../../lib/localized';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';

type Discount = OrderDetail['discounts'][number];

export interface ChargeRow {
  key: string;
  label: string;
  value: string;
  tone: 'plain' | 'discount' | 'total';
}

/** An amount taken off, "−EGP 30" / "−٣٠ ج.م.": the sign is text, the amount as the API sent it. */
export const minusEgp = (t: TFunction, amount: number, lang: string): string =>
  t('orders.totals.minus', { amount: formatEgp(amount, lang) });

function discountLabel(t: TFunction, discount: Discount): string {
  const { code } = discount;
  if (discount.type === 'free_shipping') {
    return code ? t('orders.totals.freeShipping', { code }) : t('orders.totals.freeShippingPlain');
  }
  return code ? t('orders.totals.discount', { code }) : t('orders.totals.discountPlain');
}

/** The delivery estimate still worth showing: not once delivered, cancelled or failed. */
const estimateOf = (order: OrderDetail) =>
  order.deliveryEstimate &&
  order.deliveryStatus !== 'delivered' &&
  order.paymentStatus !== 'cancelled' &&
  order.paymentStatus !== 'failed'
    ? order.deliveryEstimate
    : null;

/**
 * What the order's amounts are made of, each as the API holds it (nothing is computed here):
 * subtotal, the coupons off the items, shipping (with its zone), a free-shipping coupon, the COD
 * fee, the total; then the VAT the total contains and the delivery estimate, as sentences.
 */
export function useOrderCharges(order: OrderDetail) {
  const { t } = useTranslation();
  const lang = useLang();
  const egp = (amount: number) => formatEgp(amount, lang);
  // A coupon that took nothing off (free shipping on an order already shipped free) adds no line.
  const discountRows = (appliesTo: Discount['appliesTo']): ChargeRow[] =>
    order.discounts.flatMap((discount, index) =>
      discount.appliesTo === appliesTo && discount.amount > 0
        ? [
            {
              key: `discount-${index}`,
              label: discountLabel(t, discount),
              value: minusEgp(t, discount.amount, lang),
              tone: 'discount' as const,
            },
          ]
        : [],
    );
  const zone = order.shippingZone;
  const rows: ChargeRow[] = [
    { key: 'subtotal', label: t('checkout.subtotal'), value: egp(order.subtotal), tone: 'plain' },
    ...discountRows('items'),
    {
      key: 'shipping',
      label: zone
        ? t('orders.totals.shippingZone', { zone: pickText(lang, zone.nameEn, zone.nameAr) })
        : t('checkout.shippingFee'),
      value: order.shipping > 0 ? egp(order.shipping) : t('checkout.free'),
      tone: 'plain',
    },
    ...discountRows('shipping'),
    ...(order.codFee > 0
      ? [
          {
            key: 'cod-fee',
            label: t('orders.totals.codFee'),
            value: egp(order.codFee),
            tone: 'plain' as const,
          },
        ]
      : []),
    { key: 'total', label: t('checkout.total'), value: egp(order.total), tone: 'total' },
  ];
  const vat = order.vat
    ? t('orders.totals.vatIncluded', {
        rate: formatNumber(order.vat.ratePercent, lang, {
          style: 'unit',
          unit: 'percent',
          maximumFractionDigits: 2,
        }),
        amount: egp(order.vat.included),
      })
    : null;
  const days = estimateOf(order);
  let estimate: string | null = null;
  if (days) {
    estimate =
      days.minDays === days.maxDays
        ? t('orders.totals.estimate', {
            count: days.maxDays,
            formatted: formatNumber(days.maxDays, lang),
          })
        : t('orders.totals.estimateRange', {
            count: days.maxDays,
            min: formatNumber(days.minDays, lang),
            max: formatNumber(days.maxDays, lang),
          });
  }
  return { rows, vat, estimate };
}
