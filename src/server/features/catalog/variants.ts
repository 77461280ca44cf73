import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { toEgp, toPiastres } from '../../../shared/money';
import type { ProductOption, ProductVariant } from '../../../shared/schemas/catalog';
import {
  type AdminProductVariants,
  optionKey,
  type ProductVariantsData,
} from '../../../shared/schemas/catalog-variants';
import type { Db, Tx } from '../../db/client';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { recordAudit } from '../audit';
import type { TellStock } from './product-hints';
import { setStock } from './stock';
import {
  productImages,
  productOptions,
  productOptionValues,
  products,
  productVariants,
} from './tables';

/**
 * A product's options and variants (issue 22, decision 051): read for the product page and the
 * admin editor, saved as a whole set by the admin. The product's summary (lowest price, in
 * stock) follows from the variants by trigger (migration 0014).
 */

const valueIdsOf = (v: typeof productVariants.$inferSelect) =>
  [v.option1ValueId, v.option2ValueId, v.option3ValueId].filter((id): id is string => id !== null);

async function readOptions(db: Db | Tx, productId: string) {
  const rows = await db
    .select({
      id: productOptions.id,
      nameEn: productOptions.nameEn,
      nameAr: productOptions.nameAr,
      valueId: productOptionValues.id,
      valueEn: productOptionValues.valueEn,
      valueAr: productOptionValues.valueAr,
      colorCode: productOptionValues.colorCode,
    })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  const options: ProductOption[] = [];
  for (const row of rows) {
    let option = options.at(-1);
    if (option?.id !== row.id) {
      option = { id: row.id, nameEn: row.nameEn, nameAr: row.nameAr, values: [] };
      options.push(option);
    }
    option.values.push({
      id: row.valueId,
      valueEn: row.valueEn,
      valueAr: row.valueAr,
      colorCode: row.colorCode,
    });
  }
  return options;
}

const readVariantRows = (db: Db | Tx, productId: string, activeOnly: boolean) =>
  db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        activeOnly ? eq(productVariants.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));

/** The product page's options and active variants, prices in EGP with the sale saving. */
export async function readVariants(
  db: Db,
  productId: string,
  /** Pricing's saving of a sale (services.ts hands it in; pricing sits above the catalog). */
  saleSaving: (pricePiastres: number, compareAtPricePiastres: number | null) => number | null,
  /** What the answer tells of each variant's stock (product-hints.ts, decision 060). */
  tellStock: TellStock = (stock) => ({ stockQuantity: stock, lowStockLeft: null }),
): Promise<{ options: ProductOption[]; variants: ProductVariant[] }> {
  const [options, rows] = await Promise.all([
    readOptions(db, productId),
    readVariantRows(db, productId, true),
  ]);
  const variants = rows.map((v): ProductVariant => {
    const saving = saleSaving(v.pricePiastres, v.compareAtPricePiastres);
    return {
      id: v.id,
      sku: v.sku,
      optionValueIds: valueIdsOf(v),
      price: toEgp(v.pricePiastres),
      compareAtPrice:
        saving === null || v.compareAtPricePiastres === null
          ? null
          : toEgp(v.compareAtPricePiastres),
      saving: saving === null ? null : toEgp(saving),
      inStock: v.stockQuantity === null || v.stockQuantity > 0,
      ...tellStock(v.stockQuantity, v.stockQuantity === null || v.stockQuantity > 0),
      imageId: v.imageId,
    };
  });
  return { options, variants };
}

