/**
 * npm run bench:language-switch — a guest's tap on the header's language switch, on a phone with
 * the CPU slowed 4× (decision 082): home, the products list and a product page, from Arabic to
 * English and back, each in a fresh phone context (412×823, touch). The page is read for 3 s (it
 * prefetches the islands' and the app's files meanwhile), then the switch is tapped. Per page, the
 * median of the taps (`--runs=`, default 5) of:
 *
 *   switched  tap → the page shows the other language (`<html lang>`, and a frame drawn since):
 *             the app switching in place, or the other language's page loaded
 *   busy      the renderers' main-thread task time in the 5 s after the tap, from a Chromium
 *             trace (the page left and the page loaded both counted)
 *   blocked   of that, each task's time over 50 ms (as Lighthouse's TBT)
 *
 *   --dist=<dir>     reuse a build in <dir> (and <dir>-ssr) instead of building into a temporary one
 *   --lang=<ar|en>   just from one language
 *   --runs=<n>       taps per page
 *   --only=<names>   some of the pages, comma-separated (home, products, product)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { arg } from './lib/args';
import { median } from './lib/report';
import {
  inLanguage,
  LANGS,
  type Lang,
  phonePage,
  storefrontPages,
  storefrontUnderTest,
  warmPage,
} from './lib/storefront';
import { rendererMainTasks, type TraceEvent } from './lib/trace';

const CPU_SLOWDOWN = 4;
/** How long the visitor looks at the page before the tap (ms). */
const READING_MS = 3000;
/** How long after the tap the main thread's work is added up (ms). */
const AFTER_THE_TAP_MS = 5000;

interface Switch {
  switchedMs: number;
  busyMs: number;
  blockedMs: number;
}

/** The renderers' main-thread tasks in the window after the tap: their time, and over 50 ms. */
function mainThreadWork(events: TraceEvent[]): { busyMs: number; blockedMs: number } {
  const tap = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'touchstart');
  if (!tap) throw new Error('the trace has no touchstart');
  const tasks = rendererMainTasks(events).filter(
    (task) => task.start >= tap.ts - 50_000 && task.start < tap.ts + AFTER_THE_TAP_MS * 1000,
  );
  const ms = (task: { start: number; end: number }) => (task.end - task.start) / 1000;
  return {
    busyMs: tasks.reduce((sum, task) => sum + ms(task), 0),
    blockedMs: tasks.reduce((sum, task) => sum + Math.max(0, ms(task) - 50), 0),
  };
}

async function switchOnce(browser: Browser, url: string, from: Lang): Promise<Switch> {
  const other: Lang = from === 'ar' ? 'en' : 'ar';
  const { context, page } = await phonePage(browser, CPU_SLOWDOWN);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(READING_MS);
    await page.waitForLoadState('networkidle');
    // The switch as a link (decision 082), or the button it was before, for a build before it.
    const box = await page
      .locator('header [data-language-switch], header button:has(> span[lang])')
      .first()
      .boundingBox();
    if (!box) throw new Error('no language switch in the header');
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    const tapped = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(
      (lang) =>
        document.documentElement.lang === lang &&
        new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      other,
      { polling: 'raf', timeout: 30_000 },
    );
    const switchedMs = Date.now() - tapped;
    await page.waitForTimeout(Math.max(0, AFTER_THE_TAP_MS - (Date.now() - tapped)));
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return { switchedMs, ...mainThreadWork(traceEvents) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const runCount = Math.max(1, Number(arg('runs') ?? 5) || 1);
  const lang = arg('lang');
  const langs: readonly Lang[] = lang === 'ar' || lang === 'en' ? [lang] : LANGS;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-language-'));
  const app = await storefrontUnderTest(tmp);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows: string[] = [];
  try {
    const only = arg('only')?.split(',') ?? ['home', 'products', 'product'];
    const pages = (await storefrontPages(app.base)).filter(([name]) => only.includes(name));
    for (const [name, pagePath] of pages) {
      for (const from of langs) {
        const url = `${app.base}${inLanguage(pagePath, from)}`;
        const runs: Switch[] = [];
        for (let run = 0; run < runCount; run++) {
          await warmPage(url);
          runs.push(await switchOnce(browser, url, from));
        }
        const of = (key: keyof Switch) => Math.round(median(runs.map((r) => r[key])));
        const each = (key: keyof Switch) => runs.map((r) => Math.round(r[key])).join(' ');
        rows.push(
          `| ${name} | ${from} → ${from === 'ar' ? 'en' : 'ar'} | ${of('switchedMs')} (${each('switchedMs')}) | ${of('busyMs')} (${each('busyMs')}) | ${of('blockedMs')} (${each('blockedMs')}) |`,
        );
        console.log(rows.at(-1));
      }
    }
  } finally {
    await browser.close();
    await app.stop();
    await rm(tmp, { recursive: true, force: true });
  }
  console.log(
    [
      '',
      `ms after a guest's tap on the language switch at ${CPU_SLOWDOWN}× CPU, network not throttled, median of ${runCount} (every tap):`,
      '',
      '| page | switch | switched | busy | blocked |',
      '| --- | --- | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
}

await main();
