import { describe, expect, it } from 'vitest';
import { colorName, localized, pickText } from './localized';

const product = {
  nameEn: 'Power Bank',
  nameAr: 'باور بانك',
  descriptionEn: 'Fast',
  descriptionAr: '',
};

describe('localized', () => {
  it('returns the text of the current language', () => {
    expect(localized(product, 'name', 'en')).toBe('Power Bank');
    expect(localized(product, 'name', 'ar')).toBe('باور بانك');
  });

  it('falls back to the other language when one is empty or blank', () => {
    expect(localized(product, 'description', 'ar')).toBe('Fast');
    expect(localized({ nameEn: '  ', nameAr: 'شاحن' }, 'name', 'en')).toBe('شاحن');
    expect(localized({ keyEn: null, keyAr: undefined }, 'key', 'en')).toBe('');
  });

  it('treats regional language codes by their base language', () => {
    expect(localized(product, 'name', 'ar-EG')).toBe('باور بانك');
    expect(pickText('en-US', 'Black', 'أسود')).toBe('Black');
  });

  it('names colors in the current language with the same fallback', () => {
    expect(colorName({ name: 'Black', nameAr: 'أسود' }, 'ar')).toBe('أسود');
    expect(colorName({ name: 'Black', nameAr: '' }, 'ar')).toBe('Black');
  });
});
