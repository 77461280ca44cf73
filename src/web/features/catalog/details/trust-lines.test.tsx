import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '../../../../shared/schemas/catalog';
import i18n from '../../../lib/i18n';
import { renderRoutes, stubApi } from '../../../test/render';
import { testStoreProfile } from '../../../test/store-profile-fixture';
import { ProductDetailsView } from './product-details-view';

const ID = '4f6c1d8e-3b2a-4c5d-9e8f-1a2b3c4d5e6f';
const product: ProductDetail = {
  id: ID,
  nameEn: 'LiFePO4 Battery 12 V',
  nameAr: 'بطارية ليثيوم ١٢ فولت',
  price: 9000,
  compareAtPrice: null,
  saving: null,
  category: { id: 'c1', slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' },
  imageUrl: null,
  thumbUrl: null,
  inStock: true,
  isFeatured: false,
  hasColors: false,
  hasVariants: false,
  rating: { average: 0, count: 0 },
  descriptionEn: '',
  descriptionAr: '',
  stockQuantity: 3,
  lowStockLeft: 3,
  trust: {
    warranty: {
      period: { en: '24 months', ar: '24 شهرًا' },
      note: { en: 'Serviced in Egypt', ar: 'صيانة داخل مصر' },
    },
    cashOnDelivery: { en: 'Cash on delivery available', ar: 'الدفع عند الاستلام متاح' },
  },
  videoUrl: null,
  properties: [],
  images: [],
  colors: [],
  options: [],
  variants: [],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function show(detail: ProductDetail = product) {
  stubApi({
    'GET /site': { body: { store: testStoreProfile } },
    'GET /cart': { body: { items: [], subtotal: 0, shipping: 0, total: 0, count: 0, removed: [] } },
    'GET /shipping/estimate': { body: { governorate: null, zone: null, minDays: 2, maxDays: 4 } },
    // The article (an island, decision 080) reads the product from the page's query, as the route's.
    [`GET /products/${ID}`]: { body: detail },
    [`GET /products/${ID}/related`]: { body: { items: [] } },
    [`GET /products/${ID}/reviews`]: { body: { items: [] } },
  });
  renderRoutes(
    [{ path: '/products/:id', element: <ProductDetailsView product={detail} /> }],
    `/products/${ID}`,
  );
}

describe('beside the price', () => {
  it('says how few are left, the warranty, delivery, cash on delivery and WhatsApp', async () => {
    show();
    expect(await screen.findByText('Only 3 left')).toBeTruthy();
    const lines = await screen.findByTestId('trust-lines');
    expect(screen.getByText('Warranty: 24 months')).toBeTruthy();
    expect(lines.textContent).toContain('Serviced in Egypt');
    expect(lines.textContent).toContain('Cash on delivery available');
    expect(await screen.findByText('Delivery in 2–4 days')).toBeTruthy();
    const ask = screen.getByRole('link', { name: 'Ask about this product on WhatsApp' });
    const href = new URL(ask.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/201001234567');
    expect(href.searchParams.get('text')).toBe(
      `Hello, I would like to ask about this product: LiFePO4 Battery 12 V\n${window.location.origin}/products/${ID}`,
    );
    expect(ask.getAttribute('href')).toContain('%0A');
    expect(ask.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ask.getAttribute('target')).toBe('_blank');
  });

  it('speaks Arabic, with Arabic digits and plural forms', async () => {
    await i18n.changeLanguage('ar');
    show({ ...product, stockQuantity: 2, lowStockLeft: 2 });
    expect(await screen.findByText('متبقي قطعتان فقط')).toBeTruthy();
    const lines = await screen.findByTestId('trust-lines');
    expect(screen.getByText('الضمان: ٢٤ شهرًا')).toBeTruthy();
    expect(lines.textContent).toContain('صيانة داخل مصر');
    expect(lines.textContent).toContain('الدفع عند الاستلام متاح');
    const ask = screen.getByRole('link', { name: 'اسأل عن هذا المنتج على واتساب' });
    const text = new URL(ask.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toContain('مرحبًا، أريد الاستفسار عن هذا المنتج: بطارية ليثيوم ١٢ فولت');
  });

  it('uses the Arabic few and many forms', async () => {
    await i18n.changeLanguage('ar');
    show({ ...product, lowStockLeft: 4 });
    expect(await screen.findByText('متبقي ٤ قطع فقط')).toBeTruthy();
  });

  it('shows no hint above the threshold, no warranty without one, no COD when not offered', async () => {
    show({
      ...product,
      stockQuantity: null,
      lowStockLeft: null,
      trust: { warranty: null, cashOnDelivery: null },
    });
    await screen.findByTestId('trust-lines');
    expect(screen.queryByText(/left$/)).toBeNull();
    expect(screen.queryByText(/Warranty/)).toBeNull();
    expect(screen.queryByText(/Cash on delivery/)).toBeNull();
  });

  it("follows the chosen variant's hint", async () => {
    const optionId = '0b5f4c1e-1111-4c5d-9e8f-1a2b3c4d5e6f';
    const small = '0b5f4c1e-2222-4c5d-9e8f-1a2b3c4d5e6f';
    const variant = (id: string, sku: string, lowStockLeft: number | null) => ({
      id,
      sku,
      optionValueIds: [id],
      price: 9000,
      compareAtPrice: null,
      saving: null,
      inStock: true,
      stockQuantity: lowStockLeft,
      lowStockLeft,
      imageId: null,
    });
    show({
      ...product,
      hasVariants: true,
      lowStockLeft: null,
      stockQuantity: null,
      options: [
        {
          id: optionId,
          nameEn: 'Capacity',
          nameAr: 'السعة',
          values: [{ id: small, valueEn: '50 Ah', valueAr: '٥٠ أمبير', colorCode: null }],
        },
      ],
      variants: [variant(small, 'S-50', 1)],
    });
    expect(await screen.findByText('Only 1 left')).toBeTruthy();
  });
});
