import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductSummary } from '../../../shared/schemas/catalog';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';
import ProductDetailsPage from './product-details';

const ID = '4f6c1d8e-3b2a-4c5d-9e8f-1a2b3c4d5e6f';
const category = { id: 'c1', slug: 'power-banks', nameEn: 'Power Banks', nameAr: 'باور بانك' };

const summary = (id: string, nameEn: string): ProductSummary => ({
  id,
  nameEn,
  nameAr: '',
  price: 900,
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
});

const product: ProductDetail = {
  ...summary(ID, 'Slim Power Bank'),
  nameAr: 'باور بانك نحيف',
  hasColors: true,
  rating: { average: 4.5, count: 12 },
  descriptionEn: 'Fits in a pocket.',
  descriptionAr: '',
  stockQuantity: 5,
  videoUrl: null,
  properties: [{ keyEn: 'Capacity', keyAr: 'السعة', valueEn: '10,000 mAh', valueAr: '' }],
  images: [],
  options: [],
  variants: [],
  colors: [
    { id: 'k1', name: 'Black', nameAr: 'أسود', colorCode: '#111827', isActive: true, position: 0 },
    { id: 'k2', name: 'White', nameAr: 'أبيض', colorCode: '#f8fafc', isActive: true, position: 1 },
  ],
};

const routes = [{ path: '/products/:id', element: <ProductDetailsPage /> }];

const emptyCart = { items: [], subtotal: 0, shipping: 0, total: 0, count: 0, removed: [] };

function open(detail: ProductDetail | null = product, related = [summary('r1', 'Fast Charger')]) {
  const api = stubApi({
    'GET /cart': { body: emptyCart },
    'POST /cart/items': { body: emptyCart },
    [`GET /products/${ID}`]: detail
      ? { body: detail }
      : { status: 404, body: { success: false, message: 'Product not found' } },
    [`GET /products/${ID}/related`]: { body: { items: related } },
  });
  renderRoutes(routes, `/products/${ID}`);
  return api;
}

const addToCart = () => screen.findByRole('button', { name: /^(Add to cart|أضف إلى السلة)$/ });

afterEach(() => vi.unstubAllGlobals());

describe('product details page', () => {
  it('refuses to add to the cart until a color is chosen (SPEC §5)', async () => {
    const api = open();
    await userEvent.click(await addToCart());
    expect(api.calls('POST /cart/items')).toEqual([]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Color selection is required for this product');
    expect(screen.queryByText(/coming soon/)).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.queryByText('Color selection is required for this product')).toBeNull();
    expect(screen.getByText('Selected: White')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));

    await userEvent.click(await addToCart());
    expect(await screen.findByText(/Slim Power Bank was added to your cart/)).toBeTruthy();
    expect(screen.queryByText('Color selection is required for this product')).toBeNull();
    expect(api.calls('POST /cart/items')).toEqual([
      { productId: ID, colorId: 'k2', variantId: null, quantity: 2 },
    ]);
  });

  it('shows the color message and names in Arabic', async () => {
    await i18n.changeLanguage('ar');
    open();
    await userEvent.click(await addToCart());
    expect((await screen.findByRole('alert')).textContent).toBe('اختيار اللون مطلوب لهذا المنتج');
    expect(screen.getByRole('radio', { name: 'أسود' })).toBeTruthy();
    // Empty Arabic texts fall back to English.
    expect(screen.getByText('Fits in a pocket.')).toBeTruthy();
    expect(screen.getByText('10,000 mAh')).toBeTruthy();
  });

  it('lets a product without colors go straight on', async () => {
    const api = open({ ...product, colors: [], hasColors: false });
    await userEvent.click(await addToCart());
    expect(await screen.findByText(/was added to your cart/)).toBeTruthy();
    expect(api.calls('POST /cart/items')).toEqual([
      { productId: ID, colorId: null, variantId: null, quantity: 1 },
    ]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows rating, breadcrumb, video with its external link, and related products', async () => {
    // (happy-dom does not load frames and logs one "iframe page loading is disabled" here.)
    open({ ...product, videoUrl: 'https://youtu.be/Qm7cR2xLp4A' });
    expect(await screen.findByText('4.5 out of 5 (12 reviews)')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Power Banks' }).getAttribute('href')).toBe(
      '/category/power-banks',
    );
    expect(within(crumbs).getByText('Slim Power Bank').getAttribute('aria-current')).toBe('page');

    const frame = screen.getByTitle('Video: Slim Power Bank');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Qm7cR2xLp4A');
    const link = screen.getByRole('link', { name: /Open video in a new tab/ });
    expect(link.getAttribute('href')).toBe('https://youtu.be/Qm7cR2xLp4A');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const related = await screen.findByRole('region', { name: 'Related products' });
    expect(within(related).getByRole('link', { name: 'Fast Charger' })).toBeTruthy();
  });

  it('shows the friendly not-found state for an unknown product', async () => {
    open(null);
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeTruthy();
  });
});

describe('product page sale price', () => {
  /** Currency text carries direction marks and no-break spaces; compare what shows. */
  const visible = (text: string) =>
    text
      .replace(/[\u200e\u200f\u061c]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const byVisibleText = (expected: string) => (_: string, node: Element | null) =>
    Boolean(node && node.children.length === 0 && visible(node.textContent ?? '') === expected);
  const buyingBox = async () =>
    (await screen.findByRole('heading', { level: 1 })).parentElement as HTMLElement;
  const sale = { ...product, price: 1200, compareAtPrice: 1500, saving: 300 };

  it('shows the old price struck through and the saving next to the price', async () => {
    open(sale, []);
    const box = within(await buyingBox());
    expect(box.getByText('EGP 1,200')).toBeTruthy();
    expect(box.getByText('Was EGP 1,500').closest('s')).not.toBeNull();
    expect(box.getByText('Save EGP 300')).toBeTruthy();
  });

  it('shows them in Arabic', async () => {
    await i18n.changeLanguage('ar');
    open(sale, []);
    const box = within(await buyingBox());
    expect(box.getByText(byVisibleText('السعر السابق ١٬٥٠٠ ج.م.')).closest('s')).not.toBeNull();
    expect(box.getByText(byVisibleText('وفر ٣٠٠ ج.م.'))).toBeTruthy();
  });

  it('shows the price alone when the product is not on sale', async () => {
    open(product, []);
    const box = await buyingBox();
    expect(within(box).getByText('EGP 900')).toBeTruthy();
    expect(box.querySelector('s, del')).toBeNull();
    expect(within(box).queryByText(/^(Was|Save) /)).toBeNull();
  });
});
