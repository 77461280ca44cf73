/**
 * The parts of the texts files (src/web/locales/*.json, by their first key) the islands read.
 * The islands' build gives them a texts file of these parts alone (scripts/vite-islands.ts): the
 * first tap on a guest's page parses 14 % of the whole file (22 of 154 KB in Arabic; the admin's
 * texts are half of it). texts.test.ts checks that every part the islands' code names is here.
 */
export const ISLANDS_TEXT_PARTS = [
  'auth',
  'backInStock',
  'cart',
  'common',
  'compare',
  'coupon',
  'errors',
  'favorites',
  'lazyPart',
  'nav',
  'notifications',
  'product',
  'search',
  'shipping',
  'stockHint',
  'trust',
  'validation',
  'whatsapp',
] as const;

type Texts = Record<string, unknown>;

/** The islands' parts of one language's texts, in the file's order. */
export function islandsTexts(all: Texts): Texts {
  const parts: readonly string[] = ISLANDS_TEXT_PARTS;
  return Object.fromEntries(Object.entries(all).filter(([part]) => parts.includes(part)));
}
