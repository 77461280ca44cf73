import { randomUUID } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCategory, categoryInputSchema } from '../../../shared/schemas/catalog-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { processSingleImage, processTileImage, sniffImageType } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { recordAudit } from '../audit';
import { categories, products } from './tables';

type Input = z.output<typeof categoryInputSchema>;
type Row = typeof categories.$inferSelect;

/** A category's two pictures: the home page tile and the category page's wide banner. */
export type CategoryMediaSlot = 'image' | 'banner';

/** Largest size of a banner (px): it is shown full width. Tiles: TILE (lib/images.ts). */
const BANNER_SIZE = { width: 1920, height: 1920 };

/** A stored picture: its public URL, its phone-sized copy's (tiles only), its files' keys. */
interface StoredMedia {
  url: string;
  thumbUrl: string | null;
  keys: string[];
}

/** The columns of each picture: its public URL and the storage keys of its files. */
const mediaColumns = (slot: CategoryMediaSlot) =>
  slot === 'image'
    ? ({ url: 'imageUrl', keys: 'imageStorageKeys' } as const)
    : ({ url: 'bannerUrl', keys: 'bannerStorageKeys' } as const);

/** Re-encodes an upload for its place: a tile with its 400 px copy, or a banner. */
async function storeMedia(
  storage: Storage,
  id: string,
  slot: CategoryMediaSlot,
  bytes: Buffer,
): Promise<StoredMedia> {
  const name = `categories/${id}/${slot}-${randomUUID()}`;
  let files: { key: string; bytes: Buffer }[];
  try {
    if (slot === 'image') {
      const { large, thumb } = await processTileImage(bytes);
      files = [
        { key: `${name}.webp`, bytes: large.bytes },
        { key: `${name}-400.webp`, bytes: thumb.bytes },
      ];
    } else {
      const banner = await processSingleImage(bytes, BANNER_SIZE.width, BANNER_SIZE.height);
      files = [{ key: `${name}.webp`, bytes: banner.bytes }];
    }
  } catch (cause) {
    throw new AppError('BAD_REQUEST', 400, 'errors.imageInvalid', { cause });
  }
  const urls = [];
  for (const file of files) urls.push(await storage.put(file.key, file.bytes));
  return { url: urls[0], thumbUrl: urls[1] ?? null, keys: files.map((file) => file.key) };
}

/** The admin's view of a row: no timestamps, no storage keys. */
const toAdmin = (
  { createdAt: _, updatedAt: __, imageStorageKeys: ___, bannerStorageKeys: ____, ...category }: Row,
  productCount: number,
): AdminCategory => ({ ...category, productCount });

/** What the audit log keeps of a category: every field but the timestamps and storage keys. */
const auditFields = ({
  id: _,
  createdAt: __,
  updatedAt: ___,
  imageStorageKeys: ____,
  bannerStorageKeys: _____,
  ...fields
}: Row) => fields;

/** "Golf Cars & Buggies" → "golf-cars-buggies". */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export function createAdminCategories(db: Db, storage: Storage) {
  const productCount = sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id" and p.deleted_at is null)`;

  async function get(id: string): Promise<AdminCategory> {
    const [row] = await db
      .select({ category: categories, productCount })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row) throw AppError.notFound('errors.categoryNotFound');
    return toAdmin(row.category, row.productCount);
  }

  /**
   * Puts `keys`/`url` in a picture's place (null: removes it) with its audit entry, then
   * deletes the files it replaced. Answers the category.
   */
  async function replaceMedia(
    id: string,
    slot: CategoryMediaSlot,
    next: StoredMedia | null,
    actorId: string,
  ): Promise<AdminCategory> {
    const column = mediaColumns(slot);
    const old = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!before) throw AppError.notFound('errors.categoryNotFound');
      const [after] = await tx
        .update(categories)
        .set({
          [column.url]: next?.url ?? null,
          [column.keys]: next?.keys ?? [],
          ...(slot === 'image' && { imageThumbUrl: next?.thumbUrl ?? null }),
          updatedAt: sql`now()`,
        })
        .where(eq(categories.id, id))
        .returning();
      await recordAudit(tx, {
        actorId,
        action: 'category.updated',
        entityType: 'category',
        entityId: id,
        before: auditFields(before),
        after: auditFields(after),
      });
      return before;
    });
    // Only after the commit: a failed change must not lose the picture still shown.
    for (const key of old[column.keys]) await storage.delete(key);
    return get(id);
  }

  /** The slug asked for, or one made from the English name; must be unique. */
  async function slugFor(input: Input, ownId?: string): Promise<string> {
    const slug = input.slug ?? (slugify(input.nameEn) || `category-${Date.now()}`);
    const [taken] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, slug));
    if (taken && taken.id !== ownId) {
      throw AppError.validation([{ field: 'slug', messages: ['errors.slugTaken'] }]);
    }
    return slug;
  }

  return {
    async list(): Promise<AdminCategory[]> {
      const rows = await db
        .select({ category: categories, productCount })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.nameEn));
      return rows.map((row) => toAdmin(row.category, row.productCount));
    },

    /** Checks the file (real type from its bytes), stores clean WebPs, replaces the old ones. */
    async setMedia(
      id: string,
      slot: CategoryMediaSlot,
      bytes: Buffer,
      actorId: string,
    ): Promise<AdminCategory> {
      await get(id);
      if (!sniffImageType(bytes))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.imageType');
      const stored = await storeMedia(storage, id, slot, bytes);
      try {
        return await replaceMedia(id, slot, stored, actorId);
      } catch (error) {
        for (const key of stored.keys) await storage.delete(key);
        throw error;
      }
    },

    removeMedia: (id: string, slot: CategoryMediaSlot, actorId: string) =>
      replaceMedia(id, slot, null, actorId),

    async create(input: Input, actorId: string): Promise<AdminCategory> {
      const slug = await slugFor(input);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({ ...input, slug })
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'category.created',
          entityType: 'category',
          entityId: row.id,
          after: auditFields(row),
        });
        return row.id;
      });
      return get(id);
    },

    async update(id: string, input: Input, actorId: string): Promise<AdminCategory> {
      const existing = await get(id);
      // Without a new slug the old one stays: links to the category keep working.
      const slug = input.slug ? await slugFor(input, id) : existing.slug;
      await db.transaction(async (tx) => {
        const [old] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!old) throw AppError.notFound('errors.categoryNotFound');
        const [row] = await tx
          .update(categories)
          .set({ ...input, slug, updatedAt: sql`now()` })
          .where(eq(categories.id, id))
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'category.updated',
          entityType: 'category',
          entityId: id,
          before: auditFields(old),
          after: auditFields(row),
        });
      });
      return get(id);
    },

    /** Only an empty category can go; one with products can be deactivated instead. */
    async remove(id: string, actorId: string): Promise<void> {
      await get(id);
      const [{ n }] = await db
        .select({ n: count() })
        .from(products)
        .where(eq(products.categoryId, id));
      if (n > 0) throw new AppError('CONFLICT', 409, 'errors.categoryHasProducts');
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(categories).where(eq(categories.id, id)).returning();
        if (!row) throw AppError.notFound('errors.categoryNotFound');
        await recordAudit(tx, {
          actorId,
          action: 'category.deleted',
          entityType: 'category',
          entityId: id,
          before: auditFields(row),
        });
        return row;
      });
      // Its pictures go with it, once the deletion is committed.
      for (const key of [...removed.imageStorageKeys, ...removed.bannerStorageKeys]) {
        await storage.delete(key);
      }
    },
  };
}
