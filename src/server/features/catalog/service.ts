import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language, ProductSort } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type {
  Category,
  ProductDetail,
  ProductList,
  ProductSummary,
  productListQuerySchema,
} from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { normalizeArabic } from '../../lib/arabic';
import { pageOf, pageOffset } from '../../lib/paging';
import { escapeLike } from '../../lib/sql-like';
import { productPageFromValue, productPageSettingSql } from '../settings';
import { stockTeller, trustLines } from './product-hints';
import { categories, productColors, productImages, products } from './tables';
import { readVariants } from './variants';
import { firstImage, visible } from './visibility';

type ListQuery = z.output<typeof productListQuerySchema>;

export { firstImage, visible };

const hasActiveColors = sql<boolean>`exists (
  select 1 from ${productColors}
  where ${productColors.productId} = ${products.id} and ${productColors.isActive})`;

/** Columns of a product summary; select them from products joined with categories. */
export const summaryColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  pricePiastres: products.pricePiastres,
  compareAtPricePiastres: products.compareAtPricePiastres,
  inStock: products.inStock,
  stockQuantity: products.stockQuantity,
  isFeatured: products.isFeatured,
  ratingAverageX100: products.ratingAverageX100,
  ratingCount: products.ratingCount,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryNameEn: categories.nameEn,
  categoryNameAr: categories.nameAr,
  imageUrl: firstImage('url'),
  thumbUrl: firstImage('thumb'),
  hasColors: hasActiveColors,
  hasVariants: products.hasVariants,
  properties: products.properties,
};

export interface SummaryRow {
  id: string;
  nameEn: string;
  nameAr: string;
  pricePiastres: number;
  compareAtPricePiastres: number | null;
  inStock: boolean;
  stockQuantity: number | null;
  isFeatured: boolean;
  ratingAverageX100: number;
  ratingCount: number;
  categoryId: string;
  categorySlug: string;
  categoryNameEn: string;
  categoryNameAr: string;
  imageUrl: string | null;
  thumbUrl: string | null;
  hasColors: boolean;
  hasVariants: boolean;
  properties?: { keyEn: string; keyAr: string; valueEn: string; valueAr: string }[];
}

/** The properties a shopper decides by, in this order (issue 24 item 11). */
const KEY_SPECS = [/^(output )?voltage$/i, /^capacity$/i];

/** "12 V · 100 Ah" from the voltage and capacity properties; null without either. */
export function keySpecsOf(properties: SummaryRow['properties']): ProductSummary['keySpecs'] {
  const found = KEY_SPECS.flatMap((key) => {
    const property = properties?.find((p) => key.test(p.keyEn.trim()));
    return property ? [property] : [];
  });
  if (found.length === 0) return null;
  return {
    en: found.map((p) => p.valueEn).join(' · '),
    ar: found.map((p) => p.valueAr || p.valueEn).join(' · '),
  };
}

/** Tracked stock of zero means out of stock, whatever the flag says. */
export const isInStock = (row: { inStock: boolean; stockQuantity: number | null }) =>
  row.inStock && (row.stockQuantity === null || row.stockQuantity > 0);

/**
 * What a customer saves on a product on sale: pricing's `saleSaving`, the one place that computes
 * it (decision 036). Pricing sits above the catalog, so services.ts hands it in.
 */
export type SaleSaving = (
  pricePiastres: number,
  compareAtPricePiastres: number | null,
) => number | null;

export function toSummary(row: SummaryRow, saleSaving: SaleSaving): ProductSummary {
  // No saving, no sale to show.
  const saving = saleSaving(row.pricePiastres, row.compareAtPricePiastres);
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    price: toEgp(row.pricePiastres),
    compareAtPrice:
      saving === null || row.compareAtPricePiastres === null
        ? null
        : toEgp(row.compareAtPricePiastres),
    saving: saving === null ? null : toEgp(saving),
    category: {
      id: row.categoryId,
      slug: row.categorySlug,
      nameEn: row.categoryNameEn,
      nameAr: row.categoryNameAr,
    },
    imageUrl: row.imageUrl,
    thumbUrl: row.thumbUrl,
    inStock: isInStock(row),
    isFeatured: row.isFeatured,
    hasColors: Boolean(row.hasColors),
    hasVariants: Boolean(row.hasVariants),
    rating: { average: row.ratingAverageX100 / 100, count: row.ratingCount },
    keySpecs: keySpecsOf(row.properties),
  };
}

/**
 * The search area's ranking (issue 23, decision 047): above the catalog, so services.ts hands it
 * in. It answers the page's ids in order and the total; the rows are read here.
 */
export type ProductSearch = (query: {
  text: string;
  categorySlug?: string;
  featured?: boolean;
  sort: 'relevance' | ProductSort;
  language: Language;
  offset: number;
  limit: number;
}) => Promise<{
  ids: string[];
  total: number;
  didYouMean: string | null;
  /** The shop owner sends this query to a category: its products are listed instead. */
  redirect: { slug: string; nameEn: string; nameAr: string } | null;
}>;

