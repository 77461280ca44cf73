import type { Bilingual } from '../../shared/schemas/site';
import { useTranslation } from './translation';

/** The current shop language, always 'ar' or 'en'. */
export function useLang() {
  return useTranslation().lang;
}

/** Picks the text of the current language from an {en, ar} pair. */
export function useBilingual() {
  const lang = useLang();
  return (text: Bilingual | null | undefined): string => (text ? text[lang] || text.en : '');
}

/** Picks nameEn/nameAr-style fields of API records. */
export const pickLocalized = (lang: string, en: string, arText: string): string =>
  lang === 'ar' ? arText || en : en || arText;
