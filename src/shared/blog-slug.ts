/** Longest slug, in characters (an Arabic letter is six characters once URL-encoded). */
export const BLOG_SLUG_MAX_LENGTH = 80;

// Harakat, superscript alef and tatweel: decoration, not spelling (docs/decisions/015).
const ARABIC_MARKS = /[\u064B-\u0652\u0670\u0640]/g;
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The URL slug of a post, made from its title or from what the admin typed: lower-case Latin
 * letters, digits and Arabic letters joined by single hyphens. Arabic is kept, not transliterated
 * ('بطاريات الليثيوم' → 'بطاريات-الليثيوم'; links carry it URL-encoded and browsers show it as
 * typed). Accents, harakat and tatweel are dropped, Arabic-Indic digits become 0–9, and anything
 * else (punctuation, emoji) separates words. '' when nothing usable is left.
 */
export function slugify(text: string): string {
  return (
    text
      // NFKC first: presentation forms become letters, and hamza stays part of its letter (أ),
      // so removing marks below cannot strip it.
      .normalize('NFKC')
      .replace(ARABIC_MARKS, '')
      .replace(ARABIC_INDIC_DIGIT, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
      // Latin accents come off in the decomposed form; NFC then rebuilds أ إ آ ؤ ئ.
      .normalize('NFKD')
      .replace(LATIN_ACCENTS, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9\u0621-\u063A\u0641-\u064A]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, BLOG_SLUG_MAX_LENGTH)
      .replace(/-+$/, '')
  );
}

/** 'solar-guide' → 'solar-guide-2' → 'solar-guide-3'…, staying within the length limit. */
export function withSuffix(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${slug.slice(0, BLOG_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
