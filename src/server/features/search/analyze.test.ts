import { describe, expect, it } from 'vitest';
import { foldForSearch, lightStemArabic, stemLatin } from '../../lib/arabic';
import { analyze, termKey } from './analyze';
import { bestFirst, createSearchEngine, editDistance } from './engine';
import { BUILT_IN_SYNONYMS } from './lexicon';

const terms = (text: string, mode: 'document' | 'query' = 'query') =>
  analyze(text, mode).map((t) => t.term);

describe('folding', () => {
  it('folds Arabic-Indic digits, letter forms and invisible marks', () => {
    expect(foldForSearch('٤٨ فولت')).toBe('48 فولت');
    expect(foldForSearch('۱۲')).toBe('12');
    expect(foldForSearch('بطّاريّة')).toBe('بطاريه');
    expect(foldForSearch('\u200fشاحن\u200b\u202a')).toBe('شاحن');
    expect(foldForSearch('كهربائي')).toBe(foldForSearch('كهربايي'));
  });
});

describe('light stemming', () => {
  it('takes prefixes and suffixes off Arabic words, never below three letters', () => {
    expect(lightStemArabic('البطاريات')).toBe('بطار');
    expect(lightStemArabic('بطاريه')).toBe('بطار');
    expect(lightStemArabic('للسكوتر')).toBe('سكوتر');
    expect(lightStemArabic('سكوترات')).toBe('سكوتر');
    expect(lightStemArabic('بالليثيوم')).toBe('ليثيوم');
    expect(lightStemArabic('المحركين')).toBe('محرك');
    expect(lightStemArabic('ذكي')).toBe('ذكي');
    expect(lightStemArabic('ذكيه')).toBe('ذكي');
    expect(lightStemArabic(foldForSearch('كهربائية'))).toBe(lightStemArabic('كهرباء'));
  });

  it('maps broken plurals to the singular through the dictionary', () => {
    expect(terms('شواحن')).toEqual(terms('شاحن'));
    expect(terms('الشواحن')).toEqual(terms('شاحن'));
    expect(terms('ألواح')).toEqual(terms('لوح'));
    expect(terms('قطع')).toEqual(terms('قطعة'));
    expect(terms('عربات')).toEqual(terms('عربة'));
    expect(terms('اسكوترات')).toEqual(terms('اسكوتر'));
  });

  it('reads a one-letter conjunction or preposition off only as a fallback', () => {
    const [token] = analyze('وشاحن', 'query');
    expect(token.bare).toBe('شاحن');
    expect(analyze('باور', 'query')[0].term).toBe('باور');
  });

  it('stems English plurals', () => {
    expect(stemLatin('batteries')).toBe('battery');
    expect(stemLatin('chargers')).toBe('charger');
    expect(stemLatin('boxes')).toBe('box');
    expect(stemLatin('glass')).toBe('glass');
    expect(stemLatin('ups')).toBe('ups');
  });
});

describe('numbers and units', () => {
  it('reads 48v, 48 volt, 48 V and ٤٨ فولت alike', () => {
    for (const text of ['48v', '48 volt', '48 V', '٤٨ فولت', '48 فولت']) {
      expect(terms(text)).toEqual(['48v']);
    }
  });

  it('reads capacities and keeps the bare number in documents', () => {
    expect(terms('200ah')).toEqual(['200ah']);
    expect(terms('٢٠٠ أمبير')).toEqual(['200a']);
    expect(terms('100 أمبير/ساعة')).toEqual(['100ah']);
    expect(terms('10,000 mAh')).toEqual(['10000mah']);
    expect(terms('12.80 V', 'document')).toEqual(['12.8v', '12.8']);
  });
});

describe('transliteration and synonyms', () => {
  const engine = createSearchEngine();
  engine.setSynonyms(BUILT_IN_SYNONYMS);
  engine.setCategories([]);
  const facts = (id: string) => ({
    id,
    nameEn: id,
    nameAr: id,
    categoryId: 'c',
    pricePiastres: 100,
    inStock: true,
    ratingAverageX100: 0,
    ratingCount: 0,
    isFeatured: false,
    createdAt: 0,
    visible: true,
    thumbUrl: null,
  });
  const add = (id: string, nameAr: string, nameEn: string) =>
    engine.upsert(
      { id, nameAr, nameEn, descriptionAr: '', descriptionEn: '', properties: [] },
      facts(id),
    );
  add('battery', 'بطارية ليثيوم', 'Lithium battery');
  add('scooter', 'سكوتر كهربائي', 'Electric scooter');
  add('charger', 'شاحن', 'Charger');
  add('bank', 'باور بانك', 'Power bank');
  const first = (q: string) =>
    engine.search({ text: q, sort: 'relevance', language: 'ar', offset: 0, limit: 5 }).ids[0];

  it.each([
    ['battarya', 'battery'],
    ['batarya', 'battery'],
    ['ليثيوم', 'battery'],
    ['scooter kahraba', 'scooter'],
    ['اسكوتر', 'scooter'],
    ['e-scooter', 'scooter'],
    ['sha7en', 'charger'],
    ['charger', 'charger'],
    ['شارجر', 'charger'],
    ['power bank', 'bank'],
    ['powerbank', 'bank'],
    ['lithum', 'battery'],
    ['scootr', 'scooter'],
  ])('%s finds the %s', (query, expected) => {
    expect(first(query)).toBe(expected);
  });

  it('offers a close query when nothing matches', () => {
    expect(
      engine.search({ text: 'qqqq', sort: 'relevance', language: 'ar', offset: 0, limit: 5 }).total,
    ).toBe(0);
    expect(engine.didYouMean('chargerzz')).toBe('charger');
  });
});

describe('bad input', () => {
  it('cuts long queries and ignores punctuation, emoji, marks and metacharacters', () => {
    expect(analyze('a'.repeat(500), 'query')[0].term.length).toBeLessThanOrEqual(40);
    expect(terms('!!! ??? 😀🔋')).toEqual([]);
    expect(terms("'; drop table products; --")).toEqual(['drop', 'table', 'product']);
    expect(terms('.*+?^$' + '{}()|[]\\')).toEqual([]);
    expect(termKey('\u200e\u200fشاحن\u2066')).toBe('شاحن');
  });

  it('gives up on edit distances beyond the bound', () => {
    expect(editDistance('lithium', 'lihtium', 1)).toBe(1);
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

describe('bestFirst (the page of a ranking without sorting every match)', () => {
  it('answers what a full sort would: higher key first, then the lower slot, ties included', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (const m of [0, 1, 5, 100, 3000]) {
      // Few distinct keys: many ties at the cut-off, as relevance buckets give.
      const slots = Int32Array.from({ length: m }, (_, i) => (i * 7919) % 10007);
      const keys = Float64Array.from({ length: m }, () => Math.floor(random() * 6));
      const full = [...slots.keys()]
        .sort((a, b) => keys[b] - keys[a] || slots[a] - slots[b])
        .map((i) => slots[i]);
      for (const wanted of [1, 24, 72, m]) {
        const w = Math.min(wanted, m);
        expect(bestFirst(slots, keys, m, w)).toEqual(full.slice(0, w));
      }
    }
  });
});
