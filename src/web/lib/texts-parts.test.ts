import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../architecture';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ADMIN_TEXT_PARTS, adminTexts, withoutAdminTexts } from './texts-parts';

// The texts file every page fetches leaves out the admin area's part (texts-parts.ts), fetched
// when the admin area is first visited: a module outside the admin area that named it would show
// its keys. Read from the sources every module the app reaches without entering the admin area
// (src/architecture.ts's import graph, from the entry, the app's start and each page of the route
// table, which router.tsx loads by a glob) and the parts of the texts they name.

const SRC = path.resolve('src');
/** The admin area's modules: the walk does not enter them (as scripts/storefront-bundle.test.ts). */
const ADMIN_CODE = [
  /^web\/app\/routes\/admin\//,
  /^web\/app\/layouts\/admin\//,
  /^web\/components\/admin\//,
  /^web\/features\/[a-z-]+-admin\//,
  /^web\/features\/(dashboard|admin-search)\//,
];
/** A text's key in code: 'cart.added', `shipping.estimate.${key}`, `errors.${code}`. */
const KEY = /['"`]([a-zA-Z]+)\.[a-zA-Z$]/g;

function modulesOutsideTheAdminArea(): string[] {
  const imports = new Map<string, string[]>();
  for (const { from, to } of importGraph(SRC))
    imports.set(from, [...(imports.get(from) ?? []), to]);
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file) || ADMIN_CODE.some((admin) => admin.test(file))) return;
    if (/\.test\.tsx?$/.test(file)) return;
    modules.add(file);
    for (const imported of imports.get(file) ?? []) visit(imported);
  };
  visit('web/main.tsx');
  visit('web/start.tsx');
  for (const page of readdirSync(path.join(SRC, 'web/app/routes'))) {
    if (/^[\w-]+\.tsx$/.test(page)) visit(`web/app/routes/${page}`);
  }
  return [...modules];
}

/** The parts of the texts a module names, its comments left out. */
function partsNamedIn(file: string): string[] {
  const code = readFileSync(path.join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(KEY)].map(([, part]) => part).filter((part) => part in en);
}

describe("the admin area's texts", () => {
  it('are named by no module outside the admin area', () => {
    const modules = modulesOutsideTheAdminArea();
    // The walk reaches the pages, the header and what customers and the admin area share.
    expect(modules).toEqual(
      expect.arrayContaining([
        'web/app/routes/product-details.tsx',
        'web/app/layouts/header/header.tsx',
        'web/components/shop-time.tsx',
      ]),
    );
    expect(modules.some((file) => file.startsWith('web/app/routes/admin/'))).toBe(false);
    const naming = modules.flatMap((file) =>
      partsNamedIn(file)
        .filter((part) => ADMIN_TEXT_PARTS.includes(part))
        .map((part) => `${part} (${file})`),
    );
    expect([...new Set(naming)]).toEqual([]);
  });

  it('are half of each language, and the two files together are the whole', () => {
    for (const texts of [ar, en]) {
      const admin = adminTexts(texts);
      expect(Object.keys(admin)).toEqual([...ADMIN_TEXT_PARTS]);
      expect({ ...withoutAdminTexts(texts), ...admin }).toEqual(texts);
      expect(Object.keys(withoutAdminTexts(texts))).not.toContain('admin');
      expect(JSON.stringify(admin).length).toBeGreaterThan(JSON.stringify(texts).length / 3);
    }
  });
});
