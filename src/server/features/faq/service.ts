import { and, asc, eq, max, sql } from 'drizzle-orm';
import { FAQ_CATEGORIES, type FaqCategory } from '../../../shared/constants';
import type { AdminFaq, Faq, FaqGroups, FaqPayload } from '../../../shared/schemas/faq';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertCompleteOrder } from '../../lib/reorder';
import { faqs } from './tables';

type Row = typeof faqs.$inferSelect;

const toFaq = (row: Row): Faq => ({
  id: row.id,
  category: row.category,
  questionEn: row.questionEn,
  questionAr: row.questionAr,
  answerEn: row.answerEn,
  answerAr: row.answerAr,
});

const toAdminFaq = (row: Row): AdminFaq => ({
  ...toFaq(row),
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

/** SPEC §3's order of the categories, then the admin's order inside each. */
const byCategoryThenOrder = (a: Row, b: Row) =>
  FAQ_CATEGORIES.indexOf(a.category) - FAQ_CATEGORIES.indexOf(b.category) ||
  a.sortOrder - b.sortOrder ||
  a.createdAt.getTime() - b.createdAt.getTime();

export function createFaqService(db: Db) {
  async function row(id: string): Promise<Row> {
    const [found] = await db.select().from(faqs).where(eq(faqs.id, id));
    if (!found) throw AppError.notFound('faq.notFound');
    return found;
  }

  /** One past the last place of a category: new (or moved) questions go to its end. */
  async function nextOrder(category: FaqCategory): Promise<number> {
    const [{ last }] = await db
      .select({ last: max(faqs.sortOrder) })
      .from(faqs)
      .where(eq(faqs.category, category));
    return (last ?? 0) + 1;
  }

  return {
    /** Active questions only, grouped; a category without any is left out. */
    async groups(): Promise<FaqGroups> {
      const rows = (await db.select().from(faqs).where(eq(faqs.isActive, true))).sort(
        byCategoryThenOrder,
      );
      return {
        groups: FAQ_CATEGORIES.map((category) => ({
          category,
          items: rows.filter((r) => r.category === category).map(toFaq),
        })).filter((group) => group.items.length > 0),
      };
    },

    async adminList(): Promise<AdminFaq[]> {
      return (await db.select().from(faqs)).sort(byCategoryThenOrder).map(toAdminFaq);
    },

    async create(input: FaqPayload): Promise<AdminFaq> {
      const [created] = await db
        .insert(faqs)
        .values({ ...input, sortOrder: await nextOrder(input.category) })
        .returning();
      return toAdminFaq(created);
    },

    async update(id: string, input: FaqPayload): Promise<AdminFaq> {
      const existing = await row(id);
      const sortOrder =
        existing.category === input.category ? existing.sortOrder : await nextOrder(input.category);
      const [saved] = await db
        .update(faqs)
        .set({ ...input, sortOrder, updatedAt: sql`now()` })
        .where(eq(faqs.id, id))
        .returning();
      return toAdminFaq(saved);
    },

    async remove(id: string): Promise<void> {
      const removed = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
      if (removed.length === 0) throw AppError.notFound('faq.notFound');
    },

    /** The complete list of a category's ids in the new order; anything else is a stale list. */
    async reorder(category: FaqCategory, ids: string[]): Promise<AdminFaq[]> {
      const current = await db
        .select({ id: faqs.id })
        .from(faqs)
        .where(eq(faqs.category, category))
        .orderBy(asc(faqs.sortOrder));
      assertCompleteOrder(
        ids,
        current.map((r) => r.id),
      );
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await tx
            .update(faqs)
            .set({ sortOrder: index + 1 })
            .where(and(eq(faqs.id, id), eq(faqs.category, category)));
        }
      });
      return this.adminList();
    },
  };
}
