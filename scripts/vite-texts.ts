import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/constants';

type Texts = Record<string, unknown>;

/** A file of some parts of one language's texts: its name (from the language and the content's hash) and its parts. */
export interface TextsFile {
  name: (lang: string, hash: string) => string;
  pick: (texts: Texts) => Texts;
}

/** The module naming the admin area's texts files (lib/admin-texts.ts): `{ ar: url, en: url }`. */
export const ADMIN_TEXTS_MODULE = 'virtual:admin-texts';

const LOCALE_URL = /(?:^|\/)locales\/(\w+)\.json\?url$/;

/**
 * In a build, lib/i18n.ts's `locales/<lang>.json?url` names a file of `page`'s parts of that
 * language's texts (src/web/locales), emitted here and named from its content's hash as the
 * build names its other files; with `rest`, `virtual:admin-texts` names a file of the other parts
 * in each language, fetched when they are needed (lib/admin-texts.ts). Outside a build (the dev
 * server, the tests), and in the server renderer's, the texts are whole and that module is null.
 */
export function textsFiles(page: TextsFile, rest?: TextsFile): Plugin {
  const VIRTUAL = '\0texts:';
  const REST = `\0${ADMIN_TEXTS_MODULE}`;
  let base = '/';
  let root = process.cwd();
  let split = false;
  const files = new Map<string, string>();
  const emit = (file: TextsFile, lang: string, texts: Texts) => {
    const source = JSON.stringify(file.pick(texts));
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    const fileName = `assets/${file.name(lang, hash)}`;
    files.set(fileName, source);
    return `${base}${fileName}`;
  };
  const read = async (file: string): Promise<Texts> => JSON.parse(await readFile(file, 'utf8'));
  return {
    name: 'shop:texts-files',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      root = config.root;
      split = config.command === 'build' && !config.build.ssr;
    },
    resolveId(source, importer) {
      if (source === ADMIN_TEXTS_MODULE) return REST;
      if (!split || !importer || !LOCALE_URL.test(source)) return null;
      // Without `.json`: Vite would read the module this plugin makes of it as JSON.
      return `${VIRTUAL}${path.resolve(path.dirname(importer), source.replace(/\.json\?url$/, ''))}`;
    },
    async load(id) {
      if (id === REST) {
        if (!split || !rest) return 'export default null;';
        const urls: Record<string, string> = {};
        for (const lang of LANGUAGES) {
          urls[lang] = emit(
            rest,
            lang,
            await read(path.join(root, `src/web/locales/${lang}.json`)),
          );
        }
        return `export default ${JSON.stringify(urls)};`;
      }
      if (!id.startsWith(VIRTUAL)) return null;
      const localeFile = `${id.slice(VIRTUAL.length)}.json`;
      const url = emit(page, path.basename(localeFile, '.json'), await read(localeFile));
      return `export default ${JSON.stringify(url)};`;
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
