import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminAreaModule } from '../src/architecture';
import { pageFilesOf } from '../src/server/features/ssr/page-files';
import { PAINT_GATE_SCRIPT, ROOT_HIDDEN_CSS, ROOT_HIDDEN_ID } from '../src/shared/paint-gate';

/**
 * Issue 9: the storefront's first load (home) ships at most 150 KB of JavaScript, gzipped; admin
 * code, recharts and the Markdown editor never load on storefront pages. Builds the app into a
 * temporary directory (never ./dist, which the end-to-end tests serve) and reads the manifest.
 */
const BUDGET_BYTES = 150 * 1024;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

// How the home page loads: the entry (main.tsx) loads the app (start.tsx), whose router
// (src/web/app/router.tsx) loads the main layout's chunk, then the page's.
const ENTRY = 'index.html';
const START = 'src/web/start.tsx';
const MAIN_LAYOUT = 'src/web/app/layouts/main-layout.tsx';
const HOME = 'src/web/app/routes/home.tsx';
const ADMIN_EDITORS = ['src/web/app/routes/admin/blog-editor.tsx'];

/** Packages only admin screens may load: the Markdown editor's renderer and charts. */
const ADMIN_PACKAGES = [/\/node_modules\/markdown-it\//, /\/node_modules\/recharts\//];
const isAdminPackage = (id: string) => ADMIN_PACKAGES.some((re) => re.test(id));
const isAdminRoute = (key: string) => isAdminAreaModule(`/${key}`);

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let outDir = '';
let manifest: Manifest = {};
/** Output file → the modules rolled into it (the manifest does not list them). */
const modulesByFile = new Map<string, string[]>();

const recordModules: Plugin = {
  name: 'test:record-chunk-modules',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk') modulesByFile.set(chunk.fileName, [...chunk.moduleIds]);
  },
};

/** The chunks a browser loads for these manifest keys: each one and its static imports. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

async function gzipBytes(keys: Set<string>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const key of keys) {
    const { file } = manifest[key];
    if (!file.endsWith('.js')) continue;
    const source = await readFile(path.join(outDir, file));
    sizes.set(file, gzipSync(source, { level: 9 }).length);
  }
  return sizes;
}

const modulesOf = (keys: Set<string>) =>
  [...keys].flatMap((key) => modulesByFile.get(manifest[key].file) ?? []);

/** Every route chunk reachable from the entry without passing through an admin route. */
function storefrontRoutes(): string[] {
  const found = new Set<string>();
  const queue = [...(manifest[ENTRY].dynamicImports ?? [])];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (found.has(key) || isAdminRoute(key)) continue;
    found.add(key);
    for (const member of staticClosure([key]))
      queue.push(...(manifest[member].dynamicImports ?? []));
  }
  return [...found];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

