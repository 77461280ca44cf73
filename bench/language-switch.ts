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
import type { Browser } from 'playwright-core';
import { medianOfRuns, phoneRunsPerPage } from './lib/phone-runs';
import { chosenPages, type Lang, phonePage } from './lib/storefront';
import { type TraceEvent, workAfterInput } from './lib/trace';

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
    return { switchedMs, ...workAfterInput(traceEvents, 'touchstart', AFTER_THE_TAP_MS) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const rows: string[] = [];
  const runCount = await phoneRunsPerPage<Switch>({
    name: 'language-switch',
    defaultRuns: 5,
    pages: (base) => chosenPages(base, ['home', 'products', 'product']),
    run: (browser, page) => switchOnce(browser, page.url, page.lang),
    measured: (page, runs) => {
      const of = (key: keyof Switch) => medianOfRuns(runs.map((run) => run[key]));
      rows.push(
        `| ${page.name} | ${page.lang} → ${page.lang === 'ar' ? 'en' : 'ar'} | ${of('switchedMs')} | ${of('busyMs')} | ${of('blockedMs')} |`,
      );
      console.log(rows.at(-1));
    },
  });
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
