import type { ProductDetail } from '../../../shared/schemas/catalog';
import { catalogKeys } from '../../features/catalog/api/catalog';

/** An island as a page gives it: its props, and the page's answers it reads from the query cache. */
export interface IslandExample {
  props: object;
  queries?: [readonly unknown[], unknown][];
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A battery sold as variants (voltage × capacity, one sold out), in two colors, two pictures. */
export const EXAMPLE_PRODUCT: ProductDetail = {
  id: uuid(1),
  nameEn: 'LiFePO4 Modular Battery',
  nameAr: 'بطارية ليثيوم معيارية',
  price: 14_900,
  compareAtPrice: 16_500,
  saving: 1_600,
  category: { id: uuid(2), slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' },
  imageUrl: '/uploads/a.webp',
  thumbUrl: '/uploads/a-thumb.webp',
  inStock: true,
  isFeatured: false,
  hasColors: true,
  hasVariants: true,
  rating: { average: 4.5, count: 3 },
  descriptionEn: 'Stackable.\nTen years.',
  descriptionAr: 'قابلة للتوسعة.\nعشر سنوات.',
  stockQuantity: null,
  lowStockLeft: null,
  trust: {
    warranty: {
      period: { en: '24 months', ar: '24 شهرًا' },
      note: { en: 'Serviced in Egypt', ar: 'صيانة داخل مصر' },
    },
    cashOnDelivery: { en: 'Cash on delivery available', ar: 'الدفع عند الاستلام متاح' },
  },
  videoUrl: null,
  properties: [],
  images: [
    {
      id: uuid(3),
      url: '/uploads/a.webp',
      thumbUrl: '/uploads/a-thumb.webp',
      altEn: 'Front',
      altAr: 'أمام',
      width: 800,
      height: 800,
    },
    {
      id: uuid(4),
      url: '/uploads/b.webp',
      thumbUrl: '/uploads/b-thumb.webp',
      altEn: 'Side',
      altAr: 'جانب',
      width: 800,
      height: 600,
    },
  ],
  colors: [
    {
      id: uuid(5),
      name: 'White',
      nameAr: 'أبيض',
      colorCode: '#ffffff',
      isActive: true,
      position: 0,
    },
    {
      id: uuid(6),
      name: 'Black',
      nameAr: 'أسود',
      colorCode: '#000000',
      isActive: true,
      position: 1,
    },
  ],
  options: [
    {
      id: uuid(7),
      nameEn: 'Voltage',
      nameAr: 'الجهد',
      values: [
        { id: uuid(8), valueEn: '12 V', valueAr: '١٢ فولت', colorCode: null },
        { id: uuid(9), valueEn: '24 V', valueAr: '٢٤ فولت', colorCode: null },
      ],
    },
    {
      id: uuid(10),
      nameEn: 'Capacity',
      nameAr: 'السعة',
      values: [
        { id: uuid(11), valueEn: '100 Ah', valueAr: '١٠٠ أمبير', colorCode: null },
        { id: uuid(12), valueEn: '200 Ah', valueAr: '٢٠٠ أمبير', colorCode: null },
      ],
    },
  ],
  variants: [
    {
      id: uuid(13),
      sku: 'MB-12-100',
      optionValueIds: [uuid(8), uuid(11)],
      price: 14_900,
      compareAtPrice: 16_500,
      saving: 1_600,
      inStock: true,
      stockQuantity: 2,
      lowStockLeft: 2,
      imageId: null,
    },
    {
      id: uuid(14),
      sku: 'MB-24-100',
      optionValueIds: [uuid(9), uuid(11)],
      price: 28_900,
      compareAtPrice: null,
      saving: null,
      inStock: true,
      stockQuantity: null,
      lowStockLeft: null,
      imageId: uuid(4),
    },
    {
      id: uuid(15),
      sku: 'MB-24-200',
      optionValueIds: [uuid(9), uuid(12)],
      price: 52_000,
      compareAtPrice: null,
      saving: null,
      inStock: false,
      stockQuantity: 0,
      lowStockLeft: null,
      imageId: null,
    },
  ],
};

/** Each island of islands/registry.ts as a page would give it (islands.test.tsx). */
export const ISLAND_EXAMPLES: Record<string, IslandExample> = {
  'account-actions': { props: { className: 'ms-2 hidden shrink-0 xl:flex' } },
  'card-add-to-cart': {
    props: {
      productId: '7c02fa83-5545-4e21-852a-7ba99cc3ab86',
      name: { en: 'Anderson SB175 Battery Connector Kit', ar: 'طقم موصلات أندرسون SB175' },
    },
  },
  'card-toggles': {
    props: {
      productId: '7c02fa83-5545-4e21-852a-7ba99cc3ab86',
      name: { en: 'Anderson SB175 Battery Connector Kit', ar: 'طقم موصلات أندرسون SB175' },
    },
  },
  'cart-button': { props: {} },
  'notification-bell': { props: {} },
  'site-menu': { props: {} },
  'site-search': { props: {} },
  'product-article': {
    props: { productId: EXAMPLE_PRODUCT.id },
    queries: [[catalogKeys.product(EXAMPLE_PRODUCT.id), EXAMPLE_PRODUCT]],
  },
};
