import { foldDigits } from '../../../lib/arabic';
import type { MessageKey, MessageParams } from '../../../lib/i18n';

/** One problem of a row: a message key for the caller's language; column null: the whole row. */
export interface Problem {
  column: string | null;
  key: MessageKey;
  params?: MessageParams;
}

/** A cell's reading: the value, or the problem that stopped it. */
export type Read<T> = { ok: true; value: T } | { ok: false; problem: Problem };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(column: string, key: MessageKey, params?: MessageParams): Read<T> => ({
  ok: false,
  problem: { column, key, params },
});

// What a spreadsheet would run as a formula (OWASP "CSV injection"); lib/csv.ts neutralises the
// same characters on export with a leading apostrophe, which is taken off again here.
const FORMULA_START = /^[=+\-@]/;
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/**
 * A text cell: trimmed; one that starts like a formula is refused (decision 057: never stored,
 * so a later export or another tool cannot run it), unless an apostrophe keeps it text.
 */
export function readText(raw: string, column: string, max: number): Read<string> {
  const value = raw.trim();
  if (ESCAPED_FORMULA.test(value)) return checkLength(value.slice(1), column, max);
  if (FORMULA_START.test(value)) return fail(column, 'import.row.formula');
  return checkLength(value, column, max);
}

const checkLength = (value: string, column: string, max: number): Read<string> =>
  value.length > max ? fail(column, 'import.row.tooLong', { max }) : ok(value);

/** Digits as typed in Egypt: Arabic-Indic digits and separators, Arabic comma, spaces. */
const numberText = (raw: string) =>
  foldDigits(raw.trim())
    .replace(/\u060c/g, ',')
    .replace(/[\s\u00a0\u202f]/g, '');

const MAX_PIASTRES = 100_000_000 * 100;

/**
 * An amount in EGP → piastres, exactly (no floating point): "1250.50", "1,250.50",
 * "١٢٥٠٫٥٠", "١٬٢٥٠٫٥٠". Null for an empty cell. A comma is a thousands separator only where
 * it groups thousands ("1,25" is refused, not guessed).
 */
export function readPrice(raw: string, column: string): Read<number | null> {
  if (raw.trim() === '') return ok(null);
  const text = numberText(raw).replace(/^'/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return fail(column, 'import.row.invalidPrice', { value: raw.trim() });
  const piastres =
    Number(match[1].replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (piastres > MAX_PIASTRES)
    return fail(column, 'import.row.invalidPrice', { value: raw.trim() });
  return ok(piastres);
}

/** A whole number of zero or more (stock, grams); null for an empty cell. */
export function readCount(raw: string, column: string): Read<number | null> {
  if (raw.trim() === '') return ok(null);
  const text = numberText(raw);
  if (!/^(\d{1,3}(?:,\d{3})+|\d+)$/.test(text))
    return fail(column, 'import.row.invalidNumber', { value: raw.trim() });
  const value = Number(text.replace(/,/g, ''));
  if (value > 2_000_000_000) return fail(column, 'import.row.invalidNumber', { value: raw.trim() });
  return ok(value);
}

const YES = new Set(['yes', 'y', 'true', '1', 'نعم', 'صح']);
const NO = new Set(['no', 'n', 'false', '0', 'لا', 'خطأ']);

/** yes/no (true/false, 1/0, نعم/لا); undefined for an empty cell (the default or the shop's). */
export function readFlag(raw: string, column: string): Read<boolean | undefined> {
  const value = foldDigits(raw.trim()).toLowerCase();
  if (value === '') return ok(undefined);
  if (YES.has(value)) return ok(true);
  if (NO.has(value)) return ok(false);
  return fail(column, 'import.row.invalidFlag', { value: raw.trim() });
}

const SKU = /^[\p{L}\p{N}][\p{L}\p{N}._\-/]{0,63}$/u;

/** An SKU (empty allowed here; who needs one decides): compared case-insensitively. */
export function readSku(raw: string, column: string): Read<string> {
  const text = readText(raw, column, 64);
  if (!text.ok || text.value === '') return text;
  return SKU.test(text.value) ? text : fail(column, 'import.row.invalidSku');
}
