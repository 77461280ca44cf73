import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { setStock } from '../stock';
import {
  productImages,
  productOptions,
  productOptionValues,
  products,
  productVariants,
  stockMovements,
} from '../tables';
import type { ProductPlan, UnitPlan } from './plan';

const BATCH = 500;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/**
 * What the variant trigger of migration 0014 keeps in a product sold as variants, computed here
 * for a new product so its row is born right and the trigger finds nothing to change (each
 * change of a product row also rewrites its search indexes: the expensive part of an import).
 */
function variantSummary(units: UnitPlan[]) {
  const active = units.filter((u) => u.isActive);
  // The lowest price first (compared, not subtracted: prices are pricing's to compute).
  const cheapest = [...active].sort((a, b) =>
    a.pricePiastres === b.pricePiastres
      ? a.position - b.position
      : a.pricePiastres < b.pricePiastres
        ? -1
        : 1,
  )[0];
  return {
    hasVariants: true,
    pricePiastres: cheapest?.pricePiastres ?? Math.min(...units.map((u) => u.pricePiastres)),
    compareAtPricePiastres: cheapest ? cheapest.compareAtPricePiastres : null,
    stockQuantity: null,
    inStock: active.some((u) => u.stock === null || u.stock > 0),
  };
}

/** `update <table> t set … from (values …) x where t.id = x.id`: one statement per batch. */
async function updateRows(
  tx: Tx,
  table: SQL,
  columns: [name: string, type: string][],
  rows: unknown[][],
  extra = sql``,
): Promise<void> {
  await inBatches(rows, (batch) => {
    const values = sql.join(
      batch.map(
        (row) =>
          sql`(${sql.join(
            row.map((value, i) => sql`${value}::${sql.raw(columns[i][1])}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const names = columns.map(([name]) => name);
    const set = names
      .slice(1)
      .map((name) => `${name} = x.${name}`)
      .join(', ');
    return tx.execute(
      sql`update ${table} t set ${sql.raw(set)}${extra} from (values ${values}) as x(${sql.raw(names.join(', '))}) where t.id = x.id`,
    );
  });
}

/**
 * Writes a checked plan in the caller's transaction, a batch of rows per statement. A new
 * row's first stock figure is written with it and recorded in the stock history beside it (the
 * movement setStock would record); a changed figure of an existing row goes through setStock.
 * Nothing is deleted: products, variants, options and images the file leaves out stay.
 */
export async function applyPlan(tx: Tx, plans: ProductPlan[], actorId: string): Promise<void> {
  const movements: (typeof stockMovements.$inferInsert)[] = [];
  const firstStock = (productId: string, variantId: string | null, stock: number | null) => {
    if (stock !== null)
      movements.push({
        productId,
        variantId,
        delta: stock,
        stockAfter: stock,
        reason: 'import',
        actorId,
      });
  };

  await inBatches(
    plans.filter((p) => p.isNew),
    (batch) =>
      tx.insert(products).values(
        batch.map((p) => {
          const own = p.hasOptions ? undefined : p.units[0];
          if (own) firstStock(p.id, null, own.stock);
          return {
            id: p.id,
            ...p.values,
            ...(own
              ? {
                  pricePiastres: own.pricePiastres,
                  compareAtPricePiastres: own.compareAtPricePiastres,
                  sku: own.sku || null,
                  weightGrams: own.weightGrams,
                  stockQuantity: own.stock,
                  inStock: true,
                }
              : variantSummary(p.units)),
          };
        }),
      ),
  );

  const changedProducts = plans.filter(
    (p) => !p.isNew && (p.changed || p.gainsVariants || (!p.hasOptions && p.units[0].changed)),
  );
  await updateRows(
    tx,
    sql`products`,
    [
      ['id', 'uuid'],
      ['name_en', 'text'],
      ['name_ar', 'text'],
      ['description_en', 'text'],
      ['description_ar', 'text'],
      ['category_id', 'uuid'],
      ['is_active', 'boolean'],
      ['is_featured', 'boolean'],
    ],
    changedProducts.map((p) => [
      p.id,
      p.values.nameEn,
      p.values.nameAr,
      p.values.descriptionEn,
      p.values.descriptionAr,
      p.values.categoryId,
      p.values.isActive,
      p.values.isFeatured,
    ]),
    sql`, updated_at = now()`,
  );
  // A product's own sale fields (no variants); one gaining variants gives its SKU to them.
  await updateRows(
    tx,
    sql`products`,
    [
      ['id', 'uuid'],
      ['sku', 'text'],
      ['price_piastres', 'int'],
      ['compare_at_price_piastres', 'int'],
      ['weight_grams', 'int'],
    ],
    changedProducts
      .filter((p) => !p.hasOptions || p.gainsVariants)
      .map((p) => {
        const own = p.units[0];
        return p.gainsVariants
          ? [p.id, null, p.units[0].pricePiastres, null, null]
          : [p.id, own.sku || null, own.pricePiastres, own.compareAtPricePiastres, own.weightGrams];
      }),
  );

  const options = plans.flatMap((p) => p.options.map((o) => ({ ...o, productId: p.id })));
  await inBatches(
    options.filter((o) => o.isNew),
    (batch) =>
      tx.insert(productOptions).values(
        batch.map((o) => ({
          id: o.id,
          productId: o.productId,
          position: o.position,
          nameEn: o.nameEn,
          nameAr: o.nameAr,
        })),
      ),
  );
  await updateRows(
    tx,
    sql`product_options`,
    [
      ['id', 'uuid'],
      ['name_en', 'text'],
      ['name_ar', 'text'],
    ],
    options.filter((o) => !o.isNew && o.rename).map((o) => [o.id, o.nameEn, o.nameAr]),
  );
  const values = options.flatMap((o) =>
    [...o.values.values()].map((v) => ({ ...v, optionId: o.id })),
  );
  await inBatches(
    values.filter((v) => v.isNew),
    (batch) =>
      tx.insert(productOptionValues).values(
        batch.map((v) => ({
          id: v.id,
          optionId: v.optionId,
          valueEn: v.valueEn,
          valueAr: v.valueAr,
          position: v.position,
        })),
      ),
  );
  await updateRows(
    tx,
    sql`product_option_values`,
    [
      ['id', 'uuid'],
      ['value_ar', 'text'],
    ],
    values.filter((v) => v.changed).map((v) => [v.id, v.valueAr]),
  );

  // The shop's image files are shared with the copy: a file goes when no image uses it any more.
  await inBatches(
    plans.flatMap((p) => p.images.map((i) => ({ ...i, productId: p.id }))),
    (batch) =>
      tx.insert(productImages).values(
        batch.map((i) => ({
          id: i.id,
          productId: i.productId,
          url: i.source.url,
          thumbUrl: i.source.thumbUrl,
          storageKeys: i.source.storageKeys,
          altEn: i.source.altEn,
          altAr: i.source.altAr,
          width: i.source.width,
          height: i.source.height,
          position: i.position,
        })),
      ),
  );

  const variants = plans
    .filter((p) => p.hasOptions)
    .flatMap((p) => p.units.map((u) => ({ ...u, productId: p.id })));
  await inBatches(
    variants.filter((u) => u.isNew),
    (batch) =>
      tx.insert(productVariants).values(
        batch.map((u) => {
          firstStock(u.productId, u.variantId, u.stock);
          return {
            id: u.variantId!,
            productId: u.productId,
            sku: u.sku,
            option1ValueId: u.valueIds[0],
            option2ValueId: u.valueIds[1],
            option3ValueId: u.valueIds[2],
            pricePiastres: u.pricePiastres,
            compareAtPricePiastres: u.compareAtPricePiastres,
            stockQuantity: u.stock,
            weightGrams: u.weightGrams,
            imageId: u.imageId,
            isActive: u.isActive,
            position: u.position,
          };
        }),
      ),
  );
  await updateRows(
    tx,
    sql`product_variants`,
    [
      ['id', 'uuid'],
      ['sku', 'text'],
      ['option1_value_id', 'uuid'],
      ['option2_value_id', 'uuid'],
      ['option3_value_id', 'uuid'],
      ['price_piastres', 'int'],
      ['compare_at_price_piastres', 'int'],
      ['weight_grams', 'int'],
      ['image_id', 'uuid'],
      ['is_active', 'boolean'],
    ],
    variants
      .filter((u) => !u.isNew && u.changed)
      .map((u) => [
        u.variantId,
        u.sku,
        ...u.valueIds,
        u.pricePiastres,
        u.compareAtPricePiastres,
        u.weightGrams,
        u.imageId,
        u.isActive,
      ]),
    sql`, updated_at = now()`,
  );

  await inBatches(movements, (batch) => tx.insert(stockMovements).values(batch));
  // Stock last, so the history's "before" is what the shop had.
  const cause = { reason: 'import' as const, actorId };
  for (const p of plans) {
    if (p.isNew) continue;
    for (const u of p.units) {
      if (u.isNew || !u.stockChanged) continue;
      const key = { productId: p.id, variantId: p.hasOptions ? u.variantId : null };
      await setStock(tx, key, u.stock, cause);
    }
  }
}
