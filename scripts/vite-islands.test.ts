import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { islandsTexts } from '../src/web/islands/texts';
import { islandsTextsFiles } from './vite-islands';

// The islands' texts files (decision 080, islands/texts.ts): lib/i18n.ts's `locales/<lang>.json?url`
// names, in the islands' build, a file of the islands' parts of that language's texts.

const I18N = path.resolve('src/web/lib/i18n.ts');
type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: keyof Plugin) => plugin[name] as Hook;

async function built(lang: 'ar' | 'en', base = '/') {
  const plugin = islandsTextsFiles();
  hook(plugin, 'configResolved')({ base });
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
    const plugin = islandsTextsFiles();
    expect(hook(plugin, 'resolveId')('../locales/en.json', I18N)).toBeNull();
    expect(hook(plugin, 'resolveId')('./logo.svg?url', I18N)).toBeNull();
  });
});
