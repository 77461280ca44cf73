import { describe, expect, it } from 'vitest';
import { checkImageFiles } from './image-check';
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
