import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchPage } from '../../../shared/route-table';

/** One chunk of the build's manifest (Vite's `build.manifest`), as far as read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  /** The parts it loads after its first render (lazyPart: the footer, the home's news…). */
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROUTES_DIR = 'src/web/app/routes';
const MAIN_LAYOUT = 'src/web/app/layouts/main-layout.tsx';

/**
 * The parts a guest's page never shows when the app starts, so not fetched beforehand: the
 * notification bell (signed-in customers), the compare link (a visitor with a comparison, whose
 * page starts at once) and the search's suggestions (fetched when the visitor types, with the
 * schemas they validate with, ~28 KB). Every other part of the page and its layout is in the
 * server's HTML and hydrates when the app starts.
 */
const NOT_ON_A_GUESTS_PAGE = new Set([
  'src/web/features/notifications/components/notification-bell.tsx',
  'src/web/features/compare/components/compare-link.tsx',
  'src/web/features/search/components/suggest-popup.tsx',
]);

/**
 * The JavaScript files a server-rendered page's own code needs once the app starts: the page's
 * module (the route table's `module`) and, unless the page is bare, the main layout's, each with
 * the chunks it imports, then the parts they load after their first render that a guest's page
 * shows (the footer, the home's products and news), with theirs. A guest's page fetches them
 * while idle with the app's files (decision 067), so the tap that starts the app does not wait
 * for them on a phone's connection.
 */
export function pageFilesOf(manifest: Manifest, pathname: string): string[] {
  const { route } = matchPage(pathname);
  if (!route.module) return [];
  const roots = [`${ROUTES_DIR}/${route.module}.tsx`];
  // Every page but the bare ones (sign-in, register…) is inside the main layout (router.tsx).
  if (route.layout !== 'bare') roots.push(MAIN_LAYOUT);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  for (const root of roots) {
    for (const part of manifest[root]?.dynamicImports ?? []) {
      if (!NOT_ON_A_GUESTS_PAGE.has(part)) visit(part);
    }
  }
  return [...files];
}

/**
 * Reads the build's manifest in `webRoot` (`.vite/manifest.json`), again after a rebuild as the
 * shell is; no manifest (the development server) names no files.
 */
export function createPageFiles(webRoot: string): (pathname: string) => string[] {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  let read: { mtimeMs: number; manifest: Manifest } | undefined;
  return (pathname) => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return [];
    if (read?.mtimeMs !== mtimeMs) {
      read = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
    }
    return pageFilesOf(read.manifest, pathname);
  };
}

/** Names the page's files in its head, for the entry to fetch while idle (main.tsx). */
export function withPageFiles(html: string, files: string[]): string {
  if (files.length === 0) return html;
  return html.replace(
    '</head>',
    () => `  <meta name="page-files" content="${files.join(' ')}">\n  </head>`,
  );
}
