import { randomUUID } from 'node:crypto';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminColor, colorInputSchema } from '../../../shared/schemas/catalog-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { processProductImage, sniffImageType } from '../../lib/images';
import { assertCompleteOrder } from '../../lib/reorder';
import type { Storage } from '../../lib/storage';
import { recordAudit } from '../audit';
import { unusedKeys } from './admin-products';
import { productColors, productImages, products } from './tables';

type ColorInput = z.output<typeof colorInputSchema>;

/** What the audit log keeps of a color; the product makes a deleted color findable. */
const colorFields = (c: typeof productColors.$inferSelect) => ({
  productId: c.productId,
  name: c.name,
  nameAr: c.nameAr,
  colorCode: c.colorCode,
  isActive: c.isActive,
});

/** Images and colors of one product (the admin product form). */
export function createProductMedia(db: Db, storage: Storage) {
  async function assertProduct(productId: string) {
    const [found] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!found) throw AppError.notFound('errors.productNotFound');
  }

  const listImages = (productId: string) =>
    db
      .select({
        id: productImages.id,
        url: productImages.url,
        thumbUrl: productImages.thumbUrl,
        width: productImages.width,
        height: productImages.height,
        position: productImages.position,
      })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.createdAt));

  const listColors = (productId: string): Promise<AdminColor[]> =>
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
      .where(eq(productColors.productId, productId))
      .orderBy(asc(productColors.position), asc(productColors.createdAt));

  /** Saves the new order given as the complete list of ids; anything else is a stale list. */
  async function reorder(
    table: typeof productImages | typeof productColors,
    productId: string,
    ids: string[],
    actorId: string,
  ) {
    const current = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.productId, productId))
      .orderBy(asc(table.position), asc(table.createdAt));
    assertCompleteOrder(
      ids,
      current.map((row) => row.id),
    );
    await db.transaction(async (tx) => {
      for (const [position, id] of ids.entries()) {
        await tx
          .update(table)
          .set({ position })
          .where(and(eq(table.id, id), eq(table.productId, productId)));
      }
      await recordAudit(tx, {
        actorId,
        action: table === productImages ? 'product.images_reordered' : 'product.colors_reordered',
        entityType: 'product',
        entityId: productId,
        before: { order: current.map((row) => row.id) },
        after: { order: ids },
      });
    });
  }

  return {
    listImages,

    /** Checks every file first (real type from bytes), then stores re-encoded WebPs. */
    async addImages(productId: string, files: Buffer[], actorId: string) {
      await assertProduct(productId);
      if (files.length === 0) throw new AppError('BAD_REQUEST', 400, 'errors.noFiles');
      if (files.some((bytes) => !sniffImageType(bytes))) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.imageType');
      }
      const processed = [];
      for (const bytes of files) {
        try {
          processed.push(await processProductImage(bytes));
        } catch (cause) {
          throw new AppError('BAD_REQUEST', 400, 'errors.imageInvalid', { cause });
        }
      }
      const [{ last }] = await db
        .select({ last: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      let position = (last ?? -1) + 1;
      const rows: (typeof productImages.$inferInsert)[] = [];
      for (const image of processed) {
        const name = randomUUID();
        const largeKey = `products/${productId}/${name}.webp`;
        const thumbKey = `products/${productId}/${name}-400.webp`;
        const url = await storage.put(largeKey, image.large.bytes);
        const thumbUrl = await storage.put(thumbKey, image.thumb.bytes);
        rows.push({
          productId,
          url,
          thumbUrl,
          storageKeys: [largeKey, thumbKey],
          width: image.large.width,
          height: image.large.height,
          position: position++,
        });
      }
      // The files are stored first; the rows and their audit entry then land together.
      await db.transaction(async (tx) => {
        await tx.insert(productImages).values(rows);
        await tx.update(products).set({ updatedAt: sql`now()` }).where(eq(products.id, productId));
        await recordAudit(tx, {
          actorId,
          action: 'product.images_added',
          entityType: 'product',
          entityId: productId,
          after: { images: rows.map((row) => row.url) },
        });
      });
      return listImages(productId);
    },

    async deleteImage(productId: string, imageId: string, actorId: string) {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(productImages)
          .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
          .returning();
        if (!row) throw AppError.notFound();
        await recordAudit(tx, {
          actorId,
          action: 'product.image_deleted',
          entityType: 'product',
          entityId: productId,
          before: { image: row.url },
        });
        return row;
      });
      for (const key of await unusedKeys(db, [removed])) await storage.delete(key);
      return listImages(productId);
    },

    async reorderImages(productId: string, ids: string[], actorId: string) {
      await reorder(productImages, productId, ids, actorId);
      return listImages(productId);
    },

    listColors,

    async addColor(productId: string, input: ColorInput, actorId: string): Promise<AdminColor> {
      await assertProduct(productId);
      const [{ last }] = await db
        .select({ last: max(productColors.position) })
        .from(productColors)
        .where(eq(productColors.productId, productId));
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(productColors)
          .values({
            ...input,
            colorCode: input.colorCode.toLowerCase(),
            productId,
            position: (last ?? -1) + 1,
          })
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'color.created',
          entityType: 'color',
          entityId: created.id,
          after: colorFields(created),
        });
        return created;
      });
      return {
        id: row.id,
        name: row.name,
        nameAr: row.nameAr,
        colorCode: row.colorCode,
        isActive: row.isActive,
        position: row.position,
      };
    },

    async updateColor(
      productId: string,
      colorId: string,
      input: ColorInput,
      actorId: string,
    ): Promise<AdminColor> {
      const row = await db.transaction(async (tx) => {
        const ofProduct = and(
          eq(productColors.id, colorId),
          eq(productColors.productId, productId),
        );
        const [old] = await tx.select().from(productColors).where(ofProduct).for('update');
        if (!old) throw AppError.notFound();
        const [updated] = await tx
          .update(productColors)
          .set({ ...input, colorCode: input.colorCode.toLowerCase() })
          .where(ofProduct)
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'color.updated',
          entityType: 'color',
          entityId: colorId,
          before: colorFields(old),
          after: colorFields(updated),
        });
        return updated;
      });
      return {
        id: row.id,
        name: row.name,
        nameAr: row.nameAr,
        colorCode: row.colorCode,
        isActive: row.isActive,
        position: row.position,
      };
    },

    async deleteColor(productId: string, colorId: string, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(productColors)
          .where(and(eq(productColors.id, colorId), eq(productColors.productId, productId)))
          .returning();
        if (!removed) throw AppError.notFound();
        await recordAudit(tx, {
          actorId,
          action: 'color.deleted',
          entityType: 'color',
          entityId: colorId,
          before: colorFields(removed),
        });
      });
    },

    async reorderColors(productId: string, ids: string[], actorId: string) {
      await reorder(productColors, productId, ids, actorId);
      return listColors(productId);
    },
  };
}
