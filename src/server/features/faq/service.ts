import { and, asc, eq, max, sql } from 'drizzle-orm';
import { FAQ_CATEGORIES, type FaqCategory } from '../../../shared/constants';
import type { AdminFaq, Faq, FaqGroups, FaqPayload } from '../../../shared/schemas/faq';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertCompleteOrder } from '../../lib/reorder';
import { recordAudit } from '../audit';
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

/** What the audit log keeps of a question. */
const auditView = (row: Row) => ({
  category: row.category,
  questionEn: row.questionEn,
  questionAr: row.questionAr,
  answerEn: row.answerEn,
  answerAr: row.answerAr,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
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

    async create(input: FaqPayload, actorId: string): Promise<AdminFaq> {
      const sortOrder = await nextOrder(input.category);
      const created = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(faqs)
          .values({ ...input, sortOrder })
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'faq.created',
          entityType: 'faq',
          entityId: inserted.id,
          before: null,
          after: auditView(inserted),
        });
        return inserted;
      });
      return toAdminFaq(created);
    },

    async update(id: string, input: FaqPayload, actorId: string): Promise<AdminFaq> {
      const existing = await row(id);
      const sortOrder =
        existing.category === input.category ? existing.sortOrder : await nextOrder(input.category);
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(faqs)
          .set({ ...input, sortOrder, updatedAt: sql`now()` })
          .where(eq(faqs.id, id))
          .returning();
        if (!row) throw AppError.notFound('faq.notFound');
        await recordAudit(tx, {
          actorId,
          action: 'faq.updated',
          entityType: 'faq',
          entityId: id,
          before: auditView(existing),
          after: auditView(row),
        });
        return row;
      });
      return toAdminFaq(saved);
    },

    async remove(id: string, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
        if (!removed) throw AppError.notFound('faq.notFound');
        await recordAudit(tx, {
          actorId,
          action: 'faq.deleted',
          entityType: 'faq',
          entityId: id,
          before: auditView(removed),
          after: null,
        });
      });
    },

    /** The complete list of a category's ids in the new order; anything else is a stale list. */
    async reorder(category: FaqCategory, ids: string[], actorId: string): Promise<AdminFaq[]> {
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
        await recordAudit(tx, {
          actorId,
          action: 'faq.reordered',
          entityType: 'faq',
          entityId: category,
          before: { order: current.map((r) => r.id) },
          after: { order: ids },
        });
      });
      return this.adminList();
    },
  };
}
