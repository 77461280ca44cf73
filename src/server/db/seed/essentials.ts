import { LEGAL_SLUGS } from '../../../shared/schemas/company';
import { DEFAULT_PRODUCT_PAGE, SETTING_KEYS } from '../../features/settings/service';
import { settings } from '../../features/settings/tables';
import { LEGAL_SETTING_KEYS, type LegalValue } from '../../features/site/legal-service';
import type { Db } from '../client';
import { seedPrivacyPolicy, seedStoreProfile, seedTerms } from './data';

const TEXTS = { privacy: seedPrivacyPolicy, terms: seedTerms } as const;

/**
 * Writes the privacy policy and the terms when they are missing and never touches a stored page:
 * once written, the texts belong to the admin. Runs at every start, demo or not: a shop must not
 * open without them, and a database seeded before they existed gets them too. Insert-if-absent
 * in one statement, so instances starting together cannot overwrite each other.
 */
export async function seedLegalPages(db: Db): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insert(settings)
    .values(
      LEGAL_SLUGS.map((slug) => ({
        key: LEGAL_SETTING_KEYS[slug],
        value: { ...TEXTS[slug], updatedAt } satisfies LegalValue,
      })),
    )
    .onConflictDoNothing({ target: settings.key });
}

/**
 * What a shop cannot open without, demo or not, each written only when missing: the store profile
 * (the header, footer and contact page read it; DESIGN §8 seeds it with the demo brand for the
 * admin to replace in /admin/settings) and the legal pages.
 */
export async function seedEssentials(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ key: SETTING_KEYS.storeProfile, value: seedStoreProfile })
    .onConflictDoNothing({ target: settings.key });
  // The product page's stock hint and trust texts (decision 060), for the admin to edit.
  await db
    .insert(settings)
    .values({ key: SETTING_KEYS.productPage, value: DEFAULT_PRODUCT_PAGE })
    .onConflictDoNothing({ target: settings.key });
  await seedLegalPages(db);
}
