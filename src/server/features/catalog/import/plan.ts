import { randomUUID } from 'node:crypto';
import { toEgp } from '../../../../shared/money';
import type { ImportRowAction } from '../../../../shared/schemas/catalog-import';
import type { Db, Tx } from '../../../db/client';
import type { MessageKey, MessageParams } from '../../../lib/i18n';
import { type Problem, readCount, readFlag, readPrice, readSku, readText } from './cells';
import {
  categoryIdsBySlug,
  findImages,
  liveProductIds,
  loadProducts,
  type ShopImage,
  type ShopProduct,
  skuOwners,
} from './load';
import type { RawRow } from './read-file';

/**
 * From the file's rows to what applying it would write, with every problem found on the way
 * (decision 057). Reads only: the preview shows this, the apply writes it in one transaction.
 */

const POSITIONS = [1, 2, 3] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface OptionCell {
  nameEn: string;
  nameAr: string;
  valueEn: string;
  valueAr: string;
}

/** One row read cell by cell. */
interface RowInput {
  row: number;
  key: string;
  sku: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  categorySlug: string;
  options: OptionCell[];
  price: number | null;
  compareAt: number | null;
  stock: number | null;
  weight: number | null;
  active: boolean | undefined;
  featured: boolean | undefined;
  variantActive: boolean | undefined;
  images: string[];
  variantImage: string;
  problems: Problem[];
}

export interface OptionPlan {
  id: string;
  isNew: boolean;
  position: number;
  nameEn: string;
  nameAr: string;
  /** Changed names of an existing option. */
  rename: boolean;
  /** By lower-case English value. */
  values: Map<string, ValuePlan>;
}

export interface ValuePlan {
  id: string;
  isNew: boolean;
  valueEn: string;
  valueAr: string;
  position: number;
  /** An existing value whose Arabic text changes. */
  changed: boolean;
}

export interface ImagePlan {
  id: string;
  isNew: boolean;
  source: ShopImage;
  position: number;
}

/** A variant (or, without options, the product's own sale unit) to write. */
export interface UnitPlan {
  row: number;
  /** The existing variant; null: a new variant, or the product's own row. */
  variantId: string | null;
  isNew: boolean;
  sku: string;
  valueIds: (string | null)[];
  pricePiastres: number;
  compareAtPricePiastres: number | null;
  stock: number | null;
  /** Stock to set through setStock (differs from what the shop has, or a new tracked one). */
  stockChanged: boolean;
  weightGrams: number | null;
  isActive: boolean;
  imageId: string | null;
  position: number;
  changed: boolean;
}

export interface ProductPlan {
  id: string;
  isNew: boolean;
  firstRow: number;
  values: {
    nameEn: string;
    nameAr: string;
    descriptionEn: string;
    descriptionAr: string;
    categoryId: string;
    isActive: boolean;
    isFeatured: boolean;
  };
  /** Product fields differ from the shop's (existing products). */
  changed: boolean;
  /** A product sold without variants until now that gets them: its own SKU is cleared. */
  gainsVariants: boolean;
  hasOptions: boolean;
  options: OptionPlan[];
  images: ImagePlan[];
  units: UnitPlan[];
}

export interface RowOutcome {
  row: number;
  productKey: string;
  sku: string;
  /** The product's names (from the first row of its product that has them). */
  name: { en: string; ar: string };
  variant: { en: string; ar: string };
  price: number | null;
  stock: number | null;
  action: ImportRowAction | null;
  problems: Problem[];
}

export interface ImportPlan {
  rows: RowOutcome[];
  products: ProductPlan[];
  errorRows: number;
}

const problem = (column: string | null, key: MessageKey, params?: MessageParams): Problem => ({
  column,
  key,
  params,
});

