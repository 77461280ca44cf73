import { describe, expect, it } from 'vitest';
import { apiSort, parseProductFilters } from './use-product-search-params';

describe('parseProductFilters', () => {
  it('reads search, category, sort and page from the URL', () => {
    const params = new URLSearchParams(
      'search=%20lifepo4%20&category=batteries&sort=price_desc&page=3',
    );
    expect(parseProductFilters(params)).toEqual({
      search: 'lifepo4',
      category: 'batteries',
      sort: 'price_desc',
      page: 3,
    });
  });

  it('falls back to defaults for missing or hand-edited values', () => {
    expect(parseProductFilters(new URLSearchParams('sort=cheapest&page=-2'))).toEqual({
      search: '',
      category: '',
      sort: 'name',
      page: 1,
    });
    expect(parseProductFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('ranks a search by relevance unless a sort is chosen', () => {
    expect(parseProductFilters(new URLSearchParams('search=charger')).sort).toBe('relevance');
    expect(parseProductFilters(new URLSearchParams('search=charger&sort=rating')).sort).toBe(
      'rating',
    );
    // Relevance without a search means nothing: back to the name order.
    expect(parseProductFilters(new URLSearchParams('sort=relevance')).sort).toBe('name');
    expect(apiSort('relevance')).toBeUndefined();
    expect(apiSort('price_asc')).toBe('price_asc');
  });
});