/** The admin editor's view: every option and variant, values named by their English text. */
export async function readAdminVariants(
  db: Db | Tx,
  productId: string,
): Promise<AdminProductVariants> {
  const [options, rows] = await Promise.all([
    readOptions(db, productId),
    readVariantRows(db, productId, false),
  ]);
  const valueText = new Map(options.flatMap((o) => o.values.map((v) => [v.id, v.valueEn])));
  return {
    options,
    variants: rows.map((v) => ({
      id: v.id,
      sku: v.sku,
      values: valueIdsOf(v).map((id) => valueText.get(id) ?? ''),
      price: toEgp(v.pricePiastres),
      compareAtPrice: v.compareAtPricePiastres === null ? null : toEgp(v.compareAtPricePiastres),
      stockQuantity: v.stockQuantity,
      weightGrams: v.weightGrams,
      isActive: v.isActive,
      imageId: v.imageId,
      lowStockThreshold: v.lowStockThreshold,
    })),
  };
}

const fieldError = (field: string, key: FieldMessage) =>
  new AppError('VALIDATION', 400, 'errors.validation', { errors: [{ field, messages: [key] }] });

/** SKUs of the input already used by another product or another product's variant. */
async function skusTakenElsewhere(tx: Tx, productId: string, skus: string[]) {
  if (skus.length === 0) return new Set<string>();
  const keys = skus.map(optionKey);
  const rows = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        ne(productVariants.productId, productId),
        inArray(sql`lower(${productVariants.sku})`, keys),
      ),
    )
    .union(
      tx
        .select({ sku: sql<string>`${products.sku}` })
        .from(products)
        .where(
          and(
            ne(products.id, productId),
            sql`${products.deletedAt} is null`,
            inArray(sql`lower(${products.sku})`, keys),
          ),
        ),
    );
  return new Set(rows.map((row) => optionKey(row.sku)));
}

/**
 * Saves the product's whole set of options and variants in one transaction: options by place,
 * values by their English text (a value no longer listed goes, and the variants that used it),
 * variants by id (new ones inserted, missing ones deleted — past orders keep their copy of the
 * line). Stock changes go through the stock door (history, alerts). No options and no variants:
 * the product is sold as itself again.
 */
