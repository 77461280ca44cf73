/**
 * The admin area's part of the texts (src/web/locales/*.json's `admin`): half of each file (77 of
 * 160 KB in Arabic). The app's build leaves it out of the texts file every page fetches and parses
 * at start, and gives it a file of its own, fetched when the admin area is first visited
 * (scripts/vite-texts.ts, app/admin-texts.ts). texts-parts.test.ts checks that no module outside
 * the admin area names it.
 */
export const ADMIN_TEXT_PARTS: readonly string[] = ['admin'];

type Texts = Record<string, unknown>;

const isAdminPart = ([part]: [string, unknown]) => ADMIN_TEXT_PARTS.includes(part);

/** One language's texts less the admin area's. */
export const withoutAdminTexts = (all: Texts): Texts =>
  Object.fromEntries(Object.entries(all).filter((entry) => !isAdminPart(entry)));

/** The admin area's part of one language's texts. */
export const adminTexts = (all: Texts): Texts =>
  Object.fromEntries(Object.entries(all).filter(isAdminPart));
