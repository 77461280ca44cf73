import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, FAQ_CATEGORIES } from '../../../../shared/constants';
import { storeProfileSchema } from '../../../../shared/schemas';
import {
  MAX_IMAGE_BYTES,
  renderCategoryImage,
  renderPostCover,
  renderProductImage,
} from '../images';
import { seedCategories, seedFaqs, seedPosts, seedProducts, seedStoreProfile } from './index';

const ARABIC = /[\u0600-\u06FF]/;

/** Every [label, text] pair of a bilingual record, split by language. */
function expectLanguages(label: string, arabic: string[], english: string[]): void {
  for (const text of arabic) {
    expect(text, `${label}: Arabic text without Arabic letters: "${text}"`).toMatch(ARABIC);
  }
  for (const text of english) {
    expect(text, `${label}: English text with Arabic letters: "${text}"`).not.toMatch(ARABIC);
    expect(text.trim(), `${label}: empty English text`).not.toBe('');
  }
}

describe('seed categories', () => {
  it('has the seven slugs in order, with bilingual texts', () => {
    expect(seedCategories.map((c) => c.slug)).toEqual(CATEGORY_SLUGS);
    for (const c of seedCategories) {
      expectLanguages(c.slug, [c.nameAr, c.descriptionAr], [c.nameEn, c.descriptionEn]);
    }
  });
});

