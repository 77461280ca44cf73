import type { Language } from './constants';
import { cachedFormatter } from './formatter-cache';

/** Money is integer piastres inside; the API speaks EGP numbers with at most two decimals. */
export const toPiastres = (egp: number): number => Math.round(egp * 100);
export const toEgp = (piastres: number): number => Math.round(piastres) / 100;
/**
 * Whole piastres: at most two decimals. Every money field an admin types is checked with it (and
 * refused with one message, 'validation.invalidPrice'), never silently rounded (issue 25, item 9).
 */
export const hasWholePiastres = (egp: number): boolean =>
  Number.isInteger(Math.round(egp * 100 * 1e6) / 1e6);

// Keyed by the number of decimals alone: every price on a page comes through here.
const egpFormat = cachedFormatter(
  (locale, decimals?: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }),
  String,
);

/** "1,250.50 EGP" in English, "١٬٢٥٠٫٥٠ ج.م." in Arabic (Egyptian Arabic digits). */
export function formatEgp(egp: number, language: Language | string): string {
  const locale = language.startsWith('ar') ? 'ar-EG' : 'en-EG';
  // Whole pounds print without decimals; anything else always with two (12.50, not 12.5).
  return egpFormat(locale, Number.isInteger(egp) ? 0 : 2).format(egp);
}
