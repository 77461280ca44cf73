import type { Language } from './constants';
import type { StoreProfile } from './schemas/site';

/**
 * Placeholders the legal pages may use for the store's own details. They are filled from the
 * store profile when a page is shown, so a new e-mail address or office in the profile can never
 * leave an outdated one in the privacy policy or the terms.
 */
export const STORE_PLACEHOLDERS = [
  'storeName',
  'email',
  'phone',
  'whatsapp',
  'officeAddress',
  'factoryAddress',
] as const;
type Placeholder = (typeof STORE_PLACEHOLDERS)[number];

// Left-to-right isolate: '+20 2 2345 6789' inside Arabic text would otherwise show its groups
// in reverse order (the bidi algorithm lays numbers separated by spaces out right to left).
const ltr = (value: string) => `\u2066${value}\u2069`;

function placeholderValue(name: Placeholder, store: StoreProfile, lang: Language): string {
  switch (name) {
    case 'storeName':
      return store.name[lang] || store.name.en;
    case 'email':
      return store.email; // one word: no reordering, and linkify still makes it a link
    case 'phone':
      return ltr(store.phone);
    case 'whatsapp':
      return ltr(store.whatsapp);
    case 'officeAddress':
      return store.officeAddress[lang] || store.officeAddress.en;
    case 'factoryAddress':
      return store.factoryAddress[lang] || store.factoryAddress.en;
  }
}

/** `{{email}}` → the profile's e-mail; unknown names (and everything without a profile) stay. */
export function fillStorePlaceholders(
  markdown: string,
  store: StoreProfile | null | undefined,
  lang: Language,
): string {
  if (!store) return markdown;
  return markdown.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    (STORE_PLACEHOLDERS as readonly string[]).includes(name)
      ? placeholderValue(name as Placeholder, store, lang)
      : match,
  );
}
