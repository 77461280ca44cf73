import { toPiastres } from '../../../shared/money';
import type { BulkPriceChange } from '../../../shared/schemas/catalog-bulk';

/**
 * A price after a bulk change (issue 22, decision 056), in whole piastres and never below zero.
 * Percentages are taken in hundredths of a percent, so the arithmetic is exact integers and
 * halves round up. Here because pricing is the one place that computes money (decision 036);
 * the catalog's bulk edit gets it from services.ts.
 */
export function adjustPrice(piastres: number, change: BulkPriceChange): number {
  const sign = change.direction === 'increase' ? 1 : -1;
  const next =
    change.mode === 'amount'
      ? piastres + sign * toPiastres(change.value)
      : Math.round((piastres * (10_000 + sign * Math.round(change.value * 100))) / 10_000);
  return Math.max(0, next);
}

export type AdjustPrice = typeof adjustPrice;
