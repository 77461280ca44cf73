import { MAX_SEARCH_LENGTH } from '../../../shared/constants';
import {
  foldForSearch,
  LETTER_PREFIXES,
  stemLatin,
  stripArticle,
  stripSuffixes,
} from '../../lib/arabic';
import { IRREGULAR_FORMS, TWO_WORD_UNITS, UNITS } from './lexicon';

export interface Token {
  /** What the index compares: folded, stemmed, or a number with its unit ("48v"). */
  term: string;
  /** The word as typed, folded: for "did you mean" and prefix matching. */
  surface: string;
  /** A number with a unit. */
  unit?: boolean;
  /**
   * An Arabic word that may carry a one-letter conjunction or preposition (و، ب، ف، ك، ل):
   * the stem without it (وشاحن → شاحن). Not certain (باور is not ب + اور), so a document keeps
   * it at a lower weight and a query falls back to it only when the whole word is unknown.
   */
  bare?: string;
}

const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'of',
  'to',
  'in',
  'on',
  'an',
  'or',
  'by',
  'at',
  'is',
  'في',
  'من',
  'على',
  'علي',
  'الى',
  'الي',
  'مع',
  'عن',
  'او',
  'ثم',
  'ان',
  'هو',
  'هي',
  'ما',
  'لا',
  'مثل',
]);

// A number glued to letters (48v, 54.6v, 3arabeya), a Latin word possibly with digits
// (lifepo4, sha7en), a bare number, an Arabic word.
const WORD = /\d+(?:\.\d+)?[a-z]+[a-z0-9]*|[a-z0-9]*[a-z][a-z0-9]*|\d+(?:\.\d+)?|[\u0621-\u064a]+/g;
const NUMBER_WITH_LETTERS = /^(\d+(?:\.\d+)?)([a-z]+)$/;

/** Folded Arabic word → stem: dictionary of irregular forms, article, suffixes. */
function stemArabic(word: string): string {
  const irregular = IRREGULAR_FORMS[word];
  if (irregular) return stripSuffixes(irregular);
  const bare = stripArticle(word);
  const irregularBare = IRREGULAR_FORMS[bare];
  return stripSuffixes(irregularBare ?? bare);
}

function stemWord(word: string): string {
  if (/^[a-z0-9]+$/.test(word)) {
    if (/\d/.test(word)) return word; // lifepo4, sb175, sha7en: as typed
    return stemLatin(IRREGULAR_FORMS[word] ?? word);
  }
  return stemArabic(word);
}

/** "12.80" → "12.8", "048" → "48": the same number written alike. */
const canonicalNumber = (n: string) => String(Number(n));

/**
 * Splits text into index terms (issue 23): folding (lib/arabic.ts), numbers with their units
 * ("48 فولت", "48 volt" and "48V" are all 48v), stop words out, light stemming of Arabic and
 * English. A document keeps a number alone as well as with its unit; a query asking "48v"
 * wants the unit.
 */
export function analyze(text: string, mode: 'document' | 'query'): Token[] {
  const folded = foldForSearch(mode === 'query' ? text.slice(0, MAX_SEARCH_LENGTH) : text)
    // 10,000 → 10000
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  const words = folded.match(WORD) ?? [];
  const tokens: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    let word = words[i];
    let number: string | undefined;
    let unit: string | undefined;
    const glued = NUMBER_WITH_LETTERS.exec(word);
    if (glued && UNITS[glued[2]]) {
      number = glued[1];
      unit = UNITS[glued[2]];
    } else if (/^\d+(?:\.\d+)?$/.test(word)) {
      number = word;
      const two = `${words[i + 1] ?? ''} ${words[i + 2] ?? ''}`;
      if (TWO_WORD_UNITS[two]) {
        unit = TWO_WORD_UNITS[two];
        i += 2;
      } else if (words[i + 1] && UNITS[stripArticle(words[i + 1])]) {
        unit = UNITS[stripArticle(words[i + 1])];
        i += 1;
      }
    }
    if (number !== undefined) {
      const n = canonicalNumber(number);
      if (unit) {
        tokens.push({ term: `${n}${unit}`, surface: `${n}${unit}`, unit: true });
        if (mode === 'document') tokens.push({ term: n, surface: n });
      } else {
        tokens.push({ term: n, surface: n });
      }
      continue;
    }
    if (STOP_WORDS.has(word)) continue;
    const arabic = /^[\u0621-\u064a]/.test(word);
    if (word.length < 2) continue;
    word = word.slice(0, 40);
    const token: Token = { term: stemWord(word), surface: word };
    if (arabic && LETTER_PREFIXES.includes(word[0]) && word.length - 1 >= 3) {
      const bare = stemArabic(word.slice(1));
      if (bare !== token.term) token.bare = bare;
    }
    tokens.push(token);
  }
  return tokens;
}

/** The terms of a text joined by spaces: the key of a query, a redirect or an exact name. */
export const termKey = (text: string): string =>
  analyze(text, 'query')
    .map((t) => t.term)
    .join(' ');
