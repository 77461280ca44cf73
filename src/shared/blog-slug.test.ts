import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX_LENGTH, slugify, withSuffix } from './blog-slug';

describe('slugify', () => {
  it.each([
    ['LiFePO4 vs Lead-Acid: Which one?', 'lifepo4-vs-lead-acid-which-one'],
    ['Golf Cars & Resorts', 'golf-cars-and-resorts'],
    ['Café crème', 'cafe-creme'],
    ['بطاريات الليثيوم: دليل الشراء', 'بطاريات-الليثيوم-دليل-الشراء'],
    ['أسئلة؟ إجابات! آمنة', 'أسئلة-إجابات-آمنة'],
    ['عَرَبِيّةٌ مُشَكَّلَة ـــ طويـــلة', 'عربية-مشكلة-طويلة'],
    ['عام ٢٠٢٥ و۱۴۰۴', 'عام-2025-و1404'],
    ['ﺑﻄﺎﺭﻳﺔ', 'بطارية'],
    ['🔋⚡', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('is stable: a slug slugifies to itself', () => {
    for (const slug of ['solar-guide-2', 'بطاريات-الليثيوم', 'ar-lifepo4-vs-lead-acid']) {
      expect(slugify(slug)).toBe(slug);
    }
  });

  it('stays within the limit, also with a suffix, and never ends in a dash', () => {
    const long = slugify(`${'word '.repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(BLOG_SLUG_MAX_LENGTH);
    expect(long.endsWith('-')).toBe(false);
    const suffixed = withSuffix(long, 12);
    expect(suffixed.length).toBeLessThanOrEqual(BLOG_SLUG_MAX_LENGTH);
    expect(suffixed).toMatch(/[^-]-12$/);
  });
});
