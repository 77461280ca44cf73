import { z } from 'zod';
import type { Language } from '../../../shared/constants';
import { fillStorePlaceholders } from '../../../shared/legal';
import { renderMarkdown } from '../../../shared/markdown';
import {
  type AdminLegalPage,
  isLegalSlug,
  type LegalPage,
  type LegalPageInput,
  type LegalSlug,
} from '../../../shared/schemas/company';
import { AppError } from '../../lib/app-error';
import { SETTING_KEYS, type SettingsService } from '../settings';

/** A legal page as stored in its setting: the Markdown of both languages and its date. */
export const legalValueSchema = z.object({
  en: z.string(),
  ar: z.string(),
  updatedAt: z.string(),
});
export type LegalValue = z.infer<typeof legalValueSchema>;

export const LEGAL_SETTING_KEYS: Record<LegalSlug, string> = {
  privacy: SETTING_KEYS.legalPrivacy,
  terms: SETTING_KEYS.legalTerms,
};

/** Privacy policy and terms: Markdown in settings, rendered with the one shared renderer. */
export function createLegalService({ settings }: { settings: SettingsService }) {
  function slugOf(slug: string): LegalSlug {
    if (!isLegalSlug(slug)) throw AppError.notFound('errors.pageNotFound');
    return slug;
  }

  async function stored(slug: LegalSlug): Promise<LegalValue | null> {
    return (await settings.read(LEGAL_SETTING_KEYS[slug], legalValueSchema))?.value ?? null;
  }

  return {
    /** The page in one language, as safe HTML, with the store's details filled in. */
    async page(slugText: string, lang: Language): Promise<LegalPage> {
      const slug = slugOf(slugText);
      const value = await stored(slug);
      // Seeded at every start (db/seed/legal.ts): missing means the database is not ready.
      if (!value) throw new AppError('UNAVAILABLE', 503, 'errors.unavailable');
      const store = await settings.getStoreProfile();
      const markdown = fillStorePlaceholders(value[lang] || value.en, store, lang);
      return { slug, lang, html: renderMarkdown(markdown), updatedAt: value.updatedAt };
    },

    /** The Markdown the admin edits; empty when nothing was ever written. */
    async source(slugText: string): Promise<AdminLegalPage> {
      const slug = slugOf(slugText);
      const value = await stored(slug);
      return {
        slug,
        en: value?.en ?? '',
        ar: value?.ar ?? '',
        updatedAt: value?.updatedAt ?? null,
      };
    },

    /** Saving is what "last updated" on the public page means, so the date is set here. */
    async update(
      slugText: string,
      input: LegalPageInput,
      updatedById: string,
    ): Promise<AdminLegalPage> {
      const slug = slugOf(slugText);
      const value: LegalValue = { en: input.en, ar: input.ar, updatedAt: new Date().toISOString() };
      await settings.write(LEGAL_SETTING_KEYS[slug], value, updatedById);
      return { slug, ...value };
    },
  };
}
