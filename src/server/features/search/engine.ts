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

// Three rows of the distance table, reused by every call (the typo search runs it over the whole
// vocabulary, so a fresh table per word was most of its cost).
let rowBeforeLast = new Int32Array(32);
let rowLast = new Int32Array(32);
let rowNow = new Int32Array(32);

/** Damerau–Levenshtein distance (optimal string alignment), given up (max + 1) beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  if (rowNow.length < cols) {
    rowBeforeLast = new Int32Array(cols * 2);
    rowLast = new Int32Array(cols * 2);
    rowNow = new Int32Array(cols * 2);
  }
  let twoUp = rowBeforeLast;
  let up = rowLast;
  let row = rowNow;
  for (let j = 0; j < cols; j++) up[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < cols; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(up[j] + 1, row[j - 1] + 1, up[j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        v = Math.min(v, twoUp[j - 2] + 1);
      }
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    const free = twoUp;
    twoUp = up;
    up = row;
    row = free;
  }
  return up[b.length];
}

const isWordTerm = (term: string) => !/^\d/.test(term);

/**
 * The `wanted` best of the first `m` candidates (higher key first, then the lower slot), in
 * order: a bounded heap finds the cut-off key in one pass, so only the page is sorted, not
 * every match.
 */
export function bestFirst(
  slots: Int32Array,
  keys: Float64Array,
  m: number,
  wanted: number,
): number[] {
  if (wanted <= 0) return [];
  // A min-heap of the `wanted` highest keys seen: its root is the cut-off.
  const heap = new Float64Array(wanted);
  let size = 0;
  for (let i = 0; i < m; i++) {
    const key = keys[i];
    if (size < wanted) {
      let at = size++;
      while (at > 0) {
        const up = (at - 1) >> 1;
        if (heap[up] <= key) break;
        heap[at] = heap[up];
        at = up;
      }
      heap[at] = key;
    } else if (key > heap[0]) {
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= wanted) break;
        const right = left + 1;
        const child = right < wanted && heap[right] < heap[left] ? right : left;
        if (heap[child] >= key) break;
        heap[at] = heap[child];
        at = child;
      }
      heap[at] = key;
    }
  }
  const cutOff = heap[0];
  const above: number[] = [];
  // Many matches often share the cut-off key (equal relevance): a typed array sorts natively.
  const atCutOff = new Int32Array(m);
  let ties = 0;
  for (let i = 0; i < m; i++) {
    if (keys[i] > cutOff) above.push(i);
    else if (keys[i] === cutOff) atCutOff[ties++] = slots[i];
  }
  above.sort((a, b) => keys[b] - keys[a] || slots[a] - slots[b]);
  const ordered = above.map((i) => slots[i]);
  // Those at the cut-off share one key: the lower slots first, as many as the page needs.
  const lowest = atCutOff.subarray(0, ties).sort();
  for (let i = 0; ordered.length < wanted; i++) ordered.push(lowest[i]);
  return ordered;
}

export interface SearchEngineOptions {
  /**
   * How many matched products the per-clause cache may hold in all (about 8 bytes each);
   * 0 turns it off (the benchmark's "every word new" figure).
   */
  clauseCacheSlots?: number;
}

