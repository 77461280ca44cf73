import type { Language } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { CategoryRef, SuggestResult } from '../../../shared/schemas/search';
import {
  SUGGEST_CATEGORIES,
  SUGGEST_MIN_LENGTH,
  SUGGEST_PRODUCTS,
} from '../../../shared/schemas/search';
import type { AppContext } from '../../context';
import { loadSearchCategories, loadSearchFacts, loadSearchTexts } from '../catalog';
import { termKey } from './analyze';
import { createSearchEngine, type EngineSort, type ProductFacts } from './engine';
import { BUILT_IN_SYNONYMS } from './lexicon';
import { createQueryStats } from './stats';
import { searchRedirects, searchSynonyms } from './tables';

/** How old the index may get without a catalog write (a direct SQL edit, decision 009's 30 s). */
const MAX_AGE_MS = 60_000;

export interface ProductSearchQuery {
  text: string;
  categorySlug?: string;
  featured?: boolean;
  sort: EngineSort;
  language: Language;
  offset: number;
  limit: number;
}

export interface ProductSearchResult {
  /** The page's product ids, in order. */
  ids: string[];
  total: number;
  didYouMean: string | null;
  /** The owner sends this query to a category: list the category instead. */
  redirect: CategoryRef | null;
}

const ref = (c: { slug: string; nameEn: string; nameAr: string }): CategoryRef => ({
  slug: c.slug,
  nameEn: c.nameEn,
  nameAr: c.nameAr,
});

/**
 * Product search (issue 23, decision 047): an in-memory index per instance, kept in step with
 * the catalog version (every catalog write, synonym or redirect change bumps it, on any
 * instance): before answering, a changed version re-reads the products' facts and re-indexes
 * only the products whose text changed.
 */
export function createSearchService(ctx: Pick<AppContext, 'db' | 'catalogVersion' | 'log'>) {
  const { db } = ctx;
  const engine = createSearchEngine();
  const stats = createQueryStats(db, ctx.log);
  let version: string | null = null;
  let refreshing: Promise<void> | null = null;
  let builtAt = 0;
  const indexedAt = new Map<string, { updatedAt: number; nameEn: string; nameAr: string }>();
  let redirects = new Map<string, string>();

  async function refresh(target: string): Promise<void> {
    const [facts, categories, synonyms, redirectRows] = await Promise.all([
      loadSearchFacts(db),
      loadSearchCategories(db),
      db.select({ terms: searchSynonyms.terms }).from(searchSynonyms),
      db
        .select({ termKey: searchRedirects.termKey, categoryId: searchRedirects.categoryId })
        .from(searchRedirects),
    ]);
    engine.setCategories(categories);
    engine.setSynonyms([...BUILT_IN_SYNONYMS, ...synonyms.map((s) => s.terms)]);
    redirects = new Map(redirectRows.map((r) => [r.termKey, r.categoryId]));

    const byId = new Map(facts.map((f) => [f.id, f]));
    for (const id of engine.ids()) {
      if (!byId.has(id)) {
        engine.remove(id);
        indexedAt.delete(id);
      }
    }
    const changed = facts.filter((f) => {
      const seen = indexedAt.get(f.id);
      return (
        !seen ||
        seen.updatedAt !== f.updatedAt ||
        seen.nameEn !== f.nameEn ||
        seen.nameAr !== f.nameAr
      );
    });
    const texts = await loadSearchTexts(
      db,
      changed.length > facts.length / 2 ? undefined : changed.map((f) => f.id),
    );
    const toFacts = ({ updatedAt: _, ...f }: (typeof facts)[number]): ProductFacts => f;
    // Products generated from one another share descriptions: analyse each text once.
    const cache = new Map();
    for (const text of texts) {
      const f = byId.get(text.id);
      if (!f) continue;
      engine.upsert(text, toFacts(f), cache);
      indexedAt.set(f.id, { updatedAt: f.updatedAt, nameEn: f.nameEn, nameAr: f.nameAr });
    }
    for (const f of facts) engine.setFacts(toFacts(f));
    engine.compactIfNeeded();
    version = target;
    builtAt = Date.now();
  }

  /** Brings the index up to the current catalog version (one refresh at a time). */
  async function ready(): Promise<void> {
    // A refresh already running may be for an older version: then one more round.
    for (let round = 0; round < 3; round++) {
      const current = await ctx.catalogVersion.current();
      if (version === current) {
        // A direct SQL edit bumps nothing: the facts are re-read at least every MAX_AGE_MS, in
        // the background. Nothing was written through the shop, so the index in hand answers
        // meanwhile (waiting would stall every search for the whole re-read).
        if (Date.now() - builtAt >= MAX_AGE_MS && refreshing === null) {
          refreshing = refresh(current)
            .catch((error) => ctx.log.error({ err: error }, 'search index refresh failed'))
            .finally(() => {
              refreshing = null;
            });
        }
        return;
      }
      refreshing ??= refresh(current).finally(() => {
        refreshing = null;
      });
      try {
        await refreshing;
      } catch (error) {
        // An index a moment old beats an error; without one there is nothing to answer with.
        if (version === null) throw error;
        ctx.log.error({ err: error }, 'search index refresh failed');
        return;
      }
    }
  }

  function redirectOf(text: string): CategoryRef | null {
    const categoryId = redirects.get(termKey(text));
    const category = categoryId ? engine.category(categoryId) : undefined;
    return category?.isActive ? ref(category) : null;
  }

  /** Ranked ids of a page of GET /api/products?search=, with its total. */
  async function searchProducts(query: ProductSearchQuery): Promise<ProductSearchResult> {
    await ready();
    const redirect = query.categorySlug ? null : redirectOf(query.text);
    if (redirect) return { ids: [], total: 0, didYouMean: null, redirect };
    let categoryId: string | undefined;
    if (query.categorySlug) {
      const category = engine.categoryBySlug(query.categorySlug);
      if (!category) return { ids: [], total: 0, didYouMean: null, redirect: null };
      categoryId = category.id;
    }
    const found = engine.search({
      text: query.text,
      categoryId,
      featured: query.featured,
      sort: query.sort,
      language: query.language,
      offset: query.offset,
      limit: query.limit,
    });
    stats.noteResults(query.text, found.total);
    const didYouMean = found.total === 0 ? engine.didYouMean(query.text) : null;
    return { ...found, didYouMean, redirect: null };
  }

  /** Up to 6 products and 3 categories for the words typed so far, in the caller's language. */
  async function suggest(q: string, language: Language): Promise<SuggestResult> {
    const empty: SuggestResult = { products: [], categories: [], redirect: null, didYouMean: null };
    if (q.trim().length < SUGGEST_MIN_LENGTH) return empty;
    await ready();
    const found = engine.search({
      text: q,
      sort: 'relevance',
      language,
      offset: 0,
      limit: SUGGEST_PRODUCTS,
      prefixLast: true,
    });
    const products = found.ids.flatMap((id) => {
      const f = engine.facts(id);
      if (!f) return [];
      const name = language === 'ar' ? f.nameAr || f.nameEn : f.nameEn || f.nameAr;
      return [
        { id, name, price: toEgp(f.pricePiastres), thumbUrl: f.thumbUrl, inStock: f.inStock },
      ];
    });
    return {
      products,
      categories: engine.matchingCategories(q, SUGGEST_CATEGORIES).map(ref),
      redirect: redirectOf(q),
      didYouMean: products.length === 0 ? engine.didYouMean(q) : null,
    };
  }

  return {
    searchProducts,
    suggest,
    ready,
    /** Counting searches: record() per search shown, flushed in the background. */
    stats,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
