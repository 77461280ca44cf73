/**
 * The built storefront as the page benchmarks use it (bench/pages.ts, main-thread.ts, first-tap.ts): a
 * build in a directory of its own, the app serving it from a child process (a fresh DATA_DIR
 * with the demo seed, so the server never shares an event loop with the browser's driver), and
 * the five pages both benchmarks open.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { arg } from './args';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
const vite = path.join(root, 'node_modules', '.bin', 'vite');

export const LANGS = ['ar', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** `npm run build` into `webRoot` and `<webRoot>-ssr` (where the server looks for the renderer). */
export async function buildStorefront(webRoot: string): Promise<void> {
  const options = { cwd: root, maxBuffer: 64 * 1024 * 1024 };
  await run(vite, ['build', '--outDir', webRoot, '--emptyOutDir', '--logLevel', 'warn'], options);
  // The islands (decision 080), into the same directory, as `npm run build` does.
  await run(
    vite,
    ['build', '-c', 'vite.islands.config.ts', '--outDir', webRoot, '--logLevel', 'warn'],
    options,
  );
  await run(
    vite,
    [
      'build',
      '--ssr',
      'src/web/entry-server.tsx',
      '--outDir',
      `${webRoot}-ssr`,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    options,
  );
}

export interface Storefront {
  base: string;
  stop(): Promise<void>;
}

/** The app serving `webRoot` on a free port, in a child process (bench/pages.ts --serve). */
export async function startStorefront(webRoot: string, dataDir: string): Promise<Storefront> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'bench', 'pages.ts'),
      '--serve',
      `--port=${port}`,
      `--web-root=${webRoot}`,
      `--data-dir=${dataDir}`,
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitFor(`${base}/api/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/**
 * The app a page benchmark measures: the build in `--dist=` (with its `-ssr` beside it), or a
 * fresh build in `tmp`, served with a fresh database in `tmp`.
 */
export async function storefrontUnderTest(tmp: string): Promise<Storefront> {
  let webRoot = arg('dist');
  if (webRoot) webRoot = path.resolve(webRoot);
  else {
    webRoot = path.join(tmp, 'dist');
    console.log(`building the app into ${webRoot}…`);
    await buildStorefront(webRoot);
  }
  console.log('starting the app (fresh database, demo seed)…');
  return startStorefront(webRoot, path.join(tmp, 'data'));
}

/**
 * The pages (`--only=`, names with `-` for spaces; else `byDefault`, else all) and languages
 * (`--lang=`) asked for.
 */
export async function chosenPages(
  base: string,
  byDefault?: string[],
): Promise<{ pages: [string, string][]; langs: readonly Lang[] }> {
  let pages = await storefrontPages(base);
  const only = arg('only')?.split(',') ?? byDefault;
  if (only) pages = pages.filter(([name]) => only.includes(name.replace(' ', '-')));
  const lang = arg('lang');
  return { pages, langs: lang === 'ar' || lang === 'en' ? [lang] : LANGS };
}

/** Home, products, a product, a category and a news post of the demo seed: [name, path]. */
export async function storefrontPages(base: string): Promise<[string, string][]> {
  const products = await json<{ items: { id: string }[] }>(`${base}/api/products?pageSize=1`);
  const categories = await json<{ items?: { slug: string }[] } | { slug: string }[]>(
    `${base}/api/categories`,
  );
  const posts = await json<{ items: { slug: string }[] }>(`${base}/api/blogs?pageSize=1`);
  const categoryList = Array.isArray(categories) ? categories : (categories.items ?? []);
  if (!products.items[0] || !categoryList[0] || !posts.items[0]) {
    throw new Error('the demo seed has no product, category or news post');
  }
  return [
    ['home', '/'],
    ['products', '/products'],
    ['product', `/products/${products.items[0].id}`],
    ['category', `/category/${encodeURIComponent(categoryList[0].slug)}`],
    ['news post', `/news/slug/${encodeURIComponent(posts.items[0].slug)}`],
  ];
}

/** The page in a language: English is asked for with `?lng=en`, the app's own link for it. */
export const inLanguage = (pagePath: string, lng: Lang) =>
  lng === 'en' ? `${pagePath}${pagePath.includes('?') ? '&' : '?'}lng=en` : pagePath;

/**
 * A running shop has its popular pages rendered and cached (decision 030): the first view after
 * a storefront change pays for the render, the others do not. Warms a page as such; call it
 * before each load, as a rendered page is kept only a minute (PAGE_CACHE_MS).
 */
export async function warmPage(url: string): Promise<void> {
  for (let i = 0; i < 2; i++) await (await fetch(url)).arrayBuffer();
}

/**
 * A page in a fresh context (empty cache) on Lighthouse's mobile screen (Moto G Power: a page's
 * layout and pictures as on a phone, with touch), its CPU slowed `cpuSlowdown` times through CDP
 * (the session is returned for more of the same, a network's conditions say).
 */
export async function phonePage(
  browser: Browser,
  cpuSlowdown: number,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/** Lighthouse's simulated mobile network (its `mobileSlow4G`): bytes per second. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
