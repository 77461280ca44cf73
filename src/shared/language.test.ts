import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  chooseLanguage,
  LANGUAGE_SOURCES,
  type LanguageCandidates,
  type LanguageSource,
} from './language';

const from =
  (found: Partial<Record<LanguageSource, LanguageCandidates>>) => (source: LanguageSource) =>
    found[source];

describe('the one language chooser (SPEC §1, decision 007)', () => {
  it('keeps SPEC §1 order with the page tag before the browser language', () => {
    expect(LANGUAGE_SOURCES).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'htmlTag',
      'navigator',
    ]);
  });

  it('takes the first source that names a language the shop speaks', () => {
    const all = {
      querystring: 'en',
      cookie: 'ar',
      localStorage: 'en',
      sessionStorage: 'ar',
      htmlTag: 'ar',
      navigator: ['en-US'],
    };
    expect(chooseLanguage(from(all))).toBe('en');
    expect(chooseLanguage(from({ ...all, querystring: 'fr' }))).toBe('ar');
    expect(chooseLanguage(from({ htmlTag: 'ar', navigator: ['en-US'] }))).toBe('ar');
    expect(chooseLanguage(from({ navigator: ['fr-FR', 'en-GB'] }))).toBe('en');
  });

  it('reads a source only when the ones before it named nothing usable', () => {
    const read: LanguageSource[] = [];
    chooseLanguage((source) => {
      read.push(source);
      return source === 'cookie' ? 'en' : undefined;
    });
    expect(read).toEqual(['querystring', 'cookie']);
  });

  it('falls back to the given language, Arabic by default', () => {
    expect(chooseLanguage(from({ navigator: ['fr'] }))).toBe('ar');
    expect(chooseLanguage(from({}), { fallback: 'en' })).toBe('en');
  });

  it('narrows regional codes and refuses codes that could break out of an attribute', () => {
    expect(chooseLanguage(from({ querystring: 'en_GB' }))).toBe('en');
    expect(chooseLanguage(from({ querystring: 'ar-EG' }))).toBe('ar');
    expect(chooseLanguage(from({ querystring: 'en"onload=x', cookie: 'ar' }))).toBe('ar');
  });

  it('speaks Arabic under /admin whatever the sources say', () => {
    const english = from({ querystring: 'en', cookie: 'en' });
    expect(chooseLanguage(english, { pathname: '/admin' })).toBe('ar');
    expect(chooseLanguage(english, { pathname: '/admin/orders' })).toBe('ar');
    expect(chooseLanguage(english, { pathname: '/administrator' })).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it.each([
    [undefined, []],
    ['en-US,en;q=0.9', ['en-us', 'en']],
    ['fr-FR,en;q=0.5,ar;q=0.8', ['fr-fr', 'ar', 'en']],
    ['en;q=0, ar;q=0.1', ['ar']],
  ])('%s → %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});
