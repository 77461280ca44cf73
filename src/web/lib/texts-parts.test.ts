import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAdminAreaModule } from '../../architecture';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { modulesReachedFrom, partsNamedIn, SRC } from '../test/texts-in-code';
import { ADMIN_TEXT_PARTS, adminTexts, withoutAdminTexts } from './texts-parts';

// The texts file every page fetches leaves out the admin area's part (texts-parts.ts), fetched
// when the admin area is first visited: a module outside the admin area that named it would show
// its keys. Read from the sources every module the app reaches without entering the admin area
// (src/architecture.ts's import graph, from the entry, the app's start and each page of the route
// table, which router.tsx loads by a glob) and the parts of the texts they name.

const modulesOutsideTheAdminArea = () =>
  modulesReachedFrom(
    [
      'web/main.tsx',
      'web/start.tsx',
      ...readdirSync(path.join(SRC, 'web/app/routes'))
        .filter((page) => /^[\w-]+\.tsx$/.test(page))
        .map((page) => `web/app/routes/${page}`),
    ],
    isAdminAreaModule,
  );

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
