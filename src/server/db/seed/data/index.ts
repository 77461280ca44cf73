export { seedCategories } from './categories';
export { seedFaqs } from './faqs';
export { seedPrivacyPolicy } from './legal-privacy';
export { seedTerms } from './legal-terms';
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
