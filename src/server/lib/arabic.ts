// One implementation for both sides (the FAQ search runs in the browser): see src/shared/arabic.ts.
import { normalizeArabic } from '../../shared/arabic';

export { normalizeArabic };

/**
 * Characters a shopper never means but keyboards and copy-paste bring: zero-width spaces and
 * joiners, left-to-right and right-to-left marks and embeddings, the Arabic letter mark, the
 * byte-order mark, soft hyphens.
 */
const INVISIBLE = /[\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** Arabic-Indic (٠١٢…) and Eastern Arabic-Indic (۰۱۲…) digits → 0–9; ٫ → '.', ٬ → ','. */
export function foldDigits(input: string): string {
  return input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/**
 * What product search compares (issue 23): presentation forms unfolded (NFKC), invisible marks
 * removed, digits folded to Latin, then normalizeArabic; also ؤ → و and ئ → ي, which shoppers
 * type both ways (كهربائي / كهربايي).
 */
export function foldForSearch(input: string): string {
  return normalizeArabic(foldDigits(input.normalize('NFKC').replace(INVISIBLE, '')))
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064a');
}

/** Prefixes stripped whenever what is left is a word (≥ 3 letters): the article and its carriers. */
const ARTICLE_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
/** One-letter conjunctions and prepositions: only stripped where the caller knows it is one. */
export const LETTER_PREFIXES = ['و', 'ب', 'ف', 'ك', 'ل'];
/** Suffixes of plurals, the feminine and attached pronouns (ة is ه after folding). */
const SUFFIXES = ['ات', 'ون', 'ين', 'يه', 'ها', 'ه', 'ي'];
const MIN_STEM = 3;

/** ال، وال، بال، كال، فال، لل off the front of a folded word, when a word remains. */
export function stripArticle(word: string): string {
  for (const prefix of ARTICLE_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= MIN_STEM) {
      return word.slice(prefix.length);
    }
  }
  return word;
}

/**
 * Light stemming of a folded Arabic word without its prefix: one plural/feminine/pronoun suffix
 * (ات، ون، ين، ية، ها، ة، ي), then a nisba ي, then a final hamza — never below three letters.
 * بطارية, بطاريات → بطار; كهربائية, كهرباء → كهربا; شمسية → شمس. Broken plurals (شواحن) are
 * the dictionary's (features/search/lexicon.ts).
 */
export function stripSuffixes(word: string): string {
  let stem = word;
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= MIN_STEM) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  if (stem.endsWith('ي') && stem.length - 1 >= MIN_STEM) stem = stem.slice(0, -1);
  if (stem.endsWith('ء') && stem.length - 1 >= MIN_STEM) stem = stem.slice(0, -1);
  return stem;
}

/** Light stemming of a folded Arabic word: article off, then the suffixes. */
export function lightStemArabic(word: string): string {
  return stripSuffixes(stripArticle(word));
}

/** English plurals: batteries → battery, chargers → charger, boxes → box; not glass, bus. */
export function stemLatin(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}
