import { z } from 'zod';
import { normalizeArabic } from './arabic';

/**
 * Coupon codes as people type them (issue 19 §3). A code is letters of any script (Arabic
 * included), digits and `-`/`_`, 3–32 characters, no spaces or emoji (a customer could not type
 * them back). Codes compare by their key: NFKC (full-width and presentation forms folded), Arabic
 * and Persian digits as Latin ones, the Arabic folding of search (alef forms, ta marbuta, alef
 * maqsura, no diacritics or tatweel) and lower case — so "Ramadan٢٠", "RAMADAN20" and
 * "ramadan20" are one code, and a customer typing "خَصم" (with a diacritic, which a saved code
 * cannot have) finds "خصم".
 */
export const COUPON_CODE_PATTERN = /^[\p{L}\p{Nd}_-]{3,32}$/u;

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function couponCodeKey(code: string): string {
  const folded = code
    .normalize('NFKC')
    .trim()
    .replace(EASTERN_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
  return normalizeArabic(folded);
}

/** A code the admin saves: the form's field error when it is not one a customer can type. */
export const couponCodeSchema = z
  .string('validation.invalidType')
  .transform((code) => code.normalize('NFKC').trim())
  .pipe(z.string().regex(COUPON_CODE_PATTERN, 'validation.couponCodeFormat'));

/** A code the customer types: anything up to 64 characters; an unknown one is "not found". */
export const couponCodeInputSchema = z
  .string('validation.invalidType')
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.tooLong');
