import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toEgp, toPiastres } from '../../../shared/money';
import type {
  AdminProduct,
  adminProductQuerySchema,
  productInputSchema,
} from '../../../shared/schemas/catalog-admin';
import type { ListOf } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dbRefusal } from '../../lib/db-errors';
import { pageOf, pageOffset } from '../../lib/paging';
import { escapeLike } from '../../lib/sql-like';
import { recordAudit } from '../audit';
import { setStock } from './stock';
import { categories, productColors, productImages, products } from './tables';

type Query = z.output<typeof adminProductQuerySchema>;
type Input = z.output<typeof productInputSchema>;

/** The CHECK of catalog/tables.ts that keeps a compare-at price above the price. */
const COMPARE_AT_CHECK = 'products_compare_at_above_price';

const toValues = (input: Input) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  descriptionEn: input.descriptionEn,
  descriptionAr: input.descriptionAr,
  pricePiastres: toPiastres(input.price),
  // Left out (undefined): the stored one stays on update; drizzle skips undefined values.
  compareAtPricePiastres:
    input.compareAtPrice == null ? input.compareAtPrice : toPiastres(input.compareAtPrice),
  categoryId: input.categoryId,
  inStock: input.inStock,
  stockQuantity: input.stockQuantity,
  isActive: input.isActive,
  isFeatured: input.isFeatured,
  videoUrl: input.videoUrl,
  properties: input.properties,
});

const egpOrNull = (piastres: number | null) => (piastres === null ? null : toEgp(piastres));

/** A compare-at price not above the price: one field error, whichever check finds it. */
const compareAtNotAbovePrice = () =>
  AppError.validation([{ field: 'compareAtPrice', messages: ['validation.compareAtAbovePrice'] }]);

/** The database refused a compare-at price at or below the price (a race past the checks). */
function isCompareAtViolation(error: unknown): boolean {
  const refusal = dbRefusal(error);
  if (refusal?.code === '23514' && refusal.constraint === COMPARE_AT_CHECK) return true;
  return String(error).includes(COMPARE_AT_CHECK);
}

/** What the audit log keeps of a product: the fields an admin edits, the price in EGP. */
const auditFields = (p: typeof products.$inferSelect) => ({
  nameEn: p.nameEn,
  nameAr: p.nameAr,
  descriptionEn: p.descriptionEn,
  descriptionAr: p.descriptionAr,
  price: toEgp(p.pricePiastres),
  compareAtPrice: egpOrNull(p.compareAtPricePiastres),
  categoryId: p.categoryId,
  inStock: p.inStock,
  stockQuantity: p.stockQuantity,
  isActive: p.isActive,
  isFeatured: p.isFeatured,
  videoUrl: p.videoUrl,
  properties: p.properties,
});

/** Runs a write, answering the CHECK's refusal with the same field error as the checks before it. */
export async function guardCompareAt<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isCompareAtViolation(error)) throw compareAtNotAbovePrice();
    throw error;
  }
}

/** How many orders hold each product: orders, which sit above the catalog, answer it. */
export type OrderCounts = (productIds: string[]) => Promise<Map<string, number>>;

