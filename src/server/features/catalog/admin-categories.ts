import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCategory, categoryInputSchema } from '../../../shared/schemas/catalog-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { categories, products } from './tables';

type Input = z.output<typeof categoryInputSchema>;

/** What the audit log keeps of a category: every field but the timestamps. */
const auditFields = ({
  id: _,
  createdAt: __,
  updatedAt: ___,
  ...fields
}: typeof categories.$inferSelect) => fields;

/** "Golf Cars & Buggies" → "golf-cars-buggies". */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export function createAdminCategories(db: Db) {
  const productCount = sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id" and p.deleted_at is null)`;

  async function get(id: string): Promise<AdminCategory> {
    const [row] = await db
      .select({ category: categories, productCount })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row) throw AppError.notFound('errors.categoryNotFound');
    const { createdAt: _, updatedAt: __, ...category } = row.category;
    return { ...category, productCount: row.productCount };
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
      return rows.map(
        ({ category: { createdAt: _, updatedAt: __, ...category }, productCount: n }) => ({
          ...category,
          productCount: n,
        }),
      );
    },

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
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(categories).where(eq(categories.id, id)).returning();
        if (!row) throw AppError.notFound('errors.categoryNotFound');
        await recordAudit(tx, {
          actorId,
          action: 'category.deleted',
          entityType: 'category',
          entityId: id,
          before: auditFields(row),
        });
      });
    },
  };
}