export interface CatalogDeps {
  saleSaving: SaleSaving;
  search?: ProductSearch;
  /** A search was shown (page 1), for the owner's statistics; never awaited. */
  onSearchShown?: (query: string) => void;
  /**
   * The catalog version (decision 009): when given, the summaries a search shows are kept per
   * version, so a search's page is usually answered without the database.
   */
  catalogVersion?: () => Promise<string>;
}

/** How many summaries a catalog version keeps, the least recently read dropped first (a few MB). */
const SUMMARY_MEMO_LIMIT = 20_000;

/** Without a search area (tools, old tests): SQL full text and trigrams (decisions 003, 009). */
function searchCondition(search: string): { where: SQL; rank: SQL<number> } {
  const normalized = normalizeArabic(search);
  const pattern = `%${escapeLike(normalized)}%`;
  const nameSimilarity = sql<number>`word_similarity(${normalized}, ${products.searchName})`;
  // Full text for whole words of names and descriptions; on names also substrings (partial
  // words) and trigram word similarity
  // (`<%`, threshold SEARCH_WORD_SIMILARITY in db/client.ts) for typos and singular/plural.
  const where = sql`(${products.searchVector} @@ plainto_tsquery('simple', ${normalized})
    or ${products.searchName} ilike ${pattern}
    or ${normalized} <% ${products.searchName})`;
  const rank = sql<number>`(ts_rank(${products.searchVector}, plainto_tsquery('simple', ${normalized}))
    + ${nameSimilarity}
    + case when ${products.searchName} ilike ${pattern} then 1 else 0 end)`;
  return { where, rank };
}

