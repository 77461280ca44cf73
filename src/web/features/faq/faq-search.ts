import { normalizeArabic } from '../../../shared/arabic';
import type { Faq, FaqGroups } from '../../../shared/schemas/faq';

/** Folded like the server's search: alef forms, taa marbuta, ya, harakat and case don't matter. */
const fold = (text: string) => normalizeArabic(text).replace(/\s+/g, ' ').trim();

const haystack = (faq: Faq) =>
  fold([faq.questionEn, faq.questionAr, faq.answerEn, faq.answerAr].join('\n'));

/**
 * The questions whose question or answer, in either language, contains every word of the query
 * ("شحن الاسكندرية" finds the answer that mentions both). Empty groups are dropped.
 */
export function searchFaqs(groups: FaqGroups['groups'], query: string): FaqGroups['groups'] {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((faq) => {
        const text = haystack(faq);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}
