import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';
import CategoryPage from './category';

const category = {
  id: '0c9d4a3e-2f1b-4c6d-8e7f-9a0b1c2d3e4f',
  slug: 'golf-cars',
  nameEn: 'Golf Cars',
  nameAr: 'عربات الجولف',
  descriptionEn: 'Electric golf cars.',
  descriptionAr: '',
  imageUrl: null,
  sortOrder: 1,
  productCount: 0,
};

const routes = [{ path: '/category/:slug', element: <CategoryPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('category page', () => {
  it('shows the name and description in the current language, with the fallback', async () => {
    await i18n.changeLanguage('ar');
    const api = stubApi({
      'GET /categories/golf-cars': { body: category },
      'GET /categories': { body: { items: [category] } },
      'GET /products': { body: { items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 } },
    });
    renderRoutes(routes, '/category/golf-cars?sort=price_desc');
    expect(await screen.findByRole('heading', { level: 1, name: 'عربات الجولف' })).toBeTruthy();
    expect(screen.getByText('Electric golf cars.')).toBeTruthy();
    await vi.waitFor(() => expect(api.urls('GET /products').length).toBeGreaterThan(0));
    const query = api.urls('GET /products')[0].searchParams;
    expect(query.get('category')).toBe('golf-cars');
    expect(query.get('sort')).toBe('price_desc');
  });

  it("answers an unknown slug with 'Category not found', not a crash", async () => {
    stubApi({
      'GET /categories/nope': { status: 404, body: { success: false, message: 'Not found' } },
    });
    renderRoutes(routes, '/category/nope');
    expect(await screen.findByText('Category not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' })).toBeTruthy();
  });
});