beforeAll(async () => {
  // Under Vitest NODE_ENV is 'test', which would measure React's development build.
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bundle-'));
    await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      plugins: [recordModules],
      build: { outDir, emptyOutDir: true },
    });
    manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  } finally {
    process.env.NODE_ENV = previousEnv;
  }
});

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('storefront bundle', () => {
  it('keeps the home page first load within 150 KB of JavaScript (gzip)', async () => {
    expect(manifest[ENTRY]?.dynamicImports).toEqual([START]);
    expect(manifest[START]?.dynamicImports).toEqual(expect.arrayContaining([MAIN_LAYOUT, HOME]));
    const sizes = await gzipBytes(staticClosure([ENTRY, START, MAIN_LAYOUT, HOME]));
    // The entry's formatter warm-up worker (main.tsx) is downloaded on every page too.
    for (const worker of (manifest[ENTRY].assets ?? []).filter((f) => f.endsWith('.js'))) {
      const source = await readFile(path.join(outDir, worker));
      sizes.set(worker, gzipSync(source, { level: 9 }).length);
    }
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const lines = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .map(([f, s]) => `  ${kib(s)} (${s} B)  ${f}`);
    console.log(
      `Storefront first load (home): ${kib(total)} (${total} B) JS gzip in ${sizes.size} files, budget ${kib(BUDGET_BYTES)} (${BUDGET_BYTES} B)\n${lines.join('\n')}`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("names the app's files for a guest's page to fetch while idle, and the entry runs none of them", async () => {
    // Decision 067: the entry alone runs on a guest's page until the first input.
    const entryFiles = [...staticClosure([ENTRY])].map((key) => manifest[key].file);
    expect(entryFiles.some((file) => /\/(core|start)-/.test(file))).toBe(false);
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const named = html.match(/<meta name="app-files" content="([^"]+)"/)?.[1].split(' ') ?? [];
    const expected = [...staticClosure([START])]
      .map((key) => `/${manifest[key].file}`)
      .filter((file) => !entryFiles.includes(file.slice(1)));
    expect(named.sort()).toEqual(expected.sort());
    expect(named.some((file) => /\/core-/.test(file))).toBe(true);
    // With each language's texts, which the app fetches before it renders (lib/i18n.ts).
    const texts = html.match(/<meta name="app-texts" content="([^"]+)"/)?.[1].split(' ') ?? [];
    expect(texts.map((pair) => pair.slice(0, 3))).toEqual(['ar:', 'en:']);
    for (const pair of texts) {
      const file = pair.slice(3);
      expect(file).toMatch(new RegExp(`^/assets/${pair.slice(0, 2)}-[\\w-]+\\.json$`));
      const strings = JSON.parse(await readFile(path.join(outDir, file), 'utf8'));
      expect(typeof strings.product.addToCart).toBe('string');
    }
  });

  it("gives the server each page's own files from this manifest (features/ssr/page-files.ts)", () => {
    const named = pageFilesOf(manifest, '/');
    // The home's code, the layout's, and the parts of both that its HTML shows a guest.
    const shown = [
      HOME,
      MAIN_LAYOUT,
      'src/web/app/layouts/footer/footer.tsx',
      'src/web/features/catalog/components/product-grid.tsx',
      'src/web/features/blog/components/news-teaser.tsx',
    ];
    const expected = [...staticClosure(shown)].map((key) => `/${manifest[key].file}`);
    expect(named.sort()).toEqual(expected.sort());
    expect(named).toContain(`/${manifest[HOME].file}`);
    // Not the signed-in customer's bell, nor the search's suggestions (fetched on typing).
    for (const onDemand of [
      'src/web/features/notifications/components/notification-bell.tsx',
      'src/web/features/search/components/suggest-popup.tsx',
    ]) {
      expect(named).not.toContain(`/${manifest[onDemand].file}`);
    }
  });

  it('hides the page until the stylesheet is in, which shows it again (decision 078)', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const hidden = `<style id="${ROOT_HIDDEN_ID}">${ROOT_HIDDEN_CSS}</style>`;
    expect(head).toContain(hidden);
    expect(head.indexOf(hidden)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    // The paint gate removes it (for a stylesheet that never comes), by that id.
    expect(PAINT_GATE_SCRIPT).toContain(`getElementById('${ROOT_HIDDEN_ID}')?.remove()`);
    // No classic inline script holds the parser back any more: the body is read at once.
    expect(html).not.toMatch(/<script>/);
    // The stylesheet's rule that shows the page is outside any layer, so that it outranks the
    // head's (unlayered) rule: Tailwind's layers would lose to it whatever their order.
    const sheet = head.match(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/)?.[1];
    const css = await readFile(path.join(outDir, sheet ?? 'missing.css'), 'utf8');
    const shown = css.indexOf('#root{display:block}');
    expect(shown).toBeGreaterThan(0);
    const before = css.slice(0, shown);
    const depth = before.split('{').length - before.split('}').length;
    expect(depth).toBe(0);
  });

  it('starts the head with the paint gate, a render-blocking module before the entry (decision 072)', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
    const gate = `<script type="module" blocking="render">${PAINT_GATE_SCRIPT}</script>`;
    expect(head.trimStart().startsWith(gate)).toBe(true);
    // Modules run in the document's order: the entry module after the gate, so it does not hold
    // the paint while it loads.
    const entry = head.indexOf('<script type="module" crossorigin src="/assets/');
    expect(entry).toBeGreaterThan(head.indexOf(gate));
    // The charset is still declared within the document's first 1,024 bytes.
    expect(html.indexOf('<meta charset="UTF-8"')).toBeLessThan(1024);
    // The only other module script in the head is the entry (the CSP allows this one by its hash).
    expect(head.match(/<script type="module"/g)).toHaveLength(2);
  });

  it('loads no admin code, markdown-it or recharts on any storefront route', () => {
    const routes = storefrontRoutes();
    expect(routes).toEqual(expect.arrayContaining([MAIN_LAYOUT, HOME]));
    expect(routes.length).toBeGreaterThan(20);
    const leaks = routes.flatMap((route) =>
      modulesOf(staticClosure([ENTRY, route]))
        .filter((id) => isAdminAreaModule(id) || isAdminPackage(id))
        .map((id) => `${route} → ${path.relative(ROOT, id)}`),
    );
    expect([...new Set(leaks)]).toEqual([]);
  });

  it('does find admin code and markdown-it where they belong (so the check above can fail)', () => {
    for (const editor of ADMIN_EDITORS) {
      const modules = modulesOf(staticClosure([editor]));
      expect(modules.some(isAdminAreaModule), `${editor} has admin code`).toBe(true);
      expect(modules.some(isAdminPackage), `${editor} has markdown-it`).toBe(true);
    }
  });
});
