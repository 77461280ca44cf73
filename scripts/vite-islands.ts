import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/constants';
import { ISLANDS_META, ISLANDS_TEXTS_META } from '../src/web/lib/entry-marks';
import { appTextsOf, textsMetaContent } from './vite-app-files';
import { precompressFile } from './vite-precompress';

/**
 * The islands' build (vite.islands.config.ts, decision 080) runs after the app's, into the same
 * `dist`: this names its files in the app's index.html, `<meta name="islands">`, the entry first
 * and then the chunks it imports (main.tsx imports the first on a server-rendered page's first
 * input; lib/start-on-demand.ts prefetches them all before), and their texts files in
 * `<meta name="islands-texts">` (scripts/vite-texts.ts); and precompresses them and the page.
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
      // The islands' texts files (scripts/vite-texts.ts), found as the app's are.
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
