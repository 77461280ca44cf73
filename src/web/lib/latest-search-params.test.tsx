import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useProductSearchParams } from '../features/catalog/use-product-search-params';
import { toBuildOn } from './latest-search-params';

describe('toBuildOn', () => {
  it('builds on the last change while the page still shows one of the changes before it', () => {
    // Shown a; b asked for, not on screen yet: the next change builds on b.
    expect(toBuildOn(['a', 'b'], 'a')).toBe('b');
    expect(toBuildOn(['a', 'b', 'c'], 'b')).toBe('c');
  });

  it('builds on what is shown once the changes are on screen, or when none was made', () => {
    expect(toBuildOn(['a', 'b'], 'b')).toBe('b');
    expect(toBuildOn([], 'a')).toBe('a');
  });

  it('builds on what is shown when the address changed some other way', () => {
    expect(toBuildOn(['a', 'b'], 'x')).toBe('x');
  });
});

/** The products list's filters in a router, with the latest render's. */
function renderFilters() {
  const seen: { list?: ReturnType<typeof useProductSearchParams> } = {};
  function Page() {
    seen.list = useProductSearchParams();
    return null;
  }
  const router = createMemoryRouter([{ path: '/products', element: <Page /> }], {
    initialEntries: ['/products'],
  });
  render(<RouterProvider router={router} />);
  return { seen, router };
}

describe('the products list in the address', () => {
  it('a category and a sort picked in the same render both count', async () => {
    // As the picks made before the app took over are made again, or a second pick made before
    // the first is on screen on a slow phone.
    const { seen, router } = renderFilters();
    const { update } = seen.list!;
    await act(async () => {
      update({ category: 'chargers' });
      update({ sort: 'price_desc' });
    });
    expect(router.state.location.search).toBe('?category=chargers&sort=price_desc');
    expect(seen.list?.filters).toMatchObject({ category: 'chargers', sort: 'price_desc' });
  });

  it('a change once the last is on screen builds on what is shown', async () => {
    const { seen, router } = renderFilters();
    await act(async () => seen.list!.update({ category: 'chargers' }));
    await act(async () => seen.list!.update({ page: 2 }));
    expect(router.state.location.search).toBe('?category=chargers&page=2');
    await act(async () => seen.list!.clear());
    expect(router.state.location.search).toBe('');
  });
});
