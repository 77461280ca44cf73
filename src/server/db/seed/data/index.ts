export { seedCategories } from './categories';
export { seedFaqs } from './faqs';
export { seedPosts } from './posts';
export { seedProducts } from './products';
export { seedStoreProfile } from './store-profile';
export type {
  SeedCategory,
  SeedColor,
  SeedFaq,
  SeedPost,
  SeedProduct,
  SeedStoreProfile,
} from './types';