export async function saveVariants(
  db: Db,
  productId: string,
  input: ProductVariantsData,
  actorId: string,
): Promise<AdminProductVariants> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), sql`${products.deletedAt} is null`))
      .for('update');
    if (!product) throw AppError.notFound('errors.productNotFound');
    const before = await readAdminVariants(tx, productId);

    const taken = await skusTakenElsewhere(
      tx,
      productId,
      input.variants.map((v) => v.sku),
    );
    const takenAt = input.variants.findIndex((v) => taken.has(optionKey(v.sku)));
    if (takenAt >= 0) throw fieldError(`variants.${takenAt}.sku`, 'validation.skuTaken');
    const images = new Set(
      (
        await tx
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.productId, productId))
      ).map((row) => row.id),
    );
    const badImage = input.variants.findIndex((v) => v.imageId !== null && !images.has(v.imageId));
    if (badImage >= 0) throw fieldError(`variants.${badImage}.imageId`, 'errors.notFound');
    const known = new Set(before.variants.map((v) => v.id));
    const unknown = input.variants.findIndex((v) => v.id !== undefined && !known.has(v.id));
    if (unknown >= 0) throw fieldError(`variants.${unknown}.id`, 'errors.notFound');

    // Options by place; values by text (ids kept, so variants keep pointing at them). Nothing
    // is deleted before the variants are saved: a value or option that goes takes its variants
    // with it (ON DELETE CASCADE), and the kept ones must have moved off it first.
    const valueIds: Map<string, string>[] = [];
    const optionIds: string[] = [];
    for (const [index, option] of input.options.entries()) {
      const position = index + 1;
      const [row] = await tx
        .insert(productOptions)
        .values({ productId, position, nameEn: option.nameEn, nameAr: option.nameAr })
        .onConflictDoUpdate({
          target: [productOptions.productId, productOptions.position],
          set: { nameEn: option.nameEn, nameAr: option.nameAr },
        })
        .returning({ id: productOptions.id });
      optionIds.push(row.id);
      const existing = await tx
        .select({ id: productOptionValues.id, valueEn: productOptionValues.valueEn })
        .from(productOptionValues)
        .where(eq(productOptionValues.optionId, row.id));
      const byKey = new Map(existing.map((v) => [optionKey(v.valueEn), v.id]));
      const ids = new Map<string, string>();
      for (const [place, value] of option.values.entries()) {
        const key = optionKey(value.valueEn);
        const fields = { ...value, position: place };
        const id = byKey.get(key);
        if (id) {
          await tx.update(productOptionValues).set(fields).where(eq(productOptionValues.id, id));
          ids.set(key, id);
        } else {
          const [made] = await tx
            .insert(productOptionValues)
            .values({ optionId: row.id, ...fields })
            .returning({ id: productOptionValues.id });
          ids.set(key, made.id);
        }
      }
      valueIds.push(ids);
    }

    // Variants no longer listed go; the rest are updated or made.
    const keep = input.variants.flatMap((v) => (v.id ? [v.id] : []));
    await tx
      .delete(productVariants)
      .where(
        and(
          eq(productVariants.productId, productId),
          keep.length > 0 ? notInArray(productVariants.id, keep) : undefined,
        ),
      );
    // A SKU moving between two variants of this product must not collide mid-way.
    if (keep.length > 0) {
      await tx
        .update(productVariants)
        .set({ sku: sql`${productVariants.id}::text` })
        .where(inArray(productVariants.id, keep));
    }
    const stockBefore = new Map(before.variants.map((v) => [v.id, v.stockQuantity]));
    for (const [position, variant] of input.variants.entries()) {
      const [o1, o2, o3] = variant.values.map((value, o) => valueIds[o].get(optionKey(value))!);
      const fields = {
        sku: variant.sku,
        option1ValueId: o1 ?? null,
        option2ValueId: o2 ?? null,
        option3ValueId: o3 ?? null,
        pricePiastres: toPiastres(variant.price),
        compareAtPricePiastres:
          variant.compareAtPrice === null ? null : toPiastres(variant.compareAtPrice),
        weightGrams: variant.weightGrams,
        isActive: variant.isActive,
        imageId: variant.imageId,
        lowStockThreshold: variant.lowStockThreshold,
        position,
        updatedAt: new Date(),
      };
      let id = variant.id;
      if (id) {
        await tx.update(productVariants).set(fields).where(eq(productVariants.id, id));
      } else {
        const [made] = await tx
          .insert(productVariants)
          .values({ productId, ...fields, stockQuantity: null })
          .returning({ id: productVariants.id });
        id = made.id;
      }
      const was = variant.id ? stockBefore.get(variant.id) : null;
      if (!variant.id || was !== variant.stockQuantity) {
        await setStock(tx, { productId, variantId: id }, variant.stockQuantity, {
          reason: 'manual',
          actorId,
        });
      }
    }

    // Now what is no longer listed: values, then options beyond the new count.
    for (const [index, optionId] of optionIds.entries()) {
      await tx
        .delete(productOptionValues)
        .where(
          and(
            eq(productOptionValues.optionId, optionId),
            notInArray(productOptionValues.id, [...valueIds[index].values()]),
          ),
        );
    }
    await tx
      .delete(productOptions)
      .where(
        and(
          eq(productOptions.productId, productId),
          sql`${productOptions.position} > ${input.options.length}`,
        ),
      );

    const after = await readAdminVariants(tx, productId);
    await recordAudit(tx, {
      actorId,
      action: 'product.variants_updated',
      entityType: 'product',
      entityId: productId,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** What the audit log keeps: options with values, variants by SKU (prices in EGP). */
const auditView = (data: AdminProductVariants) => ({
  options: data.options.map((o) => `${o.nameEn}: ${o.values.map((v) => v.valueEn).join(', ')}`),
  variants: data.variants.map(
    (v) =>
      `${v.sku} ${v.values.join(' / ')} ${v.price} ${v.stockQuantity ?? '∞'}${v.isActive ? '' : ' (off)'}`,
  ),
});
