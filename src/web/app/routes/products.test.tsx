import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render';
import ProductsPage from './products';

const page = (n: number) => ({
  items: [
    {
      id: `00000000-0000-4000-8000-00000000000${n}`,
      nameEn: `Charger ${n}`,
      nameAr: '',
      price: 650,
      compareAtPrice: null,
      saving: null,
      category: { id: 'c', slug: 'chargers', nameEn: 'Chargers', nameAr: 'الشواحن' },
      imageUrl: '/uploads/c.webp',
      thumbUrl: '/uploads/c-400.webp',
      inStock: true,
      isFeatured: false,
      hasColors: false,
      rating: { average: 0, count: 0 },
    },
  ],
  total: 13,
  page: n,
  pageSize: 12,
  totalPages: 2,
});

const routes = [{ path: '/products', element: <ProductsPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('products page', () => {
  it('searches on Enter, keeps the state in the URL and clears it again', async () => {
    const api = stubApi({
      'GET /categories': { body: { items: [] } },
      'GET /products': ({ url }) => ({ body: page(Number(url.searchParams.get('page') ?? 1)) }),
    });
    const router = renderRoutes(routes, '/products?page=2&sort=price_asc');
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search products' }),
      'charger{Enter}',
    );
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?sort=price_asc&search=charger'),
    );
    await vi.waitFor(() =>
      expect(api.urls('GET /products').at(-1)?.searchParams.get('search')).toBe('charger'),
    );
    // A new search starts from page 1; the card names fall back to English.
    expect(await screen.findByRole('link', { name: 'Charger 1' })).toBeTruthy();
    const card = screen.getByRole('link', { name: 'Charger 1' }).closest('article');
    expect(card?.querySelector('img')?.getAttribute('srcset')).toBe(
      '/uploads/c-400.webp 400w, /uploads/c.webp 800w',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
  });

  it('searches without the app too: a plain GET form keeping the other settings and the language', async () => {
    stubApi({
      'GET /categories': { body: { items: [] } },
      'GET /products': () => ({ body: page(1) }),
    });
    renderRoutes(routes, '/products?lng=en&category=chargers&sort=price_asc&page=2');
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    const form = box.closest('form')!;
    expect(box.getAttribute('name')).toBe('search');
    expect(form.getAttribute('method') ?? 'get').toBe('get');
    expect(form.hasAttribute('action')).toBe(false); // this same page
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')];
    // The page is left out: a new search starts from page 1.
    expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['lng', 'en'],
      ['category', 'chargers'],
      ['sort', 'price_asc'],
    ]);
  });

  it('sends what the box shows, also text typed before the app took over the box', async () => {
    stubApi({
      'GET /categories': { body: { items: [] } },
      'GET /products': () => ({ body: page(1) }),
    });
    const router = renderRoutes(routes, '/products');
    const box = (await screen.findByRole('searchbox', {
      name: 'Search products',
    })) as HTMLInputElement;
    // As after hydration, before the effect that hands the typed text to React has run: the
    // field holds text React's state does not know of yet.
    box.value = 'inverter';
    fireEvent.submit(box.closest('form')!);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=inverter'));
  });

  it('ranks a new search by relevance (no sort sent) until a sort is picked', async () => {
    const api = stubApi({
      'GET /categories': { body: { items: [] } },
      'GET /products': { body: page(1) },
    });
    const router = renderRoutes(routes, '/products');
    const sort = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    expect(sort.value).toBe('name');
    expect(api.urls('GET /products')[0]?.searchParams.get('sort')).toBe('name');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search products' }),
      'lithum{Enter}',
    );
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=lithum'));
    await vi.waitFor(() => expect(sort.value).toBe('relevance'));
    const last = () => api.urls('GET /products').at(-1)?.searchParams;
    await vi.waitFor(() => expect(last()?.get('search')).toBe('lithum'));
    expect(last()?.has('sort')).toBe(false);

    await userEvent.selectOptions(sort, 'price_desc');
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?search=lithum&sort=price_desc'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=price_desc'));
  });

  it('asks for the list a sort picks as it is picked, once, and shows it', async () => {
    const api = stubApi({
      'GET /categories': { body: { items: [] } },
      'GET /products': ({ url }) => ({
        body: page(url.searchParams.get('sort') === 'price_desc' ? 2 : 1),
      }),
    });
    const router = renderRoutes(routes, '/products?lng=en');
    const sort = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    await screen.findByRole('link', { name: 'Charger 1' });
    const sorted = () =>
      api.urls('GET /products').filter((url) => url.searchParams.get('sort') === 'price_desc');

    // Picked as a browser does, outside act(): React renders the new address later, on its own.
    sort.value = 'price_desc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // Asked for in the pick's own handler, before the page renders the new address.
    expect(sorted()).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Charger 2' })).toBeTruthy();
    expect(router.state.location.search).toBe('?lng=en&sort=price_desc');
    expect(sorted()).toHaveLength(1);
  });

  it('offers the close query that finds something when nothing was found (issue 23)', async () => {
    const api = stubApi({
      'GET /categories': { body: { items: [] } },
      'GET /products': ({ url }) => ({
        body:
          url.searchParams.get('search') === 'charjer'
            ? { ...page(1), items: [], total: 0, totalPages: 0, didYouMean: 'charger' }
            : page(1),
      }),
    });
    const router = renderRoutes(routes, '/products?search=charjer&lng=en');
    await userEvent.click(await screen.findByRole('button', { name: 'Did you mean “charger”?' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=charger&lng=en'));
    await vi.waitFor(() =>
      expect(api.urls('GET /products').at(-1)?.searchParams.get('search')).toBe('charger'),
    );
    expect(await screen.findByRole('link', { name: 'Charger 1' })).toBeTruthy();
  });

  it('follows the owner’s redirect of a term to its category (issue 23)', async () => {
    stubApi({
      'GET /categories': { body: { items: [] } },
      'GET /products': {
        body: {
          ...page(1),
          redirect: { slug: 'chargers', nameEn: 'Chargers', nameAr: 'الشواحن' },
        },
      },
    });
    const router = renderRoutes(
      [...routes, { path: '/category/:slug', element: <p>category page</p> }],
      '/products?search=sha7en',
    );
    expect(await screen.findByText('category page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/category/chargers');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
