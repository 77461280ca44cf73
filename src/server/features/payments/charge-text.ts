import { formatEgp, toEgp } from '../../../shared/money';
import type { ChargedLine, ChargeItem } from '../pricing';

/**
 * The words of a charge's items on the provider's checkout page (English, as Paymob shows them).
 * A discounted line is one item of its discounted total, so its name says how many pieces and
 * its description names the coupon and what it took off; the client trims to Paymob's limits.
 */

interface NamedLine extends ChargedLine {
  nameEn: string;
  nameAr: string;
  colorName: string | null;
}

const lineName = (line: NamedLine) => line.nameEn || line.nameAr;

export function chargeItemName(item: ChargeItem<NamedLine>): string {
  if (item.kind === 'shipping') return 'Shipping';
  if (item.kind === 'cod-fee') return 'Cash on delivery fee';
  return item.discountPiastres > 0 && item.line.quantity > 1
    ? `${item.line.quantity} × ${lineName(item.line)}`
    : lineName(item.line);
}

export function chargeItemDescription(item: ChargeItem<NamedLine>, coupon: string | null): string {
  const off = (piastres: number) => `coupon ${coupon ?? ''} −${formatEgp(toEgp(piastres), 'en')}`;
  if (item.kind === 'cod-fee') return 'Cash on delivery fee';
  if (item.kind === 'shipping') {
    return item.discountPiastres > 0 ? `Shipping (${off(item.discountPiastres)})` : 'Shipping';
  }
  const name =
    [item.line.nameEn, item.line.colorName].filter(Boolean).join(' — ') || item.line.nameAr;
  return item.discountPiastres > 0 ? `${name} (${off(item.discountPiastres)})` : name;
}
