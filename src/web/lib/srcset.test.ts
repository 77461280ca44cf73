import { describe, expect, it } from 'vitest';
import { buildSrcSet } from './srcset';

describe('buildSrcSet', () => {
  it('lists the 400 px thumbnail and the full image with its real width', () => {
    expect(buildSrcSet({ url: '/u/a.webp', thumbUrl: '/u/a-400.webp', width: 1600 })).toBe(
      '/u/a-400.webp 400w, /u/a.webp 1600w',
    );
  });

  it('assumes the seeded 800 px width when the width is unknown', () => {
    expect(buildSrcSet({ url: '/u/a.webp', thumbUrl: '/u/a-400.webp', width: null })).toBe(
      '/u/a-400.webp 400w, /u/a.webp 800w',
    );
    expect(buildSrcSet({ url: '/u/a.webp', thumbUrl: '/u/a-400.webp' })).toBe(
      '/u/a-400.webp 400w, /u/a.webp 800w',
    );
  });

  it('gives no srcset when there is a single file or no image', () => {
    expect(buildSrcSet({ url: '/u/a.webp', thumbUrl: null })).toBeUndefined();
    expect(buildSrcSet({ url: '/u/a.webp', thumbUrl: '/u/a.webp' })).toBeUndefined();
    expect(
      buildSrcSet({ url: '/u/a.webp', thumbUrl: '/u/a-400.webp', width: 400 }),
    ).toBeUndefined();
    expect(buildSrcSet({ url: null, thumbUrl: '/u/a-400.webp' })).toBeUndefined();
  });
});