/** Reads each cell of a row; the problems stay on the row. */
function readRow({ row, cells }: RawRow): RowInput {
  const problems: Problem[] = [];
  const text = (column: keyof typeof cells, max: number) => {
    const read = readText(cells[column], column, max);
    if (read.ok) return read.value;
    problems.push(read.problem);
    return '';
  };
  const take = <T>(read: { ok: true; value: T } | { ok: false; problem: Problem }, empty: T) => {
    if (read.ok) return read.value;
    problems.push(read.problem);
    return empty;
  };
  const options = POSITIONS.map((n) => ({
    nameEn: text(`option${n}_name_en`, 100),
    nameAr: text(`option${n}_name_ar`, 100),
    valueEn: text(`option${n}_value_en`, 100),
    valueAr: text(`option${n}_value_ar`, 100),
  }));
  const imagesCell = text('images', 4000);
  return {
    row,
    key: text('product_key', 100),
    sku: take(readSku(cells.sku, 'sku'), ''),
    nameEn: text('name_en', 200),
    nameAr: text('name_ar', 200),
    descriptionEn: text('description_en', 5000),
    descriptionAr: text('description_ar', 5000),
    categorySlug: text('category_slug', 200).toLowerCase(),
    options,
    price: take(readPrice(cells.price, 'price'), null),
    compareAt: take(readPrice(cells.compare_at_price, 'compare_at_price'), null),
    stock: take(readCount(cells.stock, 'stock'), null),
    weight: take(readCount(cells.weight_grams, 'weight_grams'), null),
    active: take(readFlag(cells.active, 'active'), undefined),
    featured: take(readFlag(cells.featured, 'featured'), undefined),
    variantActive: take(readFlag(cells.variant_active, 'variant_active'), undefined),
    images: imagesCell
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean),
    variantImage: text('variant_image', 1000),
    problems,
  };
}

const optionCount = (r: RowInput) => {
  let count = 0;
  for (const n of POSITIONS) {
    const o = r.options[n - 1];
    if (o.nameEn || o.nameAr || o.valueEn || o.valueAr) count = n;
  }
  return count;
};
const hasValue = (o: OptionCell) => Boolean(o.valueEn || o.valueAr);
const valueKey = (o: OptionCell) => (o.valueEn || o.valueAr).toLowerCase();
const combinationOf = (r: RowInput, count: number) =>
  r.options
    .slice(0, count)
    .map((o) => valueKey(o))
    .join('\u0001');

/** How an image cell names an image: a URL of this shop, or a file name. */
function imageRef(
  value: string,
  appOrigin: string,
): { url: string; path: string } | { name: string } {
  if (!value.includes('/')) return { name: value };
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      path = url.origin === appOrigin ? url.pathname : value;
    } catch {
      path = value;
    }
  }
  return { url: value, path };
}

export interface PlanContext {
  /** The shop's own origin: its absolute image URLs are matched by path. */
  appOrigin: string;
}

