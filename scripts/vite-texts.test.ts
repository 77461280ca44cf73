import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { islandsTexts } from '../src/web/islands/texts';
import { adminTexts, withoutAdminTexts } from '../src/web/lib/texts-parts';
import { ADMIN_TEXTS_MODULE, type TextsFile, textsFiles } from './vite-texts';

// The texts files a build emits (scripts/vite-texts.ts): lib/i18n.ts's `locales/<lang>.json?url`
// names, in the islands' build, a file of the islands' parts of that language's texts (decision
// 080, islands/texts.ts); in the app's, a file of all but the admin area's part, which has a file
// of its own in each language, named by `virtual:admin-texts` (decision 081).

const I18N = path.resolve('src/web/lib/i18n.ts');
type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: keyof Plugin) => plugin[name] as Hook;

const ISLANDS: TextsFile = {
  name: (lang, hash) => `${lang}-islands-${hash}.json`,
  pick: islandsTexts,
};
const APP: TextsFile = { name: (lang, hash) => `${lang}-${hash}.json`, pick: withoutAdminTexts };
const ADMIN: TextsFile = { name: (lang, hash) => `admin-${lang}-${hash}.json`, pick: adminTexts };

const config = (base = '/', command = 'build', ssr = false) => ({
  base,
  root: process.cwd(),
  command,
  build: { ssr },
});

async function built(lang: 'ar' | 'en', base = '/') {
  const plugin = textsFiles(ISLANDS);
  hook(plugin, 'configResolved')(config(base));
  const id = hook(plugin, 'resolveId')(`../locales/${lang}.json?url`, I18N) as string;
  const code = (await hook(plugin, 'load')(id)) as string;
  const emitted: { fileName: string; source: string }[] = [];
  hook(plugin, 'generateBundle').call({ emitFile: (file: never) => emitted.push(file) });
  return { code, emitted };
}

describe("the islands' texts files", () => {
  it.each(['ar', 'en'] as const)(
    "hold the islands' parts of the %s texts, named by content",
    async (lang) => {
      const { code, emitted } = await built(lang);
      expect(emitted).toHaveLength(1);
      const [file] = emitted;
      expect(file.fileName).toMatch(new RegExp(`^assets/${lang}-islands-[\\w-]{8}\\.json$`));
      const all = JSON.parse(await readFile(`src/web/locales/${lang}.json`, 'utf8'));
      expect(JSON.parse(file.source)).toEqual(islandsTexts(all));
      // The module i18n.ts imports is the file's address.
      expect(code).toBe(`export default "/${file.fileName}";`);
    },
  );

  it('names the file under the build’s base, and leaves other imports to Vite', async () => {
    const { code, emitted } = await built('en', '/shop/');
    expect(code).toBe(`export default "/shop/${emitted[0].fileName}";`);
    const plugin = textsFiles(ISLANDS);
    hook(plugin, 'configResolved')(config());
    expect(hook(plugin, 'resolveId')('../locales/en.json', I18N)).toBeNull();
    expect(hook(plugin, 'resolveId')('./logo.svg?url', I18N)).toBeNull();
  });
});

describe("the app's texts files", () => {
  it("leave the admin area's part out of each language's file and give it files of its own", async () => {
    const plugin = textsFiles(APP, ADMIN);
    hook(plugin, 'configResolved')(config());
    const page = await hook(
      plugin,
      'load',
    )(hook(plugin, 'resolveId')('../locales/ar.json?url', I18N));
    const admin = (await hook(
      plugin,
      'load',
    )(hook(plugin, 'resolveId')(ADMIN_TEXTS_MODULE, I18N))) as string;
    const emitted: { fileName: string; source: string }[] = [];
    hook(plugin, 'generateBundle').call({ emitFile: (file: never) => emitted.push(file) });
    const byName = new Map(emitted.map((file) => [file.fileName, JSON.parse(file.source)]));
    const ar = JSON.parse(await readFile('src/web/locales/ar.json', 'utf8'));
    const en = JSON.parse(await readFile('src/web/locales/en.json', 'utf8'));
    const [pageFile] = [...byName.keys()].filter((name) =>
      /^assets\/ar-[\w-]{8}\.json$/.test(name),
    );
    expect(page).toBe(`export default "/${pageFile}";`);
    expect(byName.get(pageFile)).toEqual(withoutAdminTexts(ar));
    const urls = JSON.parse(admin.replace(/^export default /, '').replace(/;$/, ''));
    expect(Object.keys(urls)).toEqual(['ar', 'en']);
    expect(urls.ar).toMatch(/^\/assets\/admin-ar-[\w-]{8}\.json$/);
    expect(byName.get(urls.ar.slice(1))).toEqual(adminTexts(ar));
    expect(byName.get(urls.en.slice(1))).toEqual(adminTexts(en));
  });

  it("are whole outside a build, and in the server renderer's", async () => {
    for (const [command, ssr] of [
      ['serve', false],
      ['build', true],
    ] as const) {
      const plugin = textsFiles(APP, ADMIN);
      hook(plugin, 'configResolved')(config('/', command, ssr));
      expect(hook(plugin, 'resolveId')('../locales/ar.json?url', I18N)).toBeNull();
      const id = hook(plugin, 'resolveId')(ADMIN_TEXTS_MODULE, I18N);
      expect(await hook(plugin, 'load')(id)).toBe('export default null;');
    }
  });
});
