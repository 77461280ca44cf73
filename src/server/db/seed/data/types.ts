import type { FAQ_CATEGORIES } from '../../../../shared/constants';
import type {
  ProductProperty,
  ProductVariantsData,
  StoreProfile,
} from '../../../../shared/schemas';

/** Shapes of the demo content. Keys are stable so seeding twice updates rather than duplicates. */
export interface SeedCategory {
  slug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  sortOrder: number;
}

export interface SeedColor {
  name: string;
  nameAr: string;
  colorCode: string; // #rrggbb
}

export interface SeedProduct {
  /** Stable unique key (kebab-case), used for idempotent seeding and image file names. */
  key: string;
  categorySlug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** Price in piastres (EGP × 100), integer. */
  pricePiastres: number;
  /** On sale: the "was" price in piastres, above the price (shown struck through). */
  compareAtPricePiastres?: number;
  inStock: boolean;
  /** null = stock not tracked. */
  stockQuantity: number | null;
  isFeatured: boolean;
  videoUrl?: string;
  properties: ProductProperty[];
  colors?: SeedColor[];
  /** How many gallery images to generate (1–3). */
  imageCount: number;
  /** Sold as variants (issue 22): its options and variants, prices in EGP, as the admin saves them. */
  variants?: ProductVariantsData;
}

export interface SeedPost {
  slug: string;
  language: 'en' | 'ar';
  title: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  author: string;
  tags: string[];
  publishedDaysAgo: number;
  videoUrl?: string;
}

export interface SeedFaq {
  category: (typeof FAQ_CATEGORIES)[number];
  questionEn: string;
  questionAr: string;
  answerEn: string;
  answerAr: string;
  sortOrder: number;
}

export type SeedStoreProfile = StoreProfile;
