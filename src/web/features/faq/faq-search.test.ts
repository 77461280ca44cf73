import { describe, expect, it } from 'vitest';
import type { Faq } from '../../../shared/schemas/faq';
import { searchFaqs } from './faq-search';

const faq = (id: string, questionEn: string, questionAr: string, answerEn = '', answerAr = '') =>
  ({
    id,
    category: 'general',
    questionEn,
    questionAr,
    answerEn,
    answerAr,
  }) as Faq;

const groups = [
  {
    category: 'general' as const,
    items: [
      faq('1', 'Do you deliver to Alexandria?', 'هل توصلون إلى الإسكندرية؟', 'Yes, in 2 days.'),
      faq('2', 'What is the warranty?', 'ما هي مدة الضمان؟', '', 'الضمان سنتان على البطارية.'),
    ],
  },
  {
    category: 'technical_support' as const,
    items: [faq('3', 'How do I charge?', 'كيف أشحن البطارية؟', 'Use the original charger.')],
  },
];
const ids = (query: string) => searchFaqs(groups, query).flatMap((g) => g.items.map((i) => i.id));

describe('searchFaqs', () => {
  it('returns everything for an empty query', () => {
    expect(ids('  ')).toEqual(['1', '2', '3']);
  });

  it('matches questions and answers in both languages, ignoring case', () => {
    expect(ids('ALEXANDRIA')).toEqual(['1']);
    expect(ids('charger')).toEqual(['3']);
    expect(ids('سنتان')).toEqual(['2']);
  });

  it('folds Arabic spelling variants (hamza forms, taa marbuta, harakat)', () => {
    expect(ids('الاسكندريه')).toEqual(['1']);
    expect(ids('البطاريه')).toEqual(['2', '3']);
    expect(ids('الضَّمان')).toEqual(['2']);
  });

  it('needs every word, and drops groups left empty', () => {
    expect(ids('charge original')).toEqual(['3']);
    expect(ids('charge alexandria')).toEqual([]);
    expect(searchFaqs(groups, 'warranty').map((g) => g.category)).toEqual(['general']);
  });
});
