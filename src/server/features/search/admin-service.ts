import { asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  redirectInputSchema,
  SearchRedirect,
  SearchStats,
  SynonymGroup,
  synonymInputSchema,
} from '../../../shared/schemas/search';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit';
import { loadSearchCategories } from '../catalog';
import { termKey } from './analyze';
import type { QueryStats } from './stats';
import { searchQueryStats, searchRedirects, searchSynonyms } from './tables';

type SynonymInput = z.output<typeof synonymInputSchema>;
type RedirectInput = z.output<typeof redirectInputSchema>;
const STATS_ROWS = 50;

const groupOf = (row: typeof searchSynonyms.$inferSelect): SynonymGroup => ({
  id: row.id,
  terms: row.terms,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Admin → Search terms (issue 23): synonym groups, term → category redirects, what shoppers
 * searched. Every change is audited and bumps the catalog version, so every instance re-reads
 * the terms before its next search (and retires its cached answers).
 */
export function createSearchAdmin(
  ctx: Pick<AppContext, 'db' | 'catalogVersion'>,
  { stats }: { stats: QueryStats },
) {
  const { db } = ctx;

  /** At least two words that the search tells apart (قطعة and قطع are one word to it). */
  function checkTerms(terms: string[]) {
    const keys = new Set(terms.map(termKey).filter(Boolean));
    if (keys.size < 2) {
      throw AppError.validation([{ field: 'terms', messages: ['errors.synonymNeedsTwo'] }]);
    }
  }

  async function categoryRefs() {
    return new Map((await loadSearchCategories(db)).map((c) => [c.id, c]));
  }

  return {
    async listSynonyms(): Promise<SynonymGroup[]> {
      const rows = await db.select().from(searchSynonyms).orderBy(desc(searchSynonyms.updatedAt));
      return rows.map(groupOf);
    },

    async createSynonym(input: SynonymInput, actorId: string): Promise<SynonymGroup> {
      checkTerms(input.terms);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(searchSynonyms)
          .values({ terms: input.terms })
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'search_synonym.created',
          entityType: 'search_synonym',
          entityId: created.id,
          after: { name: created.terms.join(' = '), terms: created.terms },
        });
        return created;
      });
      await ctx.catalogVersion.bump();
      return groupOf(row);
    },

    async updateSynonym(id: string, input: SynonymInput, actorId: string): Promise<SynonymGroup> {
      checkTerms(input.terms);
      const row = await db.transaction(async (tx) => {
        const [old] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
        if (!old) throw AppError.notFound('errors.synonymNotFound');
        const [updated] = await tx
          .update(searchSynonyms)
          .set({ terms: input.terms, updatedAt: sql`now()` })
          .where(eq(searchSynonyms.id, id))
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'search_synonym.updated',
          entityType: 'search_synonym',
          entityId: id,
          before: { name: old.terms.join(' = '), terms: old.terms },
          after: { name: updated.terms.join(' = '), terms: updated.terms },
        });
        return updated;
      });
      await ctx.catalogVersion.bump();
      return groupOf(row);
    },

    async deleteSynonym(id: string, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
        if (!row) throw AppError.notFound('errors.synonymNotFound');
        await recordAudit(tx, {
          actorId,
          action: 'search_synonym.deleted',
          entityType: 'search_synonym',
          entityId: id,
          before: { name: row.terms.join(' = '), terms: row.terms },
        });
      });
      await ctx.catalogVersion.bump();
    },

    async listRedirects(): Promise<SearchRedirect[]> {
      const [rows, categories] = await Promise.all([
        db.select().from(searchRedirects).orderBy(asc(searchRedirects.term)),
        categoryRefs(),
      ]);
      return rows.flatMap((row) => {
        const c = categories.get(row.categoryId);
        if (!c) return [];
        return [
          {
            id: row.id,
            term: row.term,
            category: { id: c.id, slug: c.slug, nameEn: c.nameEn, nameAr: c.nameAr },
            createdAt: row.createdAt.toISOString(),
          },
        ];
      });
    },

    async createRedirect(input: RedirectInput, actorId: string): Promise<SearchRedirect> {
      const key = termKey(input.term);
      if (!key) throw AppError.validation([{ field: 'term', messages: ['validation.required'] }]);
      const category = (await categoryRefs()).get(input.categoryId);
      if (!category) {
        throw AppError.validation([{ field: 'categoryId', messages: ['errors.categoryNotFound'] }]);
      }
      let row: typeof searchRedirects.$inferSelect;
      try {
        row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(searchRedirects)
            .values({ term: input.term, termKey: key, categoryId: input.categoryId })
            .returning();
          await recordAudit(tx, {
            actorId,
            action: 'search_redirect.created',
            entityType: 'search_redirect',
            entityId: created.id,
            after: { name: created.term, term: created.term, category: category.slug },
          });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw AppError.validation([{ field: 'term', messages: ['errors.redirectTermTaken'] }]);
        }
        throw error;
      }
      await ctx.catalogVersion.bump();
      return {
        id: row.id,
        term: row.term,
        category: {
          id: category.id,
          slug: category.slug,
          nameEn: category.nameEn,
          nameAr: category.nameAr,
        },
        createdAt: row.createdAt.toISOString(),
      };
    },

    async deleteRedirect(id: string, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(searchRedirects)
          .where(eq(searchRedirects.id, id))
          .returning();
        if (!row) throw AppError.notFound('errors.redirectNotFound');
        await recordAudit(tx, {
          actorId,
          action: 'search_redirect.deleted',
          entityType: 'search_redirect',
          entityId: id,
          before: { name: row.term, term: row.term },
        });
      });
      await ctx.catalogVersion.bump();
    },

    /** The most searched queries and those whose latest search found nothing, over `days`. */
    async statistics(days: number): Promise<SearchStats> {
      // This instance's counts first, so what was just searched shows.
      await stats.flush();
      const since = sql`((now() at time zone 'Africa/Cairo')::date - ${days - 1}::int)`;
      const searches = sql<number>`sum(${searchQueryStats.searches})::int`;
      const lastResults = sql<number>`(array_agg(${searchQueryStats.lastResults} order by ${searchQueryStats.day} desc))[1]`;
      const rows = await db
        .select({ query: searchQueryStats.queryKey, searches, lastResults })
        .from(searchQueryStats)
        .where(gte(searchQueryStats.day, since))
        .groupBy(searchQueryStats.queryKey)
        .orderBy(desc(searches), asc(searchQueryStats.queryKey))
        .limit(500);
      return {
        days,
        top: rows.slice(0, STATS_ROWS),
        noResults: rows.filter((r) => r.lastResults === 0).slice(0, STATS_ROWS),
      };
    },
  };
}

export type SearchAdmin = ReturnType<typeof createSearchAdmin>;
