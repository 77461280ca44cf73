/**
 * npm run bench:list-pick — a guest sorts a list on a phone with the CPU slowed 4× (issue 26,
 * decision 080): the products list and a category, in Arabic and in English, each in a fresh
 * phone context (412×823, touch). The page is read for 3 s (it prefetches the islands' and the
 * app's files meanwhile), then the sort's list is touched, and `--picking=` ms later (default
 * 1500: the phone's picker open, its options read) "highest price" is picked. Per page, the
 * median of the picks (`--runs=`, default 5) of:
 *
 *   listed   pick → the list shows its new first product (and a frame was drawn since)
 *   busy     the renderers' main-thread task time from the touch to 5 s after the pick, from a
 *            Chromium trace (a page left and the page loaded both counted)
 *   blocked  of that, each task's time over 50 ms (as Lighthouse's TBT)
 *   after    the same two from the pick on (5 s): the list's update alone, the app's start
 *            before it left out
 *   app      in how many runs the list was shown by the app (its start marked on that page)
 *
 *   --dist=<dir>      reuse a build in <dir> (and <dir>-ssr) instead of building into a temporary one
 *   --lang=<ar|en>    just one language
 *   --runs=<n>        picks per page
 *   --only=<names>    some of the pages, comma-separated (products, category)
 *   --picking=<ms>    the time between the touch and the pick
 *   --slow-network    Lighthouse's mobile network as well (150 ms round trip, 1.6 Mbit/s)
 */
import type { Browser } from 'playwright-core';
import type { ProductSort } from '../src/shared/constants';
import { arg, flag } from './lib/args';
import { medianOfRuns, phoneRunsPerPage } from './lib/phone-runs';
import { chosenPages, phonePage, SLOW_4G } from './lib/storefront';
import { type TraceEvent, workAfterInput } from './lib/trace';

const CPU_SLOWDOWN = 4;
/** How long the visitor looks at the page before touching the sort (ms). */
const READING_MS = 3000;
/** How long after the pick the main thread's work is added up (ms). */
const AFTER_THE_PICK_MS = 5000;
/** The sort picked: another first product than the list's own order (by name). */
const PICKED: ProductSort = 'price_desc';
/** The time between the touch and the pick (ms): the phone's picker open, its options read. */
const PICKING_MS = Number(arg('picking') ?? 1500);
/** Where the page notes the pick's time (`Date.now()`): it outlives a page load in the tab. */
const PICKED_KEY = 'bench-list-picked';

interface Pick {
  listedMs: number;
  busyMs: number;
  blockedMs: number;
  afterBusyMs: number;
  afterBlockedMs: number;
  /** 1 when the app showed the list (the page showing it had started the app), else 0. */
  app: number;
}

/** The list's first product's address once sorted by `PICKED` (in the category, if any). */
async function firstSorted(base: string, url: string): Promise<string> {
  const category = new URL(url).pathname.match(/^\/category\/([^/]+)/)?.[1];
  const query = new URLSearchParams({ sort: PICKED, pageSize: '1' });
  if (category) query.set('category', decodeURIComponent(category));
  const { items } = (await (await fetch(`${base}/api/products?${query}`)).json()) as {
    items: { id: string }[];
  };
  if (!items[0]) throw new Error(`no product listed for ${url}`);
  return `/products/${items[0].id}`;
}

const FIRST_CARD = 'main article a[href^="/products/"]';

async function pickOnce(browser: Browser, url: string, expected: string): Promise<Pick> {
  const { context, page, cdp } = await phonePage(browser, CPU_SLOWDOWN);
  try {
    if (flag('slow-network')) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(READING_MS);
    await page.waitForLoadState('networkidle');
    const before = await page.locator(FIRST_CARD).first().getAttribute('href');
    if (before === expected) throw new Error(`${url} already lists ${expected} first`);
    const sort = page.locator('main select[name="sort"]');
    // Scrolled by script (no input), and the pick's time noted by the page itself.
    await sort.evaluate((select, key) => {
      select.scrollIntoView({ block: 'center' });
      addEventListener('change', () => sessionStorage.setItem(key, String(Date.now())), {
        capture: true,
        once: true,
      });
    }, PICKED_KEY);
    const box = await sort.boundingBox();
    if (!box) throw new Error('the sort is not on screen');
    // Playwright's own page script, compiled on its first use: before the trace, not in it.
    await page.waitForFunction(() => true);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(PICKING_MS);
    await sort.selectOption(PICKED);
    const listed = await page.waitForFunction(
      // 0 (falsy) until then: the wait goes on.
      ({ card, href }) =>
        document.querySelector(card)?.getAttribute('href') === href
          ? new Promise<number>((resolve) =>
              requestAnimationFrame(() => setTimeout(() => resolve(Date.now()), 0)),
            )
          : 0,
      { card: FIRST_CARD, href: expected },
      { polling: 'raf', timeout: 30_000 },
    );
    const { pickedAt, app } = await page.evaluate(
      (key) => ({
        pickedAt: Number(sessionStorage.getItem(key)),
        app: performance.getEntriesByName('app:load').length > 0 ? 1 : 0,
      }),
      PICKED_KEY,
    );
    const listedMs = ((await listed.jsonValue()) as number) - pickedAt;
    await page.waitForTimeout(AFTER_THE_PICK_MS - Math.min(listedMs, AFTER_THE_PICK_MS));
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    const afterThePick = workAfterInput(traceEvents, 'change', AFTER_THE_PICK_MS);
    return {
      listedMs,
      app,
      ...workAfterInput(traceEvents, 'touchstart', PICKING_MS + AFTER_THE_PICK_MS),
      afterBusyMs: afterThePick.busyMs,
      afterBlockedMs: afterThePick.blockedMs,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const rows: string[] = [];
  const runCount = await phoneRunsPerPage<Pick>({
    name: 'list-pick',
    defaultRuns: 5,
    pages: (base) => chosenPages(base, ['products', 'category']),
    run: async (browser, page) =>
      pickOnce(browser, page.url, await firstSorted(page.base, page.url)),
    measured: (page, runs) => {
      const of = (key: keyof Pick) => medianOfRuns(runs.map((run) => run[key]));
      const app = runs.reduce((sum, run) => sum + run.app, 0);
      rows.push(
        `| ${page.name} | ${page.lang} | ${of('listedMs')} | ${of('busyMs')} | ${of('blockedMs')} | ${of('afterBusyMs')} | ${of('afterBlockedMs')} | ${app} of ${runs.length} |`,
      );
      console.log(rows.at(-1));
    },
  });
  console.log(
    [
      '',
      `ms after a guest's pick of a sort, ${PICKING_MS} ms after touching it, at ${CPU_SLOWDOWN}× CPU, ${flag('slow-network') ? 'on a slow 4G network' : 'network not throttled'}, median of ${runCount} (every pick):`,
      '',
      '| page | language | listed | busy | blocked | after: busy | after: blocked | app |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
}

await main();
