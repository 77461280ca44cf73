import type {
  AdminCategory,
  AdminColor,
  AdminProduct,
} from '../../../shared/schemas/catalog-admin';

/** Test data for the catalog admin (ids are valid UUIDs: the shared schemas insist). */
export const CATEGORY_ID = '11111111-1111-4111-8111-111111111111';
export const PRODUCT_ID = '22222222-2222-4222-8222-222222222222';

export const category = (patch: Partial<AdminCategory> = {}): AdminCategory => ({
  id: CATEGORY_ID,
  slug: 'batteries',
  nameEn: 'Batteries',
  nameAr: 'بطاريات',
  descriptionEn: '',
  descriptionAr: '',
  imageUrl: null,
  imageThumbUrl: null,
  bannerUrl: null,
  sortOrder: 1,
  isActive: true,
  productCount: 3,
  ...patch,
});

export const color = (patch: Partial<AdminColor> = {}): AdminColor => ({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Red',
  nameAr: 'أحمر',
  colorCode: '#CC0000',
  isActive: true,
  position: 0,
  ...patch,
});

export const product = (patch: Partial<AdminProduct> = {}): AdminProduct => ({
  id: PRODUCT_ID,
  nameEn: 'Lithium battery 100Ah',
  nameAr: 'بطارية ليثيوم ١٠٠ أمبير',
  descriptionEn: '',
  descriptionAr: '',
  price: 12500,
  compareAtPrice: null,
  categoryId: CATEGORY_ID,
  category: { id: CATEGORY_ID, slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' },
  inStock: true,
  stockQuantity: 7,
  isActive: true,
  isFeatured: false,
  videoUrl: null,
  properties: [],
  images: [],
  colors: [],
  orderCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...patch,
});

export const page = <T>(items: T[]) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: items.length ? 1 : 0,
});
