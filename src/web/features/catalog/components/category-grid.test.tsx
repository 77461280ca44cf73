import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TILE_SIZES } from '../../../../shared/image-sources';
import type { Category } from '../../../../shared/schemas/catalog';
import { renderRoutes } from '../../../test/render';
import { CategoryGrid } from './category-grid';

const category = (patch: Partial<Category>): Category => ({
  id: '7c3b2e4f-9d5a-4b6c-8d2e-3f4a5b6c7d8e',
  slug: 'chargers',
  nameEn: 'Chargers',
  nameAr: 'شواحن',
  descriptionEn: '',
  descriptionAr: '',
  imageUrl: '/uploads/categories/c/image-1.webp',
  imageThumbUrl: '/uploads/categories/c/image-1-400.webp',
  bannerUrl: null,
  sortOrder: 1,
  productCount: 7,
  ...patch,
});

const tileOf = (name: string) =>
  screen.getByRole('link', { name: new RegExp(name) }).querySelector('img') as HTMLImageElement;

describe('category tiles', () => {
  it('offer a phone the 400 px copy of the picture beside the 800 px one', () => {
    renderRoutes([{ path: '/', element: <CategoryGrid categories={[category({})]} /> }], '/');
    const tile = tileOf('Chargers|شواحن');
    expect(tile.getAttribute('src')).toBe('/uploads/categories/c/image-1.webp');
    expect(tile.getAttribute('srcset')).toBe(
      '/uploads/categories/c/image-1-400.webp 400w, /uploads/categories/c/image-1.webp 800w',
    );
    expect(tile.getAttribute('sizes')).toBe(TILE_SIZES);
  });

  it('keep the one picture of a tile uploaded before the copies were made', () => {
    renderRoutes(
      [{ path: '/', element: <CategoryGrid categories={[category({ imageThumbUrl: null })]} /> }],
      '/',
    );
    const tile = tileOf('Chargers|شواحن');
    expect(tile.getAttribute('src')).toBe('/uploads/categories/c/image-1.webp');
    expect(tile.hasAttribute('srcset')).toBe(false);
  });
});
