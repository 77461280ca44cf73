import { analyze, type Token } from './analyze';
import { UNIT_ALIASES } from './lexicon';

/**
 * The in-memory product index of one app instance (issue 23, decision 047): folded and stemmed
 * terms → product slots with a weight per field. Queries are answered here, ranked; the caller
 * reads only the page's rows from the database.
 */

/** Where a word was found. The ranking is written down in docs/decisions/047-search.md. */
export const WEIGHT = {
  name: 10,
  category: 6,
  property: 3,
  description: 1,
  /** The query word is what the product is: the first word of its Arabic name (بطارية …). */
  head: 4,
  /** The whole query is the product's name. */
  exact: 100,
} as const;
/** Factors of a clause's alternatives: as typed, a synonym, a word begun, a typo. */
const FACTOR = { typed: 1, synonym: 0.9, prefix: 0.7, fuzzy: 0.6, bare: 0.9 } as const;

export interface IndexedText {
  id: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  properties: { keyEn: string; keyAr: string; valueEn: string; valueAr: string }[];
}

/** What filters, sorts and suggestions need; re-read on every catalog change. */
export interface ProductFacts {
  id: string;
  nameEn: string;
  nameAr: string;
  categoryId: string;
  pricePiastres: number;
  inStock: boolean;
  ratingAverageX100: number;
  ratingCount: number;
  isFeatured: boolean;
  createdAt: number;
  /** Active, not deleted, in an active category. */
  visible: boolean;
  thumbUrl: string | null;
}

export interface IndexedCategory {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  isActive: boolean;
}

export type EngineSort = 'relevance' | 'name' | 'price_asc' | 'price_desc' | 'rating';

export interface EngineQuery {
  text: string;
  categoryId?: string;
  featured?: boolean;
  sort: EngineSort;
  language: 'ar' | 'en';
  offset: number;
  limit: number;
  /** Typing in progress: the last word may be the start of one. */
  prefixLast?: boolean;
}

interface Alternative {
  terms: string[];
  factor: number;
}
interface Clause {
  alternatives: Alternative[];
}

interface Doc {
  id: string;
  head: string;
  nameKeys: [string, string];
  facts: ProductFacts;
}

interface Posting {
  slots: Int32Array;
  weights: Uint8Array;
  n: number;
}

