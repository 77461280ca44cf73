/**
 * The bad input issue 23 names: one letter, 500 letters (cut at the documented maximum),
 * punctuation, emoji, SQL and regex metacharacters, direction and zero-width marks, mixed scripts.
 * search.test.ts checks none of them errs; bench:search mixes them into its load, so their p99
 * is the budget's too.
 */
export const HOSTILE_QUERIES: readonly string[] = [
  'a',
  'x'.repeat(500),
  '!!!',
  '😀🔋',
  "'; drop table products; --",
  '.*+?^$' + '{}()|[]\\%_',
  '\u200f\u200b\u202eشاحن',
  'شاحن charger ٤٨',
];
