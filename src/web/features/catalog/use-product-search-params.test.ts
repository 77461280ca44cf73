import { describe, expect, it } from 'vitest';
import { parseProductFilters } from './use-product-search-params';

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
});