/** Damerau–Levenshtein distance, given up (max + 1) beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0][j] = j;
  for (let i = 1; i < rows; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, d[i - 2][j - 2] + 1);
      }
      d[i][j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
  }
  return d[a.length][b.length];
}

const isWordTerm = (term: string) => !/^\d/.test(term);

export function createSearchEngine() {
  let docs: (Doc | null)[] = [];
  /** Per slot: the Arabic head term, undefined once the slot is retired (the hot loop's check). */
  let heads: (string | undefined)[] = [];
  const slotOf = new Map<string, number>();
  let postings = new Map<string, Posting>();
  let dead = 0;
  const surfaces = new Map<string, string>();
  // Categories: their names' terms, and which slots are in each.
  let categories = new Map<string, IndexedCategory & { terms: Set<string> }>();
  let categoriesByTerm = new Map<string, string[]>();
  const members = new Map<string, Set<number>>();
  // Synonym groups: each a list of term sequences; looked up by a sequence's first term.
  let groups: string[][][] = [];
  let groupStarts = new Map<string, { seq: string[]; group: number }[]>();
  // Lazily rebuilt helpers.
  let vocabulary: string[] | null = null;
  const nameRank: Record<'ar' | 'en', Int32Array | null> = { ar: null, en: null };
  // Scratch buffers of one query (queries run synchronously, one at a time).
  let clauseBest = new Float32Array(0);
  let total = new Float32Array(0);
  let hits = new Uint8Array(0);

  const df = (term: string) => postings.get(term)?.n ?? 0;
  function memberSet(categoryId: string): Set<number> {
    let set = members.get(categoryId);
    if (!set) {
      set = new Set();
      members.set(categoryId, set);
    }
    return set;
  }
  const known = (term: string) => df(term) > 0 || categoriesByTerm.has(term);

  function addPosting(term: string, slot: number, weight: number) {
    let p = postings.get(term);
    if (!p) {
      p = { slots: new Int32Array(4), weights: new Uint8Array(4), n: 0 };
      postings.set(term, p);
      vocabulary = null;
    }
    if (p.n === p.slots.length) {
      const slots = new Int32Array(p.n * 2);
      slots.set(p.slots);
      const weights = new Uint8Array(p.n * 2);
      weights.set(p.weights);
      p.slots = slots;
      p.weights = weights;
    }
    p.slots[p.n] = slot;
    p.weights[p.n] = weight;
    p.n++;
  }

  function weigh(into: Map<string, number>, tokens: Token[], weight: number) {
    for (const t of tokens) {
      if ((into.get(t.term) ?? 0) < weight) into.set(t.term, weight);
      if (t.bare && (into.get(t.bare) ?? 0) < Math.ceil(weight / 2)) {
        into.set(t.bare, Math.ceil(weight / 2));
      }
    }
  }

  function retire(slot: number) {
    const doc = docs[slot];
    if (!doc) return;
    members.get(doc.facts.categoryId)?.delete(slot);
    docs[slot] = null;
    heads[slot] = undefined;
    slotOf.delete(doc.id);
    dead++;
  }

  /** Adds or replaces a product's text; its facts come with it. */
  function upsert(text: IndexedText, facts: ProductFacts, cache?: Map<string, Token[]>) {
    const existing = slotOf.get(text.id);
    if (existing !== undefined) retire(existing);
    const slot = docs.length;
    const analyzed = (value: string) => {
      let tokens = cache?.get(value);
      if (!tokens) {
        tokens = analyze(value, 'document');
        cache?.set(value, tokens);
      }
      return tokens;
    };
    const weights = new Map<string, number>();
    const nameTokens = [...analyzed(text.nameAr), ...analyzed(text.nameEn)];
    weigh(weights, nameTokens, WEIGHT.name);
    for (const property of text.properties) {
      for (const value of [property.valueEn, property.valueAr, property.keyEn, property.keyAr]) {
        weigh(weights, analyzed(value), WEIGHT.property);
      }
    }
    weigh(weights, analyzed(text.descriptionEn), WEIGHT.description);
    weigh(weights, analyzed(text.descriptionAr), WEIGHT.description);
    for (const t of nameTokens) if (!surfaces.has(t.term)) surfaces.set(t.term, t.surface);
    for (const [term, weight] of weights) addPosting(term, slot, weight);
    const arabicName = analyze(text.nameAr, 'query').map((t) => t.term);
    const englishName = analyze(text.nameEn, 'query').map((t) => t.term);
    const head = arabicName[0] ?? '';
    docs.push({
      id: text.id,
      head,
      nameKeys: [arabicName.join(' '), englishName.join(' ')],
      facts,
    });
    heads.push(head);
    slotOf.set(text.id, slot);
    setFacts(facts);
    nameRank.ar = null;
    nameRank.en = null;
  }

  function setFacts(facts: ProductFacts) {
    const slot = slotOf.get(facts.id);
    if (slot === undefined) return;
    const doc = docs[slot]!;
    if (doc.facts.categoryId !== facts.categoryId) members.get(doc.facts.categoryId)?.delete(slot);
    doc.facts = facts;
    memberSet(facts.categoryId).add(slot);
    nameRank.ar = null;
    nameRank.en = null;
  }

  function remove(id: string) {
    const slot = slotOf.get(id);
    if (slot !== undefined) retire(slot);
  }

  /** Drops retired slots from the postings once they are a fifth of the index. */
  function compactIfNeeded() {
    if (dead < 1000 || dead * 5 < docs.length) return;
    const old = docs;
    const oldPostings = postings;
    const renumber = new Int32Array(old.length).fill(-1);
    docs = [];
    heads = [];
    slotOf.clear();
    members.clear();
    for (let slot = 0; slot < old.length; slot++) {
      const doc = old[slot];
      if (!doc) continue;
      renumber[slot] = docs.length;
      slotOf.set(doc.id, docs.length);
      docs.push(doc);
      heads.push(doc.head);
      memberSet(doc.facts.categoryId).add(renumber[slot]);
    }
    postings = new Map();
    for (const [term, p] of oldPostings) {
      for (let i = 0; i < p.n; i++) {
        const slot = renumber[p.slots[i]];
        if (slot >= 0) addPosting(term, slot, p.weights[i]);
      }
    }
    dead = 0;
    nameRank.ar = null;
    nameRank.en = null;
  }

  function setCategories(list: IndexedCategory[]) {
    categories = new Map();
    categoriesByTerm = new Map();
    for (const category of list) {
      const terms = new Set(
        [...analyze(category.nameAr, 'document'), ...analyze(category.nameEn, 'document')].map(
          (t) => t.term,
        ),
      );
      categories.set(category.id, { ...category, terms });
      for (const term of terms) {
        categoriesByTerm.set(term, [...(categoriesByTerm.get(term) ?? []), category.id]);
      }
    }
    vocabulary = null;
  }

  /** Synonym groups, each a list of terms as typed (built-in and the owner's). */
  function setSynonyms(list: string[][]) {
    groups = [];
    groupStarts = new Map();
    for (const terms of list) {
      const seqs = terms
        .map((term) => analyze(term, 'query').map((t) => t.term))
        .filter((seq) => seq.length > 0);
      const unique = [...new Map(seqs.map((s) => [s.join(' '), s])).values()];
      if (unique.length < 2) continue;
      const group = groups.length;
      groups.push(unique);
      for (const seq of unique) {
        const starts = groupStarts.get(seq[0]) ?? [];
        starts.push({ seq, group });
        starts.sort((a, b) => b.seq.length - a.seq.length);
        groupStarts.set(seq[0], starts);
      }
    }
  }

  function words(): string[] {
    vocabulary ??= [...new Set([...postings.keys(), ...categoriesByTerm.keys()])]
      .filter(isWordTerm)
      .sort();
    return vocabulary;
  }

  /** Known terms that begin with `start`, the most frequent first. */
  function withPrefix(start: string, limit = 25): string[] {
    const list = words();
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid] < start) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < list.length && list[i].startsWith(start); i++) {
      if (list[i] !== start) found.push(list[i]);
    }
    return found.sort((a, b) => df(b) - df(a)).slice(0, limit);
  }

  /** Known terms within one typo (two for long words), the closest and most frequent first. */
  function closeTo(term: string, limit = 5): string[] {
    if (term.length < 4 || term.length > 24 || !isWordTerm(term)) return [];
    const max = term.length >= 8 ? 2 : 1;
    const found: { term: string; distance: number }[] = [];
    for (const candidate of words()) {
      if (Math.abs(candidate.length - term.length) > max) continue;
      const distance = editDistance(term, candidate, max);
      if (distance <= max) found.push({ term: candidate, distance });
    }
    return found
      .sort((a, b) => a.distance - b.distance || df(b.term) - df(a.term))
      .slice(0, limit)
      .map((f) => f.term);
  }

  /** A term and the one-word synonyms of its group. */
  function withSynonyms(term: string): string[][] {
    const start = groupStarts.get(term)?.find(({ seq }) => seq.length === 1);
    return start ? groups[start.group] : [[term]];
  }

  function clausesOf(tokens: Token[], prefixLast: boolean): Clause[] {
    // A word unknown as written but known without a leading و/ب/ف/ك/ل is taken without it.
    const terms = tokens.map((t) =>
      !known(t.term) &&
      !groupStarts.has(t.term) &&
      t.bare &&
      (known(t.bare) || groupStarts.has(t.bare))
        ? t.bare
        : t.term,
    );
    const clauses: Clause[] = [];
    for (let i = 0; i < terms.length; ) {
      // The longest synonym that starts here, with every group it belongs to (the owner's
      // groups and the built-in ones merge).
      const starting = (groupStarts.get(terms[i]) ?? []).filter(({ seq }) =>
        seq.every((term, k) => terms[i + k] === term),
      );
      if (starting.length > 0) {
        const length = starting[0].seq.length;
        const typed = starting[0].seq.join(' ');
        const seen = new Map<string, Alternative>();
        for (const { seq, group } of starting) {
          if (seq.length !== length) continue;
          for (const other of groups[group]) {
            const key = other.join(' ');
            if (!seen.has(key)) {
              seen.set(key, {
                terms: other,
                factor: key === typed ? FACTOR.typed : FACTOR.synonym,
              });
            }
          }
        }
        clauses.push({ alternatives: [...seen.values()] });
        i += length;
        continue;
      }
      const term = terms[i];
      const alternatives: Alternative[] = [{ terms: [term], factor: FACTOR.typed }];
      for (const alias of UNIT_ALIASES[term.replace(/^[\d.]+/, '')] ?? []) {
        alternatives.push({ terms: [term.replace(/[a-z]+$/, alias)], factor: FACTOR.synonym });
      }
      const last = i === terms.length - 1;
      if (!known(term) || (last && prefixLast)) {
        if (term.length >= 2 && (term.length >= 3 || prefixLast) && isWordTerm(term)) {
          for (const start of new Set([term, tokens[i].surface])) {
            for (const longer of withPrefix(start)) {
              for (const same of withSynonyms(longer)) {
                alternatives.push({ terms: same, factor: FACTOR.prefix });
              }
            }
          }
        }
        if (!known(term)) {
          for (const close of closeTo(term)) {
            for (const same of withSynonyms(close)) {
              alternatives.push({ terms: same, factor: FACTOR.fuzzy });
            }
          }
        }
      }
      clauses.push({ alternatives });
      i++;
    }
    return clauses;
  }

  function ensureScratch() {
    if (total.length >= docs.length) return;
    const size = Math.max(1024, docs.length * 2);
    clauseBest = new Float32Array(size);
    total = new Float32Array(size);
    hits = new Uint8Array(size);
  }

  /** Slots matching every clause, with their scores (parallel arrays). */
  function match(clauses: Clause[]): { slots: number[]; scores: number[] } {
    ensureScratch();
    const best = clauseBest;
    const sum = total;
    const count = hits;
    const touchedAll: number[] = [];
    const touched: number[] = [];
    for (const clause of clauses) {
      touched.length = 0;
      for (const alternative of clause.alternatives) {
        const factor = alternative.factor;
        if (alternative.terms.length === 1) {
          const term = alternative.terms[0];
          const p = postings.get(term);
          if (p) {
            const { slots, weights, n } = p;
            for (let i = 0; i < n; i++) {
              const slot = slots[i];
              if (heads[slot] === undefined) continue; // retired
              const score = (weights[i] + (heads[slot] === term ? WEIGHT.head : 0)) * factor;
              const was = best[slot];
              if (was === 0) touched.push(slot);
              if (score > was) best[slot] = score;
            }
          }
          const inCategories = categoriesByTerm.get(term);
          if (inCategories) {
            for (const categoryId of inCategories) {
              for (const slot of members.get(categoryId) ?? []) {
                const score = (WEIGHT.category + (heads[slot] === term ? WEIGHT.head : 0)) * factor;
                const was = best[slot];
                if (was === 0) touched.push(slot);
                if (score > was) best[slot] = score;
              }
            }
          }
          continue;
        }
        // Several words (a synonym like "قطع غيار"): every one must be there.
        let common: Map<number, number> | null = null;
        for (const term of alternative.terms) {
          const here = new Map<number, number>();
          const p = postings.get(term);
          if (p) for (let i = 0; i < p.n; i++) here.set(p.slots[i], p.weights[i]);
          for (const categoryId of categoriesByTerm.get(term) ?? []) {
            for (const slot of members.get(categoryId) ?? []) {
              here.set(slot, Math.max(here.get(slot) ?? 0, WEIGHT.category));
            }
          }
          if (!common) common = here;
          else {
            const next = new Map<number, number>();
            for (const [slot, w] of common) {
              const other = here.get(slot);
              if (other !== undefined) next.set(slot, Math.min(w, other));
            }
            common = next;
          }
        }
        for (const [slot, w] of common ?? []) {
          if (heads[slot] === undefined) continue;
          const score = w * alternative.terms.length * factor;
          const was = best[slot];
          if (was === 0) touched.push(slot);
          if (score > was) best[slot] = score;
        }
      }
      for (const slot of touched) {
        if (count[slot] === 0) touchedAll.push(slot);
        sum[slot] += best[slot];
        count[slot]++;
        best[slot] = 0;
      }
    }
    const slots: number[] = [];
    const scores: number[] = [];
    const wanted = clauses.length;
    for (const slot of touchedAll) {
      if (count[slot] === wanted) {
        slots.push(slot);
        scores.push(sum[slot]);
      }
      sum[slot] = 0;
      count[slot] = 0;
    }
    return { slots, scores };
  }

  function rankNames(language: 'ar' | 'en'): Int32Array {
    const cached = nameRank[language];
    if (cached && cached.length === docs.length) return cached;
    const collator = new Intl.Collator(language);
    const name = (doc: Doc) =>
      language === 'ar'
        ? doc.facts.nameAr || doc.facts.nameEn
        : doc.facts.nameEn || doc.facts.nameAr;
    const order = docs
      .map((doc, slot) => ({ slot, doc }))
      .filter((e): e is { slot: number; doc: Doc } => e.doc !== null)
      .sort((a, b) => collator.compare(name(a.doc), name(b.doc)));
    const rank = new Int32Array(docs.length);
    order.forEach((e, i) => {
      rank[e.slot] = i;
    });
    nameRank[language] = rank;
    return rank;
  }

  /** Ranked ids of one page and the total. */
  function search(query: EngineQuery): { ids: string[]; total: number } {
    const tokens = analyze(query.text, 'query');
    if (tokens.length === 0) return { ids: [], total: 0 };
    const found = match(clausesOf(tokens, query.prefixLast ?? false));
    const key = tokens.map((t) => t.term).join(' ');
    const rank = query.sort === 'name' ? rankNames(query.language) : null;
    // One number per match that orders it (higher first); ties by slot.
    const candidates: number[] = [];
    const keys: number[] = [];
    for (let i = 0; i < found.slots.length; i++) {
      const slot = found.slots[i];
      const doc = docs[slot]!;
      const f = doc.facts;
      if (!f.visible) continue;
      if (query.categoryId && f.categoryId !== query.categoryId) continue;
      if (query.featured !== undefined && f.isFeatured !== query.featured) continue;
      let sortKey: number;
      switch (query.sort) {
        case 'price_asc':
          sortKey = -f.pricePiastres;
          break;
        case 'price_desc':
          sortKey = f.pricePiastres;
          break;
        case 'rating':
          sortKey = f.ratingAverageX100 * 1_000_000 + f.ratingCount;
          break;
        case 'name':
          sortKey = -rank![slot];
          break;
        default: {
          // Relevance; among equals in stock first, then the better rated.
          const exact = doc.nameKeys[0] === key || doc.nameKeys[1] === key ? WEIGHT.exact : 0;
          const bucket = Math.round((found.scores[i] + exact) * 2);
          sortKey =
            bucket * 2 ** 22 +
            (f.inStock ? 2 ** 21 : 0) +
            Math.min(f.ratingAverageX100, 1000) * 1024 +
            Math.min(f.ratingCount, 1023);
        }
      }
      candidates.push(slot);
      keys.push(sortKey);
    }
    const before = (a: number, b: number) =>
      keys[a] > keys[b] || (keys[a] === keys[b] && candidates[a] < candidates[b]);
    const wanted = query.offset + query.limit;
    let order: number[];
    if (wanted * 8 < candidates.length) {
      // The page only: a sorted window of the best `wanted`, not a sort of every match.
      order = [];
      for (let i = 0; i < candidates.length; i++) {
        if (order.length === wanted && !before(i, order[wanted - 1])) continue;
        let lo = 0;
        let hi = order.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (before(order[mid], i)) lo = mid + 1;
          else hi = mid;
        }
        order.splice(lo, 0, i);
        if (order.length > wanted) order.pop();
      }
    } else {
      order = candidates
        .map((_, i) => i)
        .sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    }
    return {
      ids: order.slice(query.offset, wanted).map((i) => docs[candidates[i]]!.id),
      total: candidates.length,
    };
  }

  /** Visible categories whose names match the words typed so far (the last may be begun). */
  function matchingCategories(text: string, limit = 3): IndexedCategory[] {
    const tokens = analyze(text, 'query');
    if (tokens.length === 0) return [];
    const clauses = clausesOf(tokens, true);
    const found: { category: IndexedCategory & { terms: Set<string> }; n: number }[] = [];
    for (const category of categories.values()) {
      if (!category.isActive) continue;
      const n = clauses.filter((c) =>
        c.alternatives.some((a) => a.terms.every((t) => category.terms.has(t))),
      ).length;
      if (n > 0) found.push({ category, n });
    }
    return found
      .sort((a, b) => b.n - a.n)
      .slice(0, limit)
      .map(({ category: { terms: _, ...c } }): IndexedCategory => c);
  }

  /**
   * For a query with no result: the same words with each unknown one replaced by the closest
   * known word (edit distance ≤ 2), when that finds something; else null.
   */
  function didYouMean(text: string): string | null {
    const tokens = analyze(text, 'query');
    let changed = false;
    const corrected = tokens.map((t) => {
      if (known(t.term) || groupStarts.has(t.term) || !isWordTerm(t.term)) return t.surface;
      // One more than the typo matching allows: this runs only when that found nothing.
      const max = t.term.length >= 8 ? 3 : t.term.length >= 5 ? 2 : 1;
      let best: string | null = null;
      let bestDistance = max + 1;
      for (const candidate of words()) {
        if (Math.abs(candidate.length - t.term.length) > max) continue;
        const d = editDistance(t.term, candidate, max);
        if (d < bestDistance || (d === bestDistance && best && df(candidate) > df(best))) {
          best = candidate;
          bestDistance = d;
        }
      }
      if (!best || t.term.length < 3) return t.surface;
      changed = true;
      return surfaces.get(best) ?? best;
    });
    if (!changed) return null;
    const suggestion = corrected.join(' ');
    const { total: n } = search({
      text: suggestion,
      sort: 'relevance',
      language: 'ar',
      offset: 0,
      limit: 1,
    });
    return n > 0 ? suggestion : null;
  }

  return {
    upsert,
    setFacts,
    remove,
    compactIfNeeded,
    setCategories,
    setSynonyms,
    search,
    matchingCategories,
    didYouMean,
    /** The facts of a product, for suggestions. */
    facts: (id: string) => {
      const slot = slotOf.get(id);
      return slot === undefined ? undefined : docs[slot]?.facts;
    },
    category: (id: string) => categories.get(id),
    categoryBySlug: (slug: string) => [...categories.values()].find((c) => c.slug === slug),
    ids: () => [...slotOf.keys()],
    size: () => slotOf.size,
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