describe('seed products', () => {
  it('has at least 40 products, at least 4 per category, all in known categories', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(40);
    for (const slug of CATEGORY_SLUGS) {
      const count = seedProducts.filter((p) => p.categorySlug === slug).length;
      expect(count, slug).toBeGreaterThanOrEqual(4);
    }
    for (const p of seedProducts) expect(CATEGORY_SLUGS, p.key).toContain(p.categorySlug);
  });

  it('has unique kebab-case keys', () => {
    const keys = seedProducts.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has positive integer prices, consistent stock and 1–3 images', () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.pricePiastres), p.key).toBe(true);
      expect(p.pricePiastres, p.key).toBeGreaterThan(0);
      expect(p.imageCount, p.key).toBeGreaterThanOrEqual(1);
      expect(p.imageCount, p.key).toBeLessThanOrEqual(3);
      if (!p.inStock) expect(p.stockQuantity, p.key).toBe(0);
      if (p.stockQuantity !== null) expect(Number.isInteger(p.stockQuantity), p.key).toBe(true);
    }
  });

  it('puts a few products on sale, each compare-at price an integer above its price', () => {
    const onSale = seedProducts.filter((p) => p.compareAtPricePiastres !== undefined);
    expect(onSale.length).toBeGreaterThanOrEqual(3);
    for (const p of onSale) {
      expect(Number.isInteger(p.compareAtPricePiastres), p.key).toBe(true);
      expect(p.compareAtPricePiastres, p.key).toBeGreaterThan(p.pricePiastres);
    }
  });

  it('keeps Arabic and English texts apart, including properties and colours', () => {
    for (const p of seedProducts) {
      const arabic = [p.nameAr, p.descriptionAr];
      const english = [p.nameEn, p.descriptionEn];
      for (const prop of p.properties) {
        arabic.push(prop.keyAr, prop.valueAr);
        english.push(prop.keyEn, prop.valueEn);
      }
      for (const color of p.colors ?? []) {
        arabic.push(color.nameAr);
        english.push(color.name);
      }
      expectLanguages(p.key, arabic, english);
    }
  });

  it('has enough featured, out-of-stock and coloured products', () => {
    expect(seedProducts.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(8);
    expect(seedProducts.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(5);
    const colored = seedProducts.filter((p) => p.colors?.length);
    expect(colored.length).toBeGreaterThanOrEqual(8);
    for (const p of colored) {
      for (const color of p.colors ?? []) expect(color.colorCode, p.key).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('uses YouTube watch URLs for videos', () => {
    const videos = seedProducts.flatMap((p) => (p.videoUrl ? [p.videoUrl] : []));
    expect(videos.length).toBeGreaterThanOrEqual(2);
    for (const url of videos) {
      expect(url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    }
  });
});

describe('seed posts', () => {
  it('has 12 posts, 6 per language, with unique slugs and distinct dates', () => {
    expect(seedPosts).toHaveLength(12);
    expect(seedPosts.filter((p) => p.language === 'en')).toHaveLength(6);
    expect(seedPosts.filter((p) => p.language === 'ar')).toHaveLength(6);
    const slugs = seedPosts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const days = seedPosts.map((p) => p.publishedDaysAgo);
    expect(new Set(days).size).toBe(days.length);
    for (const d of days) {
      expect(d).toBeGreaterThanOrEqual(1);
      expect(d).toBeLessThanOrEqual(60);
    }
  });

  it('writes each post in its own language, with headings, a list and a shop link', () => {
    for (const p of seedPosts) {
      const texts = [p.title, p.excerpt, p.content, p.author, ...p.tags];
      if (p.language === 'ar') expectLanguages(p.slug, texts, []);
      else expectLanguages(p.slug, [], texts);
      expect(p.content, p.slug).toMatch(/^## /m);
      expect(p.content, p.slug).toMatch(/^(- |\d+\. )/m);
      expect(p.content, p.slug).toMatch(/\]\(\/[a-z0-9/-]*\)/);
      const words = p.content.split(/\s+/).filter(Boolean).length;
      expect(words, p.slug).toBeGreaterThanOrEqual(250);
      expect(words, p.slug).toBeLessThanOrEqual(500);
      expect(p.tags.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.tags.length, p.slug).toBeLessThanOrEqual(4);
      for (const tag of p.tags) {
        expect(tag, p.slug).toBe(tag.toLowerCase());
        expect(tag, p.slug).not.toContain(',');
      }
    }
  });
});

describe('seed FAQs', () => {
  it('has at least 16 FAQs with at least 3 per category', () => {
    expect(seedFaqs.length).toBeGreaterThanOrEqual(16);
    for (const category of FAQ_CATEGORIES) {
      expect(
        seedFaqs.filter((f) => f.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(3);
    }
    const questions = seedFaqs.map((f) => f.questionEn);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('keeps Arabic and English texts apart', () => {
    for (const f of seedFaqs) {
      expectLanguages(f.questionEn, [f.questionAr, f.answerAr], [f.questionEn, f.answerEn]);
    }
  });
});

describe('seed store profile', () => {
  it('matches the schema and the business hours of the spec', () => {
    expect(storeProfileSchema.safeParse(seedStoreProfile).success).toBe(true);
    expect(seedStoreProfile.businessHours).toHaveLength(3);
    // The structured hours say the same as the text: Mon–Fri 9–18, Sat 10–14, Sunday closed.
    const hours = Object.fromEntries(
      (seedStoreProfile.openingHours ?? []).map((p) => [p.day, `${p.open}-${p.close}`]),
    );
    expect(hours).toEqual({
      mon: '09:00-18:00',
      tue: '09:00-18:00',
      wed: '09:00-18:00',
      thu: '09:00-18:00',
      fri: '09:00-18:00',
      sat: '10:00-14:00',
    });
    expect(seedStoreProfile.yearsOfExperience).toBe(25);
    expect(seedStoreProfile.partners).toHaveLength(4);
    const { businessHours, partners, name, tagline, about, mission, vision } = seedStoreProfile;
    const bilingual = [
      name,
      tagline,
      about,
      mission,
      vision,
      seedStoreProfile.factoryAddress,
      seedStoreProfile.officeAddress,
      ...businessHours.flatMap((h) => [h.days, h.hours]),
      ...partners.flatMap((p) => [p.name, p.description]),
    ];
    expectLanguages(
      'store profile',
      bilingual.map((b) => b.ar),
      bilingual.map((b) => b.en),
    );
  });
});

describe('seed images', () => {
  async function expectWebp(buf: Buffer, width: number, height: number): Promise<void> {
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(height);
    expect(buf.length).toBeLessThan(MAX_IMAGE_BYTES);
  }

  it('renders a product image, a category image and a post cover as small WebP files', async () => {
    const product = seedProducts.find((p) => p.colors?.length) ?? seedProducts[0];
    await expectWebp(await renderProductImage(product, 1), 800, 800);
    await expectWebp(await renderCategoryImage(seedCategories[0]), 800, 600);
    await expectWebp(await renderPostCover(seedPosts[1], 1), 1200, 630);
  });
});
