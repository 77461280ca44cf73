import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted path → value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const enKeys = flatten(en as Tree);
const arKeys = flatten(ar as Tree);

describe('locale files', () => {
  it('has every English key in Arabic', () => {
    expect([...enKeys.keys()].filter((key) => !arKeys.has(key))).toEqual([]);
  });

  it('has every Arabic key in English', () => {
    expect([...arKeys.keys()].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it.each([
    ['en', enKeys],
    ['ar', arKeys],
  ])('has no empty or non-string values in %s', (_lang, keys) => {
    const bad = [...keys].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (text: unknown) =>
      [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    // Arabic plural forms may spell a small number out ("منتجان") instead of using {{formatted}}.
    const mismatched = [...enKeys.keys()].filter(
      (key) =>
        !/_(zero|one|two)$/.test(key) &&
        vars(enKeys.get(key)).join() !== vars(arKeys.get(key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('keeps SPEC texts word for word', () => {
    expect(enKeys.get('errors.network')).toBe('Network error. Please check backend connectivity.');
    expect(enKeys.get('connectivity.offline')).toBe('No internet connection');
    expect(enKeys.get('errorPage.chunk.message')).toBe(
      'Failed to load page resources. Please refresh the page.',
    );
    expect(enKeys.get('auth.signupSuccess')).toBe('Your account is ready. Please sign in.');
  });
});
