import { describe, expect, it } from 'vitest';
import { checkImageFiles } from './image-check';
import { parseNumberInput } from './numbers';
import { moveItem } from './reorder';
import { slugify } from './slugify';

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('slugify', () => {
  it.each([
    ['Solar Batteries', 'solar-batteries'],
    ['  Electric   Scooter!! ', 'electric-scooter'],
    ['Chargers & Adapters', 'chargers-and-adapters'],
    ['Café Crème 2', 'cafe-creme-2'],
    ['بطاريات', ''],
    ['Golf---Cars', 'golf-cars'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it('stays within 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('checkImageFiles', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB and refuses the rest with the reason', () => {
    const ok = [
      file('a.jpg', 'image/jpeg', 10),
      file('b.png', 'image/png', 5 * 1024 * 1024),
      file('c.webp', 'image/webp', 10),
      file('d.JPG', '', 10),
    ];
    const big = file('big.jpg', 'image/jpeg', 6 * 1024 * 1024);
    const svg = file('logo.svg', 'image/svg+xml', 10);
    const gif = file('anim.gif', 'image/gif', 10);
    const result = checkImageFiles([...ok, big, svg, gif]);
    expect(result.accepted).toEqual(ok);
    expect(result.rejected.map((r) => [r.file.name, r.problem])).toEqual([
      ['big.jpg', 'size'],
      ['logo.svg', 'type'],
      ['anim.gif', 'type'],
    ]);
  });
});

describe('parseNumberInput', () => {
  const price = parseNumberInput(undefined);
  const stock = parseNumberInput(null);
  it('reads Latin and Arabic-Indic digits', () => {
    expect(price('1500.5')).toBe(1500.5);
    expect(price('١٥٠٠٫٥')).toBe(1500.5);
    expect(price('-3')).toBe(-3);
  });
  it('gives the empty value for blanks and NaN for junk', () => {
    expect(price('')).toBeUndefined();
    expect(stock('  ')).toBeNull();
    expect(price('12abc')).toBeNaN();
  });
});

describe('moveItem', () => {
  it('moves one item and leaves the input alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 9)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});
