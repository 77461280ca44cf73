import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/constants';

/**
 * The files the app's `import()` in main.tsx brings (the `start` chunk and every chunk it imports,
 * less those the entry has already loaded), named in `<meta name="app-files">` in the built
 * index.html. A guest's server-rendered page starts the app on the first input and fetches these
 * beforehand when the browser is idle (lib/start-on-demand.ts, decision 067), with the texts of
 * the page's language (`<meta name="app-texts">`). A meta, not
 * `<link rel="prefetch">`: any other page loads them at once, and a prefetch beside that load
 * would fetch them twice.
 */
export function appFiles(entry = 'src/web/main.tsx'): Plugin {
  let base = '/';
  return {
    name: 'shop:app-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = ctx.bundle ? appFilesOf(ctx.bundle, entry) : [];
        if (files.length === 0) return [];
        const texts = appTextsOf(ctx.bundle ?? {});
        return [
          {
            tag: 'meta',
            attrs: { name: 'app-files', content: files.map((file) => `${base}${file}`).join(' ') },
            injectTo: 'head' as const,
          },
          {
            // The app's texts in each language (lib/i18n.ts fetches the page's at start): the
            // guest's page fetches its own language's file with the files above.
            tag: 'meta',
            attrs: {
              name: 'app-texts',
              content: textsMetaContent(texts, base),
            },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/** The chunks `entry`'s dynamic imports load, with their static imports, less the entry's own. */
export function appFilesOf(bundle: OutputBundle, entry: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const main = chunks.find(
    (chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(entry)),
  );
  if (!main) return [];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>([main.fileName]);
  const withImports = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byName.get(file)?.imports ?? []) withImports(imported, into);
  };
  for (const imported of main.imports) withImports(imported, loaded);
  const files = new Set<string>();
  for (const dynamic of main.dynamicImports) withImports(dynamic, files);
  return [...files].filter((file) => !loaded.has(file));
}

/** `<meta name="app-texts">`'s (and the islands' texts') content: "ar:/assets/ar-….json en:…". */
export const textsMetaContent = (texts: [string, string][], base: string): string =>
  texts.map(([lang, file]) => `${lang}:${base}${file}`).join(' ');

/**
 * Each language's texts file (scripts/vite-texts.ts; `<lang>-<hash>.json`, not the admin area's
 * `admin-<lang>-…`): [lang, file].
 */
export function appTextsOf(bundle: OutputBundle): [string, string][] {
  const textsFile = new RegExp(`(?:^|/)(${LANGUAGES.join('|')})-[\\w-]+\\.json$`);
  return Object.keys(bundle)
    .map((file) => [file.match(textsFile)?.[1], file] as const)
    .filter((pair): pair is [string, string] => pair[0] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
}