/** Reads the rows against the shop as it is now and answers the plan with every problem. */
export async function planImport(
  db: Db | Tx,
  raw: RawRow[],
  { appOrigin }: PlanContext,
): Promise<ImportPlan> {
  const rows = raw.map(readRow);

  // SKUs are unique across the file, case-insensitively.
  const firstWithSku = new Map<string, number>();
  for (const r of rows) {
    if (!r.sku) continue;
    const lower = r.sku.toLowerCase();
    const other = firstWithSku.get(lower);
    if (other !== undefined)
      r.problems.push(problem('sku', 'import.row.duplicateSku', { sku: r.sku, other }));
    else firstWithSku.set(lower, r.row);
  }

  // Rows of one product share a product_key; a row without one is a product on its own.
  const groups = new Map<string, RowInput[]>();
  for (const r of rows) {
    const count = optionCount(r);
    if (count > 0 && !r.key) {
      r.problems.push(problem('product_key', 'import.row.keyRequired'));
    }
    const key = r.key ? `k:${r.key.toLowerCase()}` : `r:${r.row}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }

  // The shop's side, in a few queries for the whole file.
  const owners = await skuOwners(db, [...firstWithSku.keys()]);
  const keyIds = await liveProductIds(
    db,
    [...new Set(rows.map((r) => r.key).filter((k) => UUID.test(k)))].map((k) => k.toLowerCase()),
  );
  const productIds = new Set<string>(keyIds);
  for (const owner of owners.values()) if (!owner.deleted) productIds.add(owner.productId);
  const shop = await loadProducts(db, [...productIds]);
  const slugs = await categoryIdsBySlug(db);
  const refs = { urls: new Set<string>(), names: new Set<string>() };
  for (const r of rows) {
    for (const value of [...r.images, r.variantImage].filter(Boolean)) {
      const ref = imageRef(value, appOrigin);
      if ('name' in ref) refs.names.add(ref.name);
      else {
        refs.urls.add(ref.url);
        refs.urls.add(ref.path);
      }
    }
  }
  const found = await findImages(db, { urls: [...refs.urls], names: [...refs.names] });
  const resolveImage = (value: string, column: string, r: RowInput): ShopImage | null => {
    const ref = imageRef(value, appOrigin);
    const image =
      'name' in ref
        ? found.byName.get(ref.name)
        : (found.byUrl.get(ref.url) ?? found.byUrl.get(ref.path));
    if (image) return image;
    const external = 'url' in ref && /^https?:\/\//i.test(ref.path);
    r.problems.push(
      problem(column, external ? 'import.row.imageExternal' : 'import.row.imageNotFound', {
        name: value,
      }),
    );
    return null;
  };

  const products: ProductPlan[] = [];
  const outcomes = new Map<number, RowOutcome>();
  for (const group of groups.values()) {
    const plan = planProduct(group, { owners, keyIds, shop, slugs, resolveImage });
    if (plan) products.push(plan);
  }

  const names = new Map<number, { en: string; ar: string }>();
  for (const group of groups.values()) {
    const en = group.find((r) => r.nameEn)?.nameEn ?? '';
    const ar = group.find((r) => r.nameAr)?.nameAr ?? '';
    for (const r of group) names.set(r.row, { en: en || ar, ar: ar || en });
  }
  for (const r of rows) {
    const count = optionCount(r);
    const given = r.options.slice(0, count);
    outcomes.set(r.row, {
      row: r.row,
      productKey: r.key,
      sku: r.sku,
      name: names.get(r.row)!,
      variant: {
        en: given.map((o) => o.valueEn || o.valueAr).join(' / '),
        ar: given.map((o) => o.valueAr || o.valueEn).join(' / '),
      },
      price: r.price === null ? null : toEgp(r.price),
      stock: r.stock,
      action: null,
      problems: r.problems,
    });
  }
  // Actions only where the whole product is free of problems (it is written as one).
  for (const plan of products) {
    const rowsOfProduct = plan.units.map((u) => outcomes.get(u.row)!);
    if (rowsOfProduct.some((o) => o.problems.length > 0)) continue;
    for (const unit of plan.units) {
      const outcome = outcomes.get(unit.row)!;
      outcome.action = unit.isNew ? 'create' : unit.changed ? 'update' : 'skip';
    }
    // Product-level changes (names, category, options, images) count on its first row.
    const first = outcomes.get(plan.firstRow)!;
    if (first.action === 'skip' && plan.changed) first.action = 'update';
  }
  const ordered = rows.map((r) => outcomes.get(r.row)!);
  return {
    rows: ordered,
    products,
    errorRows: ordered.filter((o) => o.problems.length > 0).length,
  };
}

interface GroupContext {
  owners: Awaited<ReturnType<typeof skuOwners>>;
  keyIds: Set<string>;
  shop: Map<string, ShopProduct>;
  slugs: Map<string, string>;
  resolveImage: (value: string, column: string, r: RowInput) => ShopImage | null;
}

/** The first non-empty value of a product-level cell; later rows may repeat it or leave it empty. */
function productCell<T>(
  group: RowInput[],
  column: string,
  get: (r: RowInput) => T | undefined | '',
  same: (a: T, b: T) => boolean = (a, b) => a === b,
): T | undefined {
  let first: { value: T; row: number } | undefined;
  for (const r of group) {
    const value = get(r);
    if (value === undefined || value === '') continue;
    if (!first) first = { value: value as T, row: r.row };
    else if (!same(first.value, value as T))
      r.problems.push(problem(column, 'import.row.differsFromRow', { column, other: first.row }));
  }
  return first?.value;
}

function planProduct(group: RowInput[], ctx: GroupContext): ProductPlan | null {
  const first = group[0];

  // Which product of the shop the rows are: by SKU, else by a product_key that is its id.
  let existing: ShopProduct | undefined;
  const keyId = UUID.test(first.key) ? first.key.toLowerCase() : null;
  if (keyId && ctx.keyIds.has(keyId)) existing = ctx.shop.get(keyId);
  for (const r of group) {
    const owner = r.sku ? ctx.owners.get(r.sku.toLowerCase()) : undefined;
    if (!owner) continue;
    if (owner.deleted) {
      r.problems.push(problem('sku', 'import.row.skuOfDeletedProduct', { sku: r.sku }));
      continue;
    }
    if (!existing) existing = ctx.shop.get(owner.productId);
    else if (existing.row.id !== owner.productId) {
      r.problems.push(
        problem('sku', 'import.row.skuOfOtherProduct', { sku: r.sku, name: owner.productName }),
      );
    }
  }

  // Options: how many, their names, each row's values.
  const counts = group.map(optionCount);
  const count = Math.max(...counts);
  const hasOptions = count > 0;
  group.forEach((r, i) => {
    if (hasOptions && counts[i] === 0)
      r.problems.push(problem('option1_value_en', 'import.row.optionsMixed'));
    else
      for (const n of POSITIONS) {
        if (n <= count && !hasValue(r.options[n - 1]))
          r.problems.push(problem(`option${n}_value_en`, 'import.row.optionValueMissing', { n }));
      }
    if (!hasOptions) {
      if (r.variantActive !== undefined)
        r.problems.push(
          problem('variant_active', 'import.row.variantOnly', { column: 'variant_active' }),
        );
      if (r.variantImage)
        r.problems.push(
          problem('variant_image', 'import.row.variantOnly', { column: 'variant_image' }),
        );
    }
  });

  if (existing?.row.hasVariants && !hasOptions) {
    for (const r of group) r.problems.push(problem(null, 'import.row.variantsInShop'));
  }
  if (existing && hasOptions && existing.options.length > 0 && existing.options.length !== count) {
    first.problems.push(
      problem('option1_name_en', 'import.row.optionCountDiffers', {
        count: existing.options.length,
      }),
    );
  }

  // Product fields.
  const nameEn = productCell(group, 'name_en', (r) => r.nameEn);
  const nameAr = productCell(group, 'name_ar', (r) => r.nameAr);
  const descriptionEn = productCell(group, 'description_en', (r) => r.descriptionEn);
  const descriptionAr = productCell(group, 'description_ar', (r) => r.descriptionAr);
  const slug = productCell(group, 'category_slug', (r) => r.categorySlug);
  const active = productCell(group, 'active', (r) => r.active);
  const featured = productCell(group, 'featured', (r) => r.featured);
  const imageList = productCell(
    group,
    'images',
    (r) => (r.images.length ? r.images : undefined),
    (a, b) => a.join('|') === b.join('|'),
  );
  if (!existing && !nameEn && !nameAr)
    first.problems.push(problem('name_en', 'import.row.nameRequired'));
  let categoryId = existing?.row.categoryId;
  if (slug) {
    categoryId = ctx.slugs.get(slug);
    if (!categoryId) {
      const r = group.find((g) => g.categorySlug === slug) ?? first;
      r.problems.push(problem('category_slug', 'import.row.unknownCategory', { slug }));
    }
  } else if (!existing) {
    first.problems.push(
      problem('category_slug', 'import.row.required', { column: 'category_slug' }),
    );
  }

  const id = existing?.row.id ?? randomUUID();
  const values = {
    nameEn: nameEn ?? existing?.row.nameEn ?? '',
    nameAr: nameAr ?? existing?.row.nameAr ?? '',
    descriptionEn: descriptionEn ?? existing?.row.descriptionEn ?? '',
    descriptionAr: descriptionAr ?? existing?.row.descriptionAr ?? '',
    categoryId: categoryId ?? '',
    isActive: active ?? existing?.row.isActive ?? true,
    isFeatured: featured ?? existing?.row.isFeatured ?? false,
  };
  let changed =
    !!existing &&
    (Object.keys(values) as (keyof typeof values)[]).some((k) => values[k] !== existing.row[k]);

  // Options and their values, matched with the shop's by position and English value.
  const options: OptionPlan[] = [];
  for (const n of POSITIONS) {
    if (n > count) break;
    const nameEnN = productCell(group, `option${n}_name_en`, (r) => r.options[n - 1].nameEn);
    const nameArN = productCell(group, `option${n}_name_ar`, (r) => r.options[n - 1].nameAr);
    const shopOption = existing?.options.find((o) => o.position === n);
    if (!nameEnN && !nameArN && !shopOption) {
      first.problems.push(
        problem(`option${n}_name_en`, 'import.row.required', { column: `option${n}_name_en` }),
      );
    }
    const option: OptionPlan = {
      id: shopOption?.id ?? randomUUID(),
      isNew: !shopOption,
      position: n,
      nameEn: nameEnN || nameArN || shopOption?.nameEn || '',
      nameAr: nameArN || nameEnN || shopOption?.nameAr || '',
      rename: false,
      values: new Map(),
    };
    if (shopOption) {
      if (!nameEnN && !nameArN) {
        option.nameEn = shopOption.nameEn;
        option.nameAr = shopOption.nameAr;
      }
      option.rename = option.nameEn !== shopOption.nameEn || option.nameAr !== shopOption.nameAr;
      for (const v of shopOption.values) {
        option.values.set(v.valueEn.toLowerCase(), {
          id: v.id,
          isNew: false,
          valueEn: v.valueEn,
          valueAr: v.valueAr,
          position: v.position,
          changed: false,
        });
      }
    }
    let position = Math.max(-1, ...[...option.values.values()].map((v) => v.position)) + 1;
    const seenAr = new Map<string, { ar: string; row: number }>();
    for (const r of group) {
      const cell = r.options[n - 1];
      if (!hasValue(cell)) continue;
      const key = valueKey(cell);
      const valueEn = cell.valueEn || cell.valueAr;
      const valueAr = cell.valueAr || cell.valueEn;
      const seen = seenAr.get(key);
      if (seen && cell.valueAr && seen.ar !== cell.valueAr) {
        r.problems.push(
          problem(`option${n}_value_ar`, 'import.row.differsFromRow', {
            column: `option${n}_value_ar`,
            other: seen.row,
          }),
        );
        continue;
      }
      if (!seen) seenAr.set(key, { ar: valueAr, row: r.row });
      const known = option.values.get(key);
      if (!known) {
        option.values.set(key, {
          id: randomUUID(),
          isNew: true,
          valueEn,
          valueAr,
          position: position++,
          changed: false,
        });
      } else if (!known.isNew && cell.valueAr && known.valueAr !== cell.valueAr) {
        known.valueAr = cell.valueAr;
        known.changed = true;
      }
    }
    if (
      option.isNew ||
      option.rename ||
      [...option.values.values()].some((v) => v.isNew || v.changed)
    )
      changed = true;
    options.push(option);
  }

  // Images: the product's list (added when missing), and each variant's own.
  const images: ImagePlan[] = [];
  const imageIdOf = new Map<string, string>(existing?.images.map((i) => [i.url, i.id]) ?? []);
  let imagePosition = Math.max(-1, ...(existing?.images.map((i) => i.position) ?? [])) + 1;
  const ensureImage = (source: ShopImage): string => {
    const known = imageIdOf.get(source.url);
    if (known) return known;
    const image = { id: randomUUID(), isNew: true, source, position: imagePosition++ };
    images.push(image);
    imageIdOf.set(source.url, image.id);
    changed = true;
    return image.id;
  };
  for (const value of imageList ?? []) {
    const source = ctx.resolveImage(value, 'images', group.find((r) => r.images.length) ?? first);
    if (source) ensureImage(source);
  }

  // The sale units: each row a variant, or the product's own row.
  const shopVariants = new Map(existing?.variants.map((v) => [v.sku.toLowerCase(), v]) ?? []);
  const combinationOfShop = (valueIds: (string | null)[]) =>
    valueIds
      .slice(0, count)
      .map((valueId, i) => {
        const option = options[i];
        for (const [key, v] of option?.values ?? []) if (v.id === valueId) return key;
        return '';
      })
      .join('\u0001');
  // Combinations that stay in the shop: variants the file does not name.
  const skusInFile = new Set(group.map((r) => r.sku.toLowerCase()).filter(Boolean));
  const kept = new Map<string, string>();
  for (const v of existing?.variants ?? []) {
    if (!skusInFile.has(v.sku.toLowerCase())) kept.set(combinationOfShop(v.valueIds), v.sku);
  }
  const combinations = new Map<string, number>();
  let variantPosition = Math.max(-1, ...(existing?.variants.map((v) => v.position) ?? [])) + 1;
  const units: UnitPlan[] = [];
  for (const r of group) {
    if (r.price === null && !r.problems.some((p) => p.column === 'price'))
      r.problems.push(problem('price', 'import.row.priceMissing'));
    if (r.price !== null && r.compareAt !== null && r.compareAt <= r.price)
      r.problems.push(problem('compare_at_price', 'import.row.compareAtAbovePrice'));
    const combination = hasOptions ? combinationOf(r, count) : '';
    const other = combinations.get(combination);
    if (other !== undefined)
      r.problems.push(
        problem(hasOptions ? 'option1_value_en' : null, 'import.row.duplicateCombination', {
          other,
        }),
      );
    else combinations.set(combination, r.row);
    const takenBy = hasOptions ? kept.get(combination) : undefined;
    if (takenBy)
      r.problems.push(problem('option1_value_en', 'import.row.combinationTaken', { sku: takenBy }));

    if (hasOptions) {
      if (!r.sku && !r.problems.some((p) => p.column === 'sku'))
        r.problems.push(problem('sku', 'import.row.skuRequired'));
      const shopVariant = r.sku ? shopVariants.get(r.sku.toLowerCase()) : undefined;
      const valueIds = POSITIONS.map((n) =>
        n <= count ? (options[n - 1]?.values.get(valueKey(r.options[n - 1]))?.id ?? null) : null,
      );
      const image = r.variantImage ? ctx.resolveImage(r.variantImage, 'variant_image', r) : null;
      const unit: UnitPlan = {
        row: r.row,
        variantId: shopVariant?.id ?? randomUUID(),
        isNew: !shopVariant,
        sku: r.sku,
        valueIds,
        pricePiastres: r.price ?? 0,
        compareAtPricePiastres: r.compareAt,
        stock: r.stock,
        stockChanged: shopVariant ? shopVariant.stockQuantity !== r.stock : r.stock !== null,
        weightGrams: r.weight,
        isActive: r.variantActive ?? shopVariant?.isActive ?? true,
        imageId: image ? ensureImage(image) : (shopVariant?.imageId ?? null),
        position: shopVariant?.position ?? variantPosition++,
        changed: false,
      };
      unit.changed =
        !!shopVariant &&
        (shopVariant.sku !== unit.sku ||
          shopVariant.valueIds.some((v, i) => v !== unit.valueIds[i]) ||
          shopVariant.pricePiastres !== unit.pricePiastres ||
          shopVariant.compareAtPricePiastres !== unit.compareAtPricePiastres ||
          unit.stockChanged ||
          shopVariant.weightGrams !== unit.weightGrams ||
          shopVariant.isActive !== unit.isActive ||
          shopVariant.imageId !== unit.imageId);
      units.push(unit);
    } else {
      const row = existing?.row;
      const unit: UnitPlan = {
        row: r.row,
        variantId: null,
        isNew: !existing,
        sku: r.sku,
        valueIds: [null, null, null],
        pricePiastres: r.price ?? 0,
        compareAtPricePiastres: r.compareAt,
        stock: r.stock,
        stockChanged: row ? row.stockQuantity !== r.stock : r.stock !== null,
        weightGrams: r.weight,
        isActive: values.isActive,
        imageId: null,
        position: 0,
        changed: false,
      };
      unit.changed =
        !!row &&
        ((row.sku ?? '') !== unit.sku ||
          row.pricePiastres !== unit.pricePiastres ||
          row.compareAtPricePiastres !== unit.compareAtPricePiastres ||
          unit.stockChanged ||
          row.weightGrams !== unit.weightGrams);
      units.push(unit);
    }
  }

  return {
    id,
    isNew: !existing,
    firstRow: first.row,
    values,
    changed,
    gainsVariants: !!existing && hasOptions && !existing.row.hasVariants,
    hasOptions,
    options,
    images,
    units,
  };
}
