import adminTextsUrls from 'virtual:admin-texts';
import { ADMIN_LANGUAGE } from '../../shared/language';
import i18n, { fetchTexts, LOCALE_URLS } from '../lib/i18n';

/**
 * The admin area's texts (lib/texts-parts.ts), fetched the first time it is visited (router.tsx
 * patches its routes in then) and added to the texts of its language. With that language's other
 * texts when they are not in yet (the admin area reached from the storefront in English): a
 * language that has any texts counts as loaded (lib/i18n.ts switchLanguage). Nothing to fetch
 * where the texts are whole (the dev server, the tests).
 */
export async function loadAdminTexts(): Promise<void> {
  const lng = ADMIN_LANGUAGE;
  if (!adminTextsUrls || i18n.getResource(lng, 'translation', 'admin')) return;
  const [texts, admin] = await Promise.all([
    i18n.hasResourceBundle(lng, 'translation') ? undefined : fetchTexts(LOCALE_URLS[lng]),
    fetchTexts(adminTextsUrls[lng]),
  ]);
  if (texts) i18n.addResourceBundle(lng, 'translation', texts);
  i18n.addResourceBundle(lng, 'translation', admin, true, true);
}
