/**
 * The same folding as the SQL function normalize_ar() (drizzle/0000_extensions.sql), applied to
 * queries so they compare alike with stored text: alef forms → ا, ة → ه, ى → ي, no diacritics or
 * tatweel, lower-case Latin. Shared: the FAQ page searches its short list in the browser.
 */
export function normalizeArabic(input: string): string {
  return input
    .toLowerCase()
    .replace(/[\u0623\u0625\u0622\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064a')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '');
}
