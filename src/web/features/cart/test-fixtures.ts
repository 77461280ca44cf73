import type { CartItem } from '../../../shared/schemas/cart';
import type { ProductSummary } from '../../../shared/schemas/catalog';
import type { CartView } from './api/cart-math';

export const PRODUCT_ID = '4f6c1d8e-3b2a-4c5d-9e8f-1a2b3c4d5e6f';

export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'line-1',
  productId: PRODUCT_ID,
  nameEn: 'Lithium Battery 100Ah',
  nameAr: 'بطارية ليثيوم ١٠٠ أمبير',
  imageUrl: null,
  color: null,
  variant: null,
  unitPrice: 1000,
  compareAtPrice: null,
  quantity: 1,
  lineTotal: 1000,
  inStock: true,
  ...overrides,
});

/** A cart answer whose totals add up (flat shipping 75 EGP under 5,000 EGP). */
export function cartOf(items: CartItem[], extra: Partial<CartView> = {}): CartView {
  const lines = items.map((line) => ({ ...line, lineTotal: line.unitPrice * line.quantity }));
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const shipping = subtotal === 0 || subtotal >= 5000 ? 0 : 75;
  return {
    items: lines,
    subtotal,
    discount: 0,
    discounts: [],
    coupon: null,
    shipping,
    freeShippingThreshold: 5000,
    // As the server answers it: what is left to 5,000 while shipping is paid.
    freeShippingRemaining: shipping > 0 ? 5000 - subtotal : null,
    total: subtotal + shipping,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    removed: [],
    ...extra,
  };
}

export const productSummary = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: PRODUCT_ID,
  nameEn: 'Lithium Battery 100Ah',
  nameAr: 'بطارية ليثيوم ١٠٠ أمبير',
  price: 1000,
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
  ...overrides,
});

export const customer = {
  id: 'u1',
  email: 'customer@greenvolt.example',
  firstName: 'Mona',
  lastName: 'Adel',
  phone: null,
  role: 'customer',
};
