import { and, asc, gt, isNull } from 'drizzle-orm';
import { toEgp } from '../../../../shared/money';
import {
  PRODUCT_CSV_HEADER,
  type ProductCsvColumn,
} from '../../../../shared/schemas/catalog-import';
import type { Db } from '../../../db/client';
import type { CsvCell } from '../../../lib/csv';
import { products } from '../tables';
import { categoryIdsBySlug, loadProducts, type ShopProduct } from './load';

const BATCH = 200;
const egp = (piastres: number | null) => (piastres === null ? '' : toEgp(piastres).toFixed(2));
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/** A product's rows in the file: one per variant, or one for a product without variants. */
function rowsOf(p: ShopProduct, slugOf: Map<string, string>): CsvCell[][] {
  const { row } = p;
  const urlOf = new Map(p.images.map((i) => [i.id, i.url]));
  const base: Partial<Record<ProductCsvColumn, CsvCell>> = {
    product_key: row.id,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    category_slug: slugOf.get(row.categoryId) ?? '',
    active: yesNo(row.isActive),
    featured: yesNo(row.isFeatured),
    images: p.images.map((i) => i.url).join(' | '),
  };
  const cells = (values: Partial<Record<ProductCsvColumn, CsvCell>>) =>
    PRODUCT_CSV_HEADER.map((column) => values[column] ?? '');
  if (p.variants.length === 0) {
    return [
      cells({
        ...base,
        sku: row.sku ?? '',
        price: egp(row.pricePiastres),
        compare_at_price: egp(row.compareAtPricePiastres),
        stock: row.stockQuantity,
        weight_grams: row.weightGrams,
      }),
    ];
  }
  return p.variants.map((v) => {
    const values: Partial<Record<ProductCsvColumn, CsvCell>> = {
      ...base,
      sku: v.sku,
      price: egp(v.pricePiastres),
      compare_at_price: egp(v.compareAtPricePiastres),
      stock: v.stockQuantity,
      weight_grams: v.weightGrams,
      variant_active: yesNo(v.isActive),
      variant_image: v.imageId ? (urlOf.get(v.imageId) ?? '') : '',
    };
    p.options.forEach((option, i) => {
      const n = (i + 1) as 1 | 2 | 3;
      const value = option.values.find((x) => x.id === v.valueIds[option.position - 1]);
      values[`option${n}_name_en`] = option.nameEn;
      values[`option${n}_name_ar`] = option.nameAr;
      values[`option${n}_value_en`] = value?.valueEn ?? '';
      values[`option${n}_value_ar`] = value?.valueAr ?? '';
    });
    return cells(values);
  });
}

/**
 * Every product not deleted, BATCH products at a time with a keyset on the id (exact, unlike a
 * timestamp read into a JS Date): the file an import reads back (decision 057).
 */
export async function* productCsvRows(db: Db): AsyncGenerator<CsvCell[][]> {
  const slugs = await categoryIdsBySlug(db);
  const slugOf = new Map([...slugs].map(([slug, id]) => [id, slug]));
  let after: string | null = null;
  for (;;) {
    const page = await db
      .select({ id: products.id })
      .from(products)
      .where(and(isNull(products.deletedAt), after ? gt(products.id, after) : undefined))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (page.length === 0) return;
    const loaded = await loadProducts(
      db,
      page.map((p) => p.id),
    );
    yield page.flatMap((p) => {
      const product = loaded.get(p.id);
      return product ? rowsOf(product, slugOf) : [];
    });
    if (page.length < BATCH) return;
    after = page[page.length - 1].id;
  }
}
