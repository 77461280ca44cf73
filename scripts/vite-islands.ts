import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/constants';
import { islandsTexts } from '../src/web/islands/texts';
import { ISLANDS_META, ISLANDS_TEXTS_META } from '../src/web/lib/entry-marks';
import { appTextsOf, textsMetaContent } from './vite-app-files';
import { precompressFile } from './vite-precompress';

/**
 * The islands' build (vite.islands.config.ts, decision 080) runs after the app's, into the same
 * `dist`: this names its files in the app's index.html, `<meta name="islands">`, the entry first
 * and then the chunks it imports (main.tsx imports the first on a server-rendered page's first
 * input; lib/start-on-demand.ts prefetches them all before), and their texts files in
 * `<meta name="islands-texts">` (islandsTextsFiles below); and precompresses them and the page.
 */
export function islandsFiles(entryName = 'islands'): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'shop:islands-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      const files = islandsFilesOf(bundle, entryName);
      if (files.length === 0) throw new Error(`no entry chunk named "${entryName}"`);
      const page = path.join(outDir, 'index.html');
      const html = (await readFile(page, 'utf8')).replace(/\s*<meta name="islands[^>]*>/g, '');
      // The islands' texts files (islandsTextsFiles below), found as the app's are.
      const texts = appTextsOf(bundle);
      if (texts.length !== LANGUAGES.length) throw new Error('the islands have no texts file');
      const metas = [
        `<meta name="${ISLANDS_META}" content="${files.map((file) => `${base}${file}`).join(' ')}">`,
        `<meta name="${ISLANDS_TEXTS_META}" content="${textsMetaContent(texts, base)}">`,
      ];
      if (!html.includes('</head>')) throw new Error(`${page} has no </head>`);
      await writeFile(page, html.replace('</head>', `  ${metas.join('\n  ')}\n  </head>`));
      for (const file of [...Object.keys(bundle), 'index.html']) {
        await precompressFile(path.join(outDir, file));
      }
    },
  };
}

/**
 * The entry chunk's file and those it imports statically, each once, the entry first; then the
 * files it imports on demand (an island only some pages have, the toaster) and theirs.
 */
export function islandsFilesOf(bundle: OutputBundle, entryName: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName);
  if (!entry) return [];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byName.get(file)?.imports ?? []) add(imported);
  };
  add(entry.fileName);
  for (const file of files) {
    for (const imported of byName.get(file)?.dynamicImports ?? []) add(imported);
  }
  return [...files];
}

/**
 * The islands' texts (islands/texts.ts): in the islands' build, lib/i18n.ts's `locales/<lang>.json?url`
 * names a file of the islands' parts of that language's texts, emitted here, its name hashed from
 * its content as the build names its other files.
 */
export function islandsTextsFiles(): Plugin {
  const VIRTUAL = '\0islands-texts:';
  let base = '/';
  const files = new Map<string, string>();
  return {
    name: 'shop:islands-texts',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    resolveId(source, importer) {
      const locale = /(?:^|\/)locales\/(\w+)\.json\?url$/.exec(source);
      if (!locale || !importer) return null;
      // Without `.json`: Vite would read the module this plugin makes of it as JSON.
      return `${VIRTUAL}${path.resolve(path.dirname(importer), source.replace(/\.json\?url$/, ''))}`;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const localeFile = `${id.slice(VIRTUAL.length)}.json`;
      const lang = path.basename(localeFile, '.json');
      const source = JSON.stringify(islandsTexts(JSON.parse(await readFile(localeFile, 'utf8'))));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/${lang}-islands-${hash}.json`;
      files.set(fileName, source);
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