export function createSearchEngine({ clauseCacheSlots = 2_000_000 }: SearchEngineOptions = {}) {
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
  // Per slot, the facts the ranking loop reads, as typed arrays (no object per match).
  let slotVisible = new Uint8Array(0);
  let slotFeatured = new Uint8Array(0);
  let slotCategory = new Int32Array(0);
  let slotPrice = new Float64Array(0);
  /** The rating sort's key: average, then how many rated. */
  let slotRating = new Float64Array(0);
  /** Relevance's tie-breakers among equal scores: in stock, then the rating. */
  let slotTie = new Float64Array(0);
  const categoryNumbers = new Map<string, number>();
  /** A product's name as the query analyser reads it (Arabic and English) → its slots. */
  const byNameKey = new Map<string, number[]>();
  // Expansions of one word (begun words, typos): real queries share words, and the typo search
  // walks the whole vocabulary. Emptied when the vocabulary changes.
  const expansions = new Map<string, string[]>();
  // Scratch buffers of one query (queries run synchronously, one at a time).
  let clauseBest = new Float32Array(0);
  let total = new Float32Array(0);
  let hits = new Uint8Array(0);
  let termWeight = new Float32Array(0);
  let phraseWeight = new Float32Array(0);
  let phraseHits = new Uint8Array(0);

  const df = (term: string) => postings.get(term)?.n ?? 0;
  /** A category's slots as an array for the hot loop, made again after a change. */
  const memberArrays = new Map<string, Int32Array>();
  function membersOf(categoryId: string): Int32Array {
    let slots = memberArrays.get(categoryId);
    if (!slots) {
      slots = Int32Array.from(members.get(categoryId) ?? []);
      memberArrays.set(categoryId, slots);
    }
    return slots;
  }
  function addMember(categoryId: string, slot: number) {
    let set = members.get(categoryId);
    if (!set) {
      set = new Set();
      members.set(categoryId, set);
    }
    if (set.has(slot)) return;
    set.add(slot);
    memberArrays.delete(categoryId);
  }
  function removeMember(categoryId: string, slot: number) {
    if (members.get(categoryId)?.delete(slot)) memberArrays.delete(categoryId);
  }
  const known = (term: string) => df(term) > 0 || categoriesByTerm.has(term);

  function categoryNumber(categoryId: string): number {
    let n = categoryNumbers.get(categoryId);
    if (n === undefined) {
      n = categoryNumbers.size;
      categoryNumbers.set(categoryId, n);
    }
    return n;
  }

  function growSlots(size: number) {
    if (slotVisible.length >= size) return;
    const capacity = Math.max(1024, size * 2);
    const grow = <T extends Uint8Array | Int32Array | Float64Array>(
      old: T,
      make: (n: number) => T,
    ) => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    slotVisible = grow(slotVisible, (n) => new Uint8Array(n));
    slotFeatured = grow(slotFeatured, (n) => new Uint8Array(n));
    slotCategory = grow(slotCategory, (n) => new Int32Array(n));
    slotPrice = grow(slotPrice, (n) => new Float64Array(n));
    slotRating = grow(slotRating, (n) => new Float64Array(n));
    slotTie = grow(slotTie, (n) => new Float64Array(n));
  }

  function writeFacts(slot: number, f: ProductFacts) {
    growSlots(slot + 1);
    slotVisible[slot] = f.visible ? 1 : 0;
    slotFeatured[slot] = f.isFeatured ? 1 : 0;
    slotCategory[slot] = categoryNumber(f.categoryId);
    slotPrice[slot] = f.pricePiastres;
    slotRating[slot] = f.ratingAverageX100 * 1_000_000 + f.ratingCount;
    slotTie[slot] =
      (f.inStock ? 2 ** 21 : 0) +
      Math.min(f.ratingAverageX100, 1000) * 1024 +
      Math.min(f.ratingCount, 1023);
  }

  function indexName(slot: number, doc: Doc) {
    for (const key of new Set(doc.nameKeys)) {
      const slots = byNameKey.get(key);
      if (slots) slots.push(slot);
      else byNameKey.set(key, [slot]);
    }
  }

  function unindexName(slot: number, doc: Doc) {
    for (const key of new Set(doc.nameKeys)) {
      const slots = byNameKey.get(key)?.filter((s) => s !== slot);
      if (slots?.length) byNameKey.set(key, slots);
      else byNameKey.delete(key);
    }
  }

  function addPosting(term: string, slot: number, weight: number) {
    let p = postings.get(term);
    if (!p) {
      p = { slots: new Int32Array(4), weights: new Uint8Array(4), n: 0 };
      postings.set(term, p);
      vocabulary = null;
      expansions.clear();
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
    removeMember(doc.facts.categoryId, slot);
    unindexName(slot, doc);
    docs[slot] = null;
    heads[slot] = undefined;
    slotVisible[slot] = 0;
    forgetClauses();
    slotOf.delete(doc.id);
    dead++;
  }

  /** Adds or replaces a product's text; its facts come with it. */
  function upsert(text: IndexedText, facts: ProductFacts, cache?: Map<string, Token[]>) {
    const existing = slotOf.get(text.id);
    if (existing !== undefined) retire(existing);
    expansions.clear(); // word frequencies change: the begun-word and typo lists' order too
    forgetClauses();
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
    const arabicName = analyze(text.nameAr, 'query').map((t) => t.term);
    const englishName = analyze(text.nameEn, 'query').map((t) => t.term);
    const head = arabicName[0] ?? '';
    // The head bonus is part of the posting's weight: the hot loop adds nothing per match.
    for (const [term, weight] of weights) {
      addPosting(term, slot, weight + (term === head ? WEIGHT.head : 0));
    }
    const doc: Doc = {
      id: text.id,
      head,
      nameKeys: [arabicName.join(' '), englishName.join(' ')],
      facts,
    };
    docs.push(doc);
    heads.push(head);
    indexName(slot, doc);
    slotOf.set(text.id, slot);
    setFacts(facts);
    nameRank.ar = null;
    nameRank.en = null;
  }

  function setFacts(facts: ProductFacts) {
    const slot = slotOf.get(facts.id);
    if (slot === undefined) return;
    const doc = docs[slot]!;
    if (doc.facts.categoryId !== facts.categoryId) removeMember(doc.facts.categoryId, slot);
    doc.facts = facts;
    writeFacts(slot, facts);
    forgetClauses();
    addMember(facts.categoryId, slot);
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
    memberArrays.clear();
    byNameKey.clear();
    for (let slot = 0; slot < old.length; slot++) {
      const doc = old[slot];
      if (!doc) continue;
      const now = docs.length;
      renumber[slot] = now;
      slotOf.set(doc.id, now);
      docs.push(doc);
      heads.push(doc.head);
      addMember(doc.facts.categoryId, now);
      writeFacts(now, doc.facts);
      indexName(now, doc);
    }
    postings = new Map();
    for (const [term, p] of oldPostings) {
      for (let i = 0; i < p.n; i++) {
        const slot = renumber[p.slots[i]];
        if (slot >= 0) addPosting(term, slot, p.weights[i]);
      }
    }
    dead = 0;
    forgetClauses();
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
    expansions.clear();
    forgetClauses();
  }

  /** Synonym groups, each a list of terms as typed (built-in and the owner's). */
  function setSynonyms(list: string[][]) {
    forgetClauses();
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

  /** A word's expansion, computed once per vocabulary (a bounded memo). */
  function remembered(key: string, compute: () => string[]): string[] {
    let found = expansions.get(key);
    if (!found) {
      found = compute();
      if (expansions.size >= 10_000) expansions.clear();
      expansions.set(key, found);
    }
    return found;
  }

  /** Known terms that begin with `start`, the most frequent first. */
  function withPrefix(start: string): string[] {
    return remembered(`p:${start}`, () => findWithPrefix(start));
  }

  function findWithPrefix(start: string, limit = 25): string[] {
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
  function closeTo(term: string): string[] {
    if (term.length < 4 || term.length > 24 || !isWordTerm(term)) return [];
    return remembered(`c:${term}`, () => findCloseTo(term));
  }

  function findCloseTo(term: string, limit = 5): string[] {
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
    termWeight = new Float32Array(size);
    phraseWeight = new Float32Array(size);
    phraseHits = new Uint8Array(size);
  }

  interface ClauseMatch {
    slots: Int32Array;
    scores: Float32Array;
  }

  /** What a clause signature matched, the most recently used last (an LRU of clauseCacheSlots). */
  const clauseCache = new Map<string, ClauseMatch>();
  let cachedSlots = 0;

  function forgetClauses() {
    clauseCache.clear();
    cachedSlots = 0;
  }

  const clauseKey = (clause: Clause) =>
    clause.alternatives.map((a) => `${a.terms.join(' ')}*${a.factor}`).join('|');

  /**
   * The visible products one clause matches, each with its best score over the clause's
   * alternatives. Remembered per signature until the index changes: real queries share their
   * words ("lithium", "بطارية", "48v"), so most of a query's clauses were matched before.
   */
  function matchClause(clause: Clause): ClauseMatch {
    const key = clauseKey(clause);
    const cached = clauseCache.get(key);
    if (cached) {
      clauseCache.delete(key);
      clauseCache.set(key, cached);
      return cached;
    }
    ensureScratch();
    const best = clauseBest;
    const touched: number[] = [];
    for (const alternative of clause.alternatives) {
      const factor = alternative.factor;
      if (alternative.terms.length === 1) {
        const term = alternative.terms[0];
        const p = postings.get(term);
        if (p) {
          const { slots, weights, n } = p;
          const visible = slotVisible;
          for (let i = 0; i < n; i++) {
            const slot = slots[i];
            // Retired or hidden: search would drop it anyway.
            if (visible[slot] === 0) continue;
            const score = weights[i] * factor;
            const was = best[slot];
            if (was === 0) touched.push(slot);
            if (score > was) best[slot] = score;
          }
        }
        const inCategories = categoriesByTerm.get(term);
        if (inCategories) {
          for (const categoryId of inCategories) {
            for (const slot of membersOf(categoryId)) {
              if (slotVisible[slot] === 0) continue;
              const score = (WEIGHT.category + (heads[slot] === term ? WEIGHT.head : 0)) * factor;
              const was = best[slot];
              if (was === 0) touched.push(slot);
              if (score > was) best[slot] = score;
            }
          }
        }
        continue;
      }
      // Several words (a synonym like "قطع غيار"): every one must be there; the phrase counts
      // its weakest word once per word, without the head bonus.
      const words = alternative.terms;
      const inPhrase: number[] = [];
      for (let w = 0; w < words.length; w++) {
        const term = words[w];
        const here: number[] = [];
        const note = (slot: number, weight: number) => {
          // Only what every earlier word of the phrase matched.
          if (slotVisible[slot] === 0 || phraseHits[slot] !== w) return;
          if (termWeight[slot] === 0) here.push(slot);
          if (weight > termWeight[slot]) termWeight[slot] = weight;
        };
        const p = postings.get(term);
        if (p) {
          for (let i = 0; i < p.n; i++) {
            const slot = p.slots[i];
            note(slot, p.weights[i] - (heads[slot] === term ? WEIGHT.head : 0));
          }
        }
        for (const categoryId of categoriesByTerm.get(term) ?? []) {
          for (const slot of membersOf(categoryId)) note(slot, WEIGHT.category);
        }
        for (const slot of here) {
          const weight = termWeight[slot];
          phraseWeight[slot] = w === 0 ? weight : Math.min(phraseWeight[slot], weight);
          phraseHits[slot]++;
          termWeight[slot] = 0;
          if (w === 0) inPhrase.push(slot);
        }
      }
      for (const slot of inPhrase) {
        if (phraseHits[slot] === words.length) {
          const score = phraseWeight[slot] * words.length * factor;
          const was = best[slot];
          if (was === 0) touched.push(slot);
          if (score > was) best[slot] = score;
        }
        phraseHits[slot] = 0;
        phraseWeight[slot] = 0;
      }
    }
    const found: ClauseMatch = {
      slots: Int32Array.from(touched),
      scores: new Float32Array(touched.length),
    };
    for (let i = 0; i < touched.length; i++) {
      found.scores[i] = best[touched[i]];
      best[touched[i]] = 0;
    }
    clauseCache.set(key, found);
    cachedSlots += touched.length;
    for (const [oldKey, old] of clauseCache) {
      if (cachedSlots <= clauseCacheSlots) break;
      clauseCache.delete(oldKey);
      cachedSlots -= old.slots.length;
    }
    return found;
  }

  /** Slots matching every clause, with their scores (parallel arrays). */
  function match(clauses: Clause[]): ClauseMatch {
    // Every clause must match: start from the smallest list, then each larger one only adds to
    // the products every earlier one matched.
    const lists = clauses.map(matchClause).sort((a, b) => a.slots.length - b.slots.length);
    if (lists.length === 1) return lists[0];
    ensureScratch();
    const sum = total;
    const count = hits;
    const first = lists[0];
    for (let i = 0; i < first.slots.length; i++) {
      count[first.slots[i]] = 1;
      sum[first.slots[i]] = first.scores[i];
    }
    for (let k = 1; k < lists.length; k++) {
      const { slots, scores } = lists[k];
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i];
        if (count[slot] !== k) continue;
        count[slot] = k + 1;
        sum[slot] += scores[i];
      }
    }
    const slots: number[] = [];
    const scores: number[] = [];
    for (const slot of first.slots) {
      if (count[slot] === lists.length) {
        slots.push(slot);
        scores.push(sum[slot]);
      }
      sum[slot] = 0;
      count[slot] = 0;
    }
    return { slots: Int32Array.from(slots), scores: Float32Array.from(scores) };
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
    const rank = query.sort === 'name' ? rankNames(query.language) : null;
    // The whole query is a product's name: those few slots get the exact-match weight.
    const exact = byNameKey.get(tokens.map((t) => t.term).join(' '));
    const category =
      query.categoryId === undefined ? -1 : (categoryNumbers.get(query.categoryId) ?? -2);
    const featured = query.featured === undefined ? -1 : query.featured ? 1 : 0;
    // One number per match that orders it (higher first); ties by slot.
    const n = found.slots.length;
    const candidates = new Int32Array(n);
    const keys = new Float64Array(n);
    let m = 0;
    for (let i = 0; i < n; i++) {
      const slot = found.slots[i];
      if (slotVisible[slot] === 0) continue;
      if (category !== -1 && slotCategory[slot] !== category) continue;
      if (featured !== -1 && slotFeatured[slot] !== featured) continue;
      let sortKey: number;
      switch (query.sort) {
        case 'price_asc':
          sortKey = -slotPrice[slot];
          break;
        case 'price_desc':
          sortKey = slotPrice[slot];
          break;
        case 'rating':
          sortKey = slotRating[slot];
          break;
        case 'name':
          sortKey = -rank![slot];
          break;
        default: {
          // Relevance (to half a point); among equals in stock first, then the better rated.
          const bonus = exact?.includes(slot) ? WEIGHT.exact : 0;
          sortKey = Math.round((found.scores[i] + bonus) * 2) * 2 ** 22 + slotTie[slot];
        }
      }
      candidates[m] = slot;
      keys[m] = sortKey;
      m++;
    }
    const wanted = Math.min(query.offset + query.limit, m);
    const page = bestFirst(candidates, keys, m, wanted).slice(query.offset, wanted);
    return { ids: page.map((slot) => docs[slot]!.id), total: m };
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