export function createCatalogService(
  db: Db,
  { saleSaving, search, onSearchShown, catalogVersion }: CatalogDeps,
) {
  const summary = (row: SummaryRow) => toSummary(row, saleSaving);
  // Summaries of visible products as of one catalog version, by id. Every catalog write bumps
  // the version, so this is exactly as fresh as the response cache's answers (decision 047).
  let memoVersion: string | null = null;
  let memo = new Map<string, ProductSummary>();

  /** The visible products among `ids`, as summaries, in the order given. */
  async function summariesOf(ids: string[]): Promise<ProductSummary[]> {
    if (ids.length === 0) return [];
    const version = catalogVersion ? await catalogVersion() : null;
    if (version === null || version !== memoVersion) {
      memo = new Map();
      memoVersion = version;
    }
    const missing = ids.filter((id) => !memo.has(id));
    const read = new Map<string, ProductSummary>();
    if (missing.length > 0) {
      const rows = (await db
        .select(summaryColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(visible, inArray(products.id, missing)))) as SummaryRow[];
      for (const row of rows) read.set(row.id, summary(row));
      // Kept only when no write came in while reading: a later version must not see them.
      if (version !== null && (await catalogVersion!()) === version) {
        for (const [id, item] of read) memo.set(id, item);
        // The least recently read go first (a Map keeps insertion order).
        for (const id of memo.keys()) {
          if (memo.size <= SUMMARY_MEMO_LIMIT) break;
          memo.delete(id);
        }
      }
    }
    return ids.flatMap((id) => {
      const item = memo.get(id) ?? read.get(id);
      return item ? [item] : [];
    });
  }

  async function listCategories(): Promise<Category[]> {
    const rows = await db
      .select({
        id: categories.id,
        slug: categories.slug,
        nameEn: categories.nameEn,
        nameAr: categories.nameAr,
        descriptionEn: categories.descriptionEn,
        descriptionAr: categories.descriptionAr,
        imageUrl: categories.imageUrl,
        imageThumbUrl: categories.imageThumbUrl,
        bannerUrl: categories.bannerUrl,
        sortOrder: categories.sortOrder,
        // Spelled out: drizzle leaves columns unqualified in single-table selects.
        productCount: sql<number>`(select count(*)::int from products p
          where p.category_id = "categories"."id" and p.is_active and p.deleted_at is null)`,
      })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.nameEn));
    return rows;
  }

  async function getCategoryBySlug(slug: string): Promise<Category> {
    const found = (await listCategories()).find((c) => c.slug === slug);
    if (!found) throw AppError.notFound('errors.categoryNotFound');
    return found;
  }

  /** A search through the search area's index: its page of ids, then those rows only. */
  async function searchProducts(
    query: ListQuery & { search: string },
    language: Language,
    rank: ProductSearch,
  ): Promise<ProductList> {
    const found = await rank({
      text: query.search,
      categorySlug: query.category,
      featured: query.featured,
      sort: query.sort ?? 'relevance',
      language,
      offset: pageOffset(query),
      limit: query.pageSize,
    });
    if (found.redirect) {
      const list = await listProducts(
        { ...query, search: undefined, category: found.redirect.slug },
        language,
      );
      return { ...list, redirect: found.redirect, didYouMean: null };
    }
    const items = await summariesOf(found.ids);
    return { ...pageOf(items, found.total, query), didYouMean: found.didYouMean, redirect: null };
  }

  async function listProducts(query: ListQuery, language: Language): Promise<ProductList> {
    if (query.search && search) {
      return searchProducts({ ...query, search: query.search }, language, search);
    }
    const conditions: SQL[] = [visible as SQL];
    let rank: SQL<number> | undefined;
    if (query.search) {
      const search = searchCondition(query.search);
      conditions.push(search.where);
      rank = search.rank;
    }
    if (query.category) conditions.push(eq(categories.slug, query.category));
    if (query.featured !== undefined) conditions.push(eq(products.isFeatured, query.featured));
    const where = and(...conditions);

    // A name missing in one language falls back to the other, for sorting as for display.
    const nameColumn =
      language === 'ar'
        ? sql`coalesce(nullif(${products.nameAr}, ''), ${products.nameEn})`
        : sql`coalesce(nullif(${products.nameEn}, ''), ${products.nameAr})`;
    const orderBy: SQL[] = (() => {
      switch (query.sort) {
        case 'name':
          return [asc(nameColumn)];
        case 'price_asc':
          return [asc(products.pricePiastres)];
        case 'price_desc':
          return [desc(products.pricePiastres)];
        case 'rating':
          return [desc(products.ratingAverageX100), desc(products.ratingCount)];
        default:
          return rank ? [desc(rank)] : [desc(products.isFeatured), desc(products.createdAt)];
      }
    })();

    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where);
    const rows = await db
      .select(summaryColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...orderBy, asc(products.id))
      .limit(query.pageSize)
      .offset(pageOffset(query));

    return pageOf((rows as SummaryRow[]).map(summary), total, query);
  }

  async function getProduct(id: string): Promise<ProductDetail> {
    const [row] = await db
      .select({
        ...summaryColumns,
        descriptionEn: products.descriptionEn,
        descriptionAr: products.descriptionAr,
        videoUrl: products.videoUrl,
        properties: products.properties,
        // The stock-hint threshold and trust texts, in the same round trip (decision 060).
        productPage: productPageSettingSql,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(visible, eq(products.id, id)));
    if (!row) throw AppError.notFound('errors.productNotFound');
    const pageSettings = productPageFromValue(row.productPage);
    const tellStock = stockTeller(pageSettings.stockHintThreshold);
    const [images, colors, variants] = await Promise.all([
      db
        .select({
          id: productImages.id,
          url: productImages.url,
          thumbUrl: sql<string>`coalesce(nullif(${productImages.thumbUrl}, ''), ${productImages.url})`,
          altEn: productImages.altEn,
          altAr: productImages.altAr,
          width: productImages.width,
          height: productImages.height,
        })
        .from(productImages)
        .where(eq(productImages.productId, id))
        .orderBy(asc(productImages.position)),
      db
        .select({
          id: productColors.id,
          name: productColors.name,
          nameAr: productColors.nameAr,
          colorCode: productColors.colorCode,
          isActive: productColors.isActive,
          position: productColors.position,
        })
        .from(productColors)
        .where(and(eq(productColors.productId, id), eq(productColors.isActive, true)))
        .orderBy(asc(productColors.position)),
      row.hasVariants ? readVariants(db, id, saleSaving, tellStock) : { options: [], variants: [] },
    ]);
    // Sold as variants: the product's own figure is only their summary; each variant tells its own.
    const told = row.hasVariants
      ? { stockQuantity: null, lowStockLeft: null }
      : tellStock(row.stockQuantity, isInStock(row));
    return {
      ...summary(row as SummaryRow),
      descriptionEn: row.descriptionEn,
      descriptionAr: row.descriptionAr,
      ...told,
      trust: trustLines(row.properties, pageSettings),
      videoUrl: row.videoUrl,
      properties: row.properties,
      images,
      colors,
      ...variants,
    };
  }

  /** Same category first, then featured products, never the product itself; up to `limit`. */
  async function relatedProducts(id: string, limit = 8): Promise<ProductSummary[]> {
    const [product] = await db
      .select({ categoryId: products.categoryId })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(visible, eq(products.id, id)));
    if (!product) throw AppError.notFound('errors.productNotFound');
    const sameCategory = sql`case when ${products.categoryId} = ${product.categoryId} then 0 else 1 end`;
    const rows = await db
      .select(summaryColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          visible,
          sql`${products.id} <> ${id}`,
          sql`(${products.categoryId} = ${product.categoryId} or ${products.isFeatured})`,
        ),
      )
      .orderBy(
        sameCategory,
        desc(products.isFeatured),
        desc(products.ratingAverageX100),
        asc(products.id),
      )
      .limit(limit);
    return (rows as SummaryRow[]).map(summary);
  }

  /** Counts a search shown to a shopper (its first page; cached answers too). */
  function noteSearchShown(query: ListQuery): void {
    if (query.search && query.page === 1) onSearchShown?.(query.search);
  }

  return {
    listCategories,
    getCategoryBySlug,
    listProducts,
    getProduct,
    relatedProducts,
    noteSearchShown,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
