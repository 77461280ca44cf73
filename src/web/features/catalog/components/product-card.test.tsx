import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../../../shared/schemas/catalog';
import i18n from '../../../lib/i18n';
import { renderRoutes, stubApi } from '../../../test/render';
import { ProductGrid } from './product-grid';

const category = { id: 'c1', slug: 'chargers', nameEn: 'Chargers', nameAr: 'شواحن' };
const summary = (patch: Partial<ProductSummary>): ProductSummary => ({
  id: '5a1f0c2e-7b3d-4e8f-9a0b-1c2d3e4f5a6b',
  nameEn: 'Smart Charger',
  nameAr: 'شاحن ذكي',
  price: 1200,
  compareAtPrice: null,
  saving: null,
  category,
  imageUrl: null,
  thumbUrl: null,
  inStock: true,
  isFeatured: false,
  hasColors: false,
  hasVariants: false,
  rating: { average: 0, count: 0 },
  ...patch,
});

const onSale = summary({ compareAtPrice: 1500, saving: 300 });
const plain = summary({
  id: '6b2a1d3f-8c4e-4f9a-8b1c-2d3e4f5a6b7c',
  nameEn: 'Plain Charger',
  nameAr: 'شاحن عادي',
  price: 900,
});

/** Currency text carries direction marks and no-break spaces; the assertions read what shows. */
const visible = (text: string) =>
  text
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const byVisibleText = (expected: string) => (_: string, node: Element | null) =>
  Boolean(node && node.children.length === 0 && visible(node.textContent ?? '') === expected);

function show(products: ProductSummary[]) {
  stubApi({ 'GET /cart': { body: { items: [], count: 0, removed: [] } } });
  renderRoutes([{ path: '/', element: <ProductGrid products={products} /> }], '/');
}
const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('product card sale price', () => {
  it('shows the old price struck through with its label, and the saving, in English', () => {
    show([onSale, plain]);
    const sale = within(card('Smart Charger'));
    expect(sale.getByText('EGP 1,200')).toBeTruthy();
    const was = sale.getByText('Was EGP 1,500');
    expect(was.className).toContain('sr-only');
    expect(was.closest('s')).not.toBeNull();
    // Sighted readers see the amount alone; the label above is what a screen reader says.
    const shown = was.nextElementSibling;
    expect(shown?.getAttribute('aria-hidden')).toBe('true');
    expect(visible(shown?.textContent ?? '')).toBe('EGP 1,500');
    expect(sale.getByText('Save EGP 300')).toBeTruthy();
  });

  it('shows them in Arabic with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    show([onSale]);
    const sale = within(card('شاحن ذكي'));
    expect(sale.getByText(byVisibleText('١٬٢٠٠ ج.م.'))).toBeTruthy();
    const was = sale.getByText(byVisibleText('السعر السابق ١٬٥٠٠ ج.م.'));
    expect(was.closest('s')).not.toBeNull();
    expect(sale.getByText(byVisibleText('وفر ٣٠٠ ج.م.'))).toBeTruthy();
  });

  it('shows only the price when the product is not on sale', () => {
    show([onSale, plain]);
    const regular = within(card('Plain Charger'));
    expect(regular.getByText('EGP 900')).toBeTruthy();
    expect(card('Plain Charger').querySelector('s, del')).toBeNull();
    expect(regular.queryByText(/^Was /)).toBeNull();
    expect(regular.queryByText(/^Save /)).toBeNull();
  });
});
