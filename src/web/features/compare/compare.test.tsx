import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_COMPARE as API_MAX } from '../../../shared/schemas/compare';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { renderRoutes, stubApi } from '../../test/render';
import { productSummary } from '../cart/test-fixtures';
import { ProductCard } from '../catalog/components/product-card';
import { compareIds, MAX_COMPARE, setCompareIds, toggleCompare } from './compare-store';
import { CompareLink } from './components/compare-link';
import { ComparePage } from './components/compare-page';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const product = (n: number, properties: [string, string, string][] = []) => ({
  ...productSummary({ id: id(n), nameEn: `Pack ${n}`, nameAr: `حزمة ${n}` }),
  stockQuantity: null,
  properties: properties.map(([keyEn, keyAr, value]) => ({
    keyEn,
    keyAr,
    valueEn: value,
    valueAr: value,
  })),
});

beforeEach(() => setCompareIds([]));
afterEach(async () => {
  vi.unstubAllGlobals();
  toast.remove();
  await i18n.changeLanguage('en');
});

describe('the compare list', () => {
  it('adds, refuses a fifth, removes, and keeps the ids in local storage', () => {
    expect(MAX_COMPARE).toBe(API_MAX);
    for (const n of [1, 2, 3, 4]) expect(toggleCompare(id(n))).toBe('added');
    expect(toggleCompare(id(5))).toBe('full');
    expect(compareIds()).toEqual([id(1), id(2), id(3), id(4)]);
    expect(toggleCompare(id(2))).toBe('removed');
    expect(compareIds()).toEqual([id(1), id(3), id(4)]);
    expect(JSON.parse(localStorage.getItem('compare') ?? '')).toEqual([id(1), id(3), id(4)]);
  });

  it('reads the list a reload finds, and survives a broken value', async () => {
    localStorage.setItem('compare', JSON.stringify([id(1), 7, id(2), id(3), id(4), id(5)]));
    vi.resetModules();
    const fresh = await import('./compare-store');
    expect(fresh.compareIds()).toEqual([id(1), id(2), id(3), id(4)]);
    localStorage.setItem('compare', '{not json');
    vi.resetModules();
    expect((await import('./compare-store')).compareIds()).toEqual([]);
  });

  it("is the page's other start's at once, both ways (decision 080: the islands' copy and the app's)", async () => {
    vi.resetModules();
    const islands = await import('./compare-store');
    vi.resetModules();
    const app = await import('./compare-store');
    // Each copy has read the (empty) list: from now on it learns a change only when told.
    expect(islands.compareIds()).toEqual([]);
    expect(app.compareIds()).toEqual([]);
    islands.toggleCompare(id(1));
    expect(app.compareIds()).toEqual([id(1)]);
    app.toggleCompare(id(2));
    expect(islands.compareIds()).toEqual([id(1), id(2)]);
  });
});

describe('the compare toggle and link', () => {
  const routes = [
    {
      path: '/',
      element: (
        <>
          <CompareLink />
          <ProductCard product={productSummary({ id: id(5), nameEn: 'Pack 5' })} />
        </>
      ),
    },
  ];

  it('toggles the product, and the header link counts it', async () => {
    stubApi({});
    renderRoutes(routes, '/');
    expect(screen.queryByRole('link', { name: /Compare products/ })).toBeNull();
    const toggle = await screen.findByRole('button', { name: 'Compare: Pack 5' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const link = screen.getByRole('link', { name: 'Compare products, 1 chosen' });
    expect(link.getAttribute('href')).toBe('/compare');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link', { name: /Compare products/ })).toBeNull();
  });

  it('says so when four are chosen already, in both languages', async () => {
    stubApi({});
    setCompareIds([id(1), id(2), id(3), id(4)]);
    renderRoutes(routes, '/');
    const toggle = await screen.findByRole('button', { name: 'Compare: Pack 5' });
    await userEvent.click(toggle);
    expect(await screen.findByText('You can compare up to 4 products')).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(compareIds()).not.toContain(id(5));
    await i18n.changeLanguage('ar');
    await userEvent.click(await screen.findByRole('button', { name: /^مقارنة: / }));
    expect(await screen.findByText('يمكنك مقارنة ٤ منتجات كحد أقصى')).toBeTruthy();
  });
});

describe('the compare page', () => {
  const routes = [{ path: '/compare', element: <ComparePage /> }];

  it('shows an empty state with a way to the products', async () => {
    const api = stubApi({});
    renderRoutes(routes, '/compare');
    expect(await screen.findByText('Nothing to compare yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(api.urls('GET /products/compare')).toEqual([]);
  });

  it('lines the products up: the union of their properties, a dash where one lacks it', async () => {
    const api = stubApi({
      'GET /products/compare': {
        body: {
          items: [
            product(1, [
              ['Warranty', 'الضمان', '12 months'],
              ['Voltage', 'الجهد', '12 V'],
            ]),
            { ...product(2, [['Voltage', 'الجهد', '24 V']]), inStock: false },
          ],
        },
      },
    });
    setCompareIds([id(1), id(2)]);
    renderRoutes(routes, '/compare');
    const table = await screen.findByRole('table');
    expect(api.urls('GET /products/compare')[0].searchParams.get('ids')).toBe(`${id(1)},${id(2)}`);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      expect.stringContaining('Pack 1'),
      expect.stringContaining('Pack 2'),
    ]);
    const rowOf = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLTableRowElement;
    // The deciding properties first, whatever order the products list them in.
    const labels = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(labels.indexOf('Voltage')).toBeLessThan(labels.indexOf('Warranty'));
    expect(rowOf('Voltage').textContent).toContain('12 V');
    expect(rowOf('Voltage').textContent).toContain('24 V');
    expect(rowOf('Warranty').textContent).toContain('12 months');
    expect(within(rowOf('Warranty')).getByText('Not given')).toBeTruthy();
    expect(rowOf('Availability').textContent).toContain('Out of stock');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Pack 1 from compare' }));
    expect(compareIds()).toEqual([id(2)]);
    await waitFor(() => expect(screen.queryByText('Pack 1')).toBeNull());
  });

  it('drops a product the shop no longer shows from the list', async () => {
    stubApi({ 'GET /products/compare': { body: { items: [product(2)] } } });
    setCompareIds([id(1), id(2)]);
    renderRoutes(routes, '/compare');
    await screen.findByRole('table');
    await waitFor(() => expect(compareIds()).toEqual([id(2)]));
  });
});

describe('the offline page', () => {
  it('says what the locale files say, in both languages', () => {
    const html = readFileSync(path.resolve(__dirname, '../../../../public/offline.html'), 'utf8');
    for (const texts of [en.offline, ar.offline]) {
      for (const text of Object.values(texts)) expect(html).toContain(`>${text}<`);
    }
  });
});