/** Admin side of products: every product, active or not, with its images, colors and usage. */
export function createAdminProducts(db: Db, orderCounts: OrderCounts) {
  async function assertCategory(categoryId: string) {
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!found) {
      throw AppError.validation([
        { field: 'categoryId', messages: ['validation.categoryRequired'] },
      ]);
    }
  }

  async function load(ids: string[]): Promise<AdminProduct[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ product: products, category: categories })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${products.id} in ${ids}`);
    const [images, colors, usage] = await Promise.all([
      db
        .select()
        .from(productImages)
        .where(sql`${productImages.productId} in ${ids}`)
        .orderBy(asc(productImages.position)),
      db
        .select()
        .from(productColors)
        .where(sql`${productColors.productId} in ${ids}`)
        .orderBy(asc(productColors.position)),
      orderCounts(ids),
    ]);
    const byId = new Map(
      rows.map(({ product: p, category: c }) => [
        p.id,
        {
          id: p.id,
          nameEn: p.nameEn,
          nameAr: p.nameAr,
          descriptionEn: p.descriptionEn,
          descriptionAr: p.descriptionAr,
          price: toEgp(p.pricePiastres),
          compareAtPrice: egpOrNull(p.compareAtPricePiastres),
          categoryId: c.id,
          category: { id: c.id, slug: c.slug, nameEn: c.nameEn, nameAr: c.nameAr },
          inStock: p.inStock,
          stockQuantity: p.stockQuantity,
          isActive: p.isActive,
          isFeatured: p.isFeatured,
          videoUrl: p.videoUrl,
          properties: p.properties,
          images: images
            .filter((i) => i.productId === p.id)
            .map((i) => ({
              id: i.id,
              url: i.url,
              thumbUrl: i.thumbUrl || i.url,
              width: i.width,
              height: i.height,
              position: i.position,
            })),
          colors: colors
            .filter((c) => c.productId === p.id)
            .map(({ id, name, nameAr, colorCode, isActive, position }) => ({
              id,
              name,
              nameAr,
              colorCode,
              isActive,
              position,
            })),
          orderCount: usage.get(p.id) ?? 0,
          createdAt: p.createdAt.toISOString(),
          updatedAt: p.updatedAt.toISOString(),
        } satisfies AdminProduct,
      ]),
    );
    return ids.map((id) => byId.get(id)).filter((p): p is AdminProduct => Boolean(p));
  }

  async function get(id: string): Promise<AdminProduct> {
    const [product] = await load([id]);
    if (!product) throw AppError.notFound('errors.productNotFound');
    return product;
  }

  return {
    get,

    async list(query: Query): Promise<ListOf<AdminProduct>> {
      const filters: SQL[] = [sql`${products.deletedAt} is null`];
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        filters.push(or(ilike(products.nameEn, pattern), ilike(products.nameAr, pattern))!);
      }
      if (query.categoryId) filters.push(eq(products.categoryId, query.categoryId));
      if (query.active !== undefined) filters.push(eq(products.isActive, query.active));
      if (query.featured !== undefined) filters.push(eq(products.isFeatured, query.featured));
      const where = and(...filters);
      const [{ total }] = await db.select({ total: count() }).from(products).where(where);
      const page = await db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(desc(products.updatedAt), asc(products.id))
        .limit(query.pageSize)
        .offset(pageOffset(query));
      return pageOf(await load(page.map((p) => p.id)), total, query);
    },

    async create(input: Input, actorId: string): Promise<AdminProduct> {
      await assertCategory(input.categoryId);
      const id = await guardCompareAt(() =>
        db.transaction(async (tx) => {
          // The opening stock goes through the stock door: it is the first line of its history.
          const [made] = await tx
            .insert(products)
            .values({ ...toValues(input), stockQuantity: null })
            .returning();
          let row = made;
          if (input.stockQuantity !== null) {
            await setStock(tx, { productId: made.id, variantId: null }, input.stockQuantity, {
              reason: 'manual',
              actorId,
            });
            row = { ...made, stockQuantity: input.stockQuantity };
          }
          await recordAudit(tx, {
            actorId,
            action: 'product.created',
            entityType: 'product',
            entityId: row.id,
            after: auditFields(row),
          });
          return row.id;
        }),
      );
      return get(id);
    },

    async update(id: string, input: Input, actorId: string): Promise<AdminProduct> {
      await assertCategory(input.categoryId);
      await guardCompareAt(() =>
        db.transaction(async (tx) => {
          const live = and(eq(products.id, id), sql`${products.deletedAt} is null`);
          const [old] = await tx.select().from(products).where(live).for('update');
          if (!old) throw AppError.notFound('errors.productNotFound');
          // Sold as variants: price, sale price and stock are the variants' summary (decision
          // 051) and are not the form's to change. Stock changes go through the stock door.
          const { stockQuantity: _stock, ...own } = toValues(input);
          const values = old.hasVariants
            ? {
                ...own,
                pricePiastres: old.pricePiastres,
                compareAtPricePiastres: old.compareAtPricePiastres,
                inStock: old.inStock,
              }
            : own;
          if (!old.hasVariants && old.stockQuantity !== input.stockQuantity) {
            await setStock(tx, { productId: id, variantId: null }, input.stockQuantity, {
              reason: 'manual',
              actorId,
            });
          }
          // Left out, the stored compare-at price stays: a new price alone must stay below it.
          const compareAt =
            values.compareAtPricePiastres === undefined
              ? old.compareAtPricePiastres
              : values.compareAtPricePiastres;
          if (compareAt !== null && compareAt <= values.pricePiastres) {
            throw compareAtNotAbovePrice();
          }
          const [row] = await tx
            .update(products)
            .set({ ...values, updatedAt: sql`now()` })
            .where(live)
            .returning();
          await recordAudit(tx, {
            actorId,
            action: 'product.updated',
            entityType: 'product',
            entityId: id,
            before: auditFields(old),
            after: auditFields(row),
          });
        }),
      );
      return get(id);
    },

    /** A copy to edit: inactive until the admin turns it on; images and colors come along. */
    async clone(id: string, actorId: string): Promise<AdminProduct> {
      const source = await get(id);
      const copyId = await db.transaction(async (tx) => {
        const [copy] = await tx
          .insert(products)
          .values({
            ...toValues({ ...source, price: source.price }),
            nameEn: source.nameEn && `${source.nameEn} (copy)`,
            nameAr: source.nameAr && `${source.nameAr} (نسخة)`,
            isActive: false,
            isFeatured: false,
          })
          .returning();
        const newId = copy.id;
        await recordAudit(tx, {
          actorId,
          action: 'product.cloned',
          entityType: 'product',
          entityId: newId,
          after: { ...auditFields(copy), clonedFromId: source.id },
        });
        const images = await tx
          .select()
          .from(productImages)
          .where(eq(productImages.productId, source.id));
        if (images.length > 0) {
          // The copy shares the files; a file is only deleted when no image uses it any more.
          await tx
            .insert(productImages)
            .values(
              images.map(({ id: _, createdAt: __, ...image }) => ({ ...image, productId: newId })),
            );
        }
        const colors = source.colors.map(({ id: _, ...color }) => ({ ...color, productId: newId }));
        if (colors.length > 0) await tx.insert(productColors).values(colors);
        return newId;
      });
      return get(copyId);
    },

    /** Products in orders are deactivated, never deleted, so orders keep their history. */
    async remove(
      id: string,
      actorId: string,
    ): Promise<{ deactivated: boolean; freedKeys: string[] }> {
      const product = await get(id);
      const audit = { actorId, entityType: 'product', entityId: id } as const;
      if (product.orderCount > 0) {
        await db.transaction(async (tx) => {
          await tx
            .update(products)
            .set({ isActive: false, updatedAt: sql`now()` })
            .where(eq(products.id, id));
          await recordAudit(tx, {
            ...audit,
            action: 'product.deactivated',
            before: { isActive: product.isActive },
            after: { isActive: false },
          });
        });
        return { deactivated: true, freedKeys: [] };
      }
      const images = await db.select().from(productImages).where(eq(productImages.productId, id));
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
        if (!row) throw AppError.notFound('errors.productNotFound');
        await recordAudit(tx, { ...audit, action: 'product.deleted', before: auditFields(row) });
      });
      return { deactivated: false, freedKeys: await unusedKeys(db, images) };
    },
  };
}

export type AdminProducts = ReturnType<typeof createAdminProducts>;

/** Storage keys of removed images that no remaining image (a clone's, say) still uses. */
export async function unusedKeys(
  db: Db,
  removed: { url: string; storageKeys: string[] }[],
): Promise<string[]> {
  const keys: string[] = [];
  for (const image of removed) {
    const [stillUsed] = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.url, image.url))
      .limit(1);
    if (!stillUsed) keys.push(...image.storageKeys);
  }
  return keys;
}
