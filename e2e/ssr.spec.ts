import { expect, type Page, test } from '@playwright/test';
import { appHydrated, holdTheApp } from './support/hydration';
import { withLang } from './support/lang';

/**
 * Server-rendered storefront (docs/decisions/030-server-rendering.md): the HTML itself carries the
 * page, and the browser hydrates it without a single hydration warning or console error.
 */
type Lang = 'ar' | 'en';

interface Seeded {
  productId: string;
  productName: Record<Lang, string>;
  categorySlug: string;
  postSlug: Record<Lang, string>;
}

let seeded: Seeded;

test.beforeAll(async ({ request }) => {
  const products = await (await request.get('/api/products?pageSize=1')).json();
  const product = products.items[0];
  const categories = await (await request.get('/api/categories')).json();
  const categoryList = Array.isArray(categories) ? categories : categories.items;
  const posts: Record<Lang, string> = { ar: '', en: '' };
  for (const lang of ['ar', 'en'] as const) {
    const list = await (await request.get(`/api/blogs?pageSize=1&lang=${lang}`)).json();
    posts[lang] = list.items[0]?.slug;
  }
  seeded = {
    productId: product.id,
    productName: { ar: product.nameAr || product.nameEn, en: product.nameEn || product.nameAr },
    categorySlug: categoryList[0].slug,
    postSlug: posts,
  };
});

const pages = (): [string, string][] => [
  ['home', '/'],
  ['products', '/products'],
  ['product', `/products/${seeded.productId}`],
  ['category', `/category/${encodeURIComponent(seeded.categorySlug)}`],
  ['news', '/news'],
  ['about', '/about'],
  ['faq', '/faq'],
  ['contact', '/contact'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
];

/** Every console error or warning (React reports hydration mismatches there) and page error. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Hydration keeps the server's nodes; a client render (React giving up on a mismatch) replaces
 * the children of #root, or of <main> where the page hydrates on its own (decision 032).
 */
async function watchRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { replacedRoot: boolean };
    w.replacedRoot = false;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        const hydratesApart = target.id === 'root' || target.id === 'main-content';
        if (hydratesApart && record.removedNodes.length) w.replacedRoot = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const rootReplaced = (page: Page) =>
  page.evaluate(() => (window as unknown as { replacedRoot: boolean }).replacedRoot);

/** The `<title>` of a page as sent, unescaped. */
const titleOf = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: every public page arrives rendered and hydrates cleanly`, async ({ browser }) => {
    test.slow();
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    await watchRoot(page);
    const all = [
      ...pages(),
      ['news post', `/news/slug/${encodeURIComponent(seeded.postSlug[lang])}`] as [string, string],
    ];
    for (const [name, path] of all) {
      const url = withLang(path, lang);
      // The HTML as received, before any script has run.
      const response = await page.request.get(url);
      expect(response.status(), name).toBe(200);
      const html = await response.text();
      expect(html, name).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html, name).toContain('id="ssr-state"');
      // React may put image preloads first (its own resource hints), then the app.
      expect(html, name).toMatch(/<div id="root">(<link [^>]*>)*<div class="flex min-h-screen/);
      expect(html, name).toMatch(/<h1[\s>]/);

      await page.goto(url);
      await expect(page.locator('h1').first(), name).toBeVisible();
      // Hydrated (a guest's page starts the app on the first input, decision 067), and the
      // session-dependent header part (guests: Log in) is there: the bar's, not the closed menu's.
      await appHydrated(page);
      await expect(page.locator('header a[href="/login"]:visible').first(), name).toBeVisible();
      expect(problems, `${name} (${lang})`).toEqual([]);
      expect(await rootReplaced(page), name).toBe(false);
      // The title the page sets once it runs is the one the server sent (shared/route-table.ts).
      expect(await page.title(), name).toBe(titleOf(html));
    }
    await context.close();
  });
}

test('a product page carries its name and price in the HTML, in each language', async ({
  request,
}) => {
  for (const lang of ['ar', 'en'] as const) {
    const html = await (await request.get(withLang(`/products/${seeded.productId}`, lang))).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    const escaped = seeded.productName[lang].replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(root).toContain(escaped);
    expect(root).toMatch(lang === 'ar' ? /ج\.م|جنيه/ : /EGP/);
  }
});

test('a page for something that does not exist answers 404 with the not-found page', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const url = '/products/00000000-0000-4000-8000-000000000000?lng=en';
  const response = await page.request.get(url);
  expect(response.status()).toBe(404);
  await page.goto(url);
  await expect(page.getByRole('alert').getByText('Product not found')).toBeVisible();
  // The 404 answer itself is reported by Chromium as a failed resource: nothing else may be.
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
});

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: a search typed before the app starts is kept, and Enter sends it`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const query = lang === 'ar' ? 'بطارية' : 'battery';
    // Hold the app back until the visitor has typed, as on a slow phone.
    const typed = await holdTheApp(page);
    await page.goto(withLang('/products', lang), { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('searchbox');
    await box.fill(query);
    typed();
    // Hydrated and the visitor's parts switched on (the typing started the app): the box still
    // holds the text (a re-render puts back what React holds, so React must hold it).
    await appHydrated(page);
    await expect(box).toHaveValue(query);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(query);
    expect(problems).toEqual([]);
  });
}

test('a page rendered earlier hydrates as it was rendered, then shows the time as it is now', async ({
  page,
}) => {
  const problems = collectProblems(page);
  // As a page from the page cache opened long after it was rendered: the browser's clock is 400
  // days past the server's, so "x ago" texts and the footer's year differ between the two.
  const later = Date.now() + 400 * 86_400_000;
  await page.clock.setFixedTime(later);
  await watchRoot(page);
  const url = withLang(`/news/slug/${encodeURIComponent(seeded.postSlug.en)}`, 'en');
  const html = await (await page.request.get(url)).text();
  const renderedAgo = html.match(/<time [^>]*>([^<]+)</)?.[1];
  expect(renderedAgo).toMatch(/ago|yesterday|last|today|now/);

  await page.goto(url);
  const time = page.locator('article time').first();
  // A guest's page is the server's HTML until the first input (decision 067): as rendered.
  await expect(time).toContainText(renderedAgo!);
  // The first input starts the islands, which find the page old and ask for the app (decision
  // 080, step 4). (Not appHydrated: under Playwright's clock the page's performance marks are not
  // kept.) Hydrated without a mismatch, then the visitor's parts (and the clock) switched on.
  await page.mouse.move(5, 5);
  await expect(time).not.toContainText(renderedAgo!);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date(later).getFullYear()}`);
  expect(problems).toEqual([]);
  expect(await rootReplaced(page)).toBe(false);
});

/** The built stylesheet (Vite names it index-<hash>.css). */
const STYLESHEET = /\/assets\/index-[\w-]+\.css$/;

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: the page's body is read while the stylesheet loads, laid out only once it is in, and shows without it if it fails (decision 078)`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(STYLESHEET, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(withLang('/products', lang), { waitUntil: 'commit' });
    // The whole page is read while the stylesheet is on its way (the server's state comes after
    // the page's content), but nothing of it can be laid out unstyled meanwhile.
    await expect
      .poll(() => page.evaluate(() => document.getElementById('ssr-state') !== null))
      .toBe(true);
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => ({
        heading: document.querySelector('h1') !== null,
        laidOut: document.getElementById('root')?.getClientRects().length,
      })),
    ).toEqual({ heading: true, laidOut: 0 });
    release();
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
      'Cairo',
    );
    expect(problems).toEqual([]);

    // A stylesheet that does not come at all holds nothing back: the page shows, unstyled.
    await page.unroute(STYLESHEET);
    await page.route(STYLESHEET, (route) => route.abort());
    await page.goto(withLang('/products', lang));
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a server-rendered page shows: the stylesheet shows it (decision 078)', async ({ page }) => {
    await page.goto('/products');
    await expect(page.locator('h1').first()).toBeVisible();
    // Still hidden by the head's rule, which only the paint gate (a script) removes.
    await expect(page.locator('#root-hidden')).toHaveCount(1);
  });
});
for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: a server-rendered page is first painted whole, on a slow phone too (decision 072)`, async ({
    page,
  }) => {
    // At 4× the parser pauses several times in the home page's HTML; without the paint gate the
    // browser painted (and laid out) what it had so far at a pause.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      // The first frame's callbacks run just before it is painted.
      requestAnimationFrame(() => {
        (window as { firstFrame?: object }).firstFrame = {
          parsing: document.readyState === 'loading',
          footer: document.querySelector('footer') !== null,
        };
      });
    });
    const problems = collectProblems(page);
    await page.goto(withLang('/', lang));
    await expect
      .poll(() => page.evaluate(() => (window as { firstFrame?: object }).firstFrame))
      .toEqual({ parsing: false, footer: true });
    await expect(page.locator('h1').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${lang}: the cookies and both storages are first read before the first paint (decision 074)`, async ({
    page,
  }) => {
    // The first reading of each is a synchronous call to the browser's process: made while the
    // paint is held, not in the first task after it.
    await page.addInitScript(() => {
      const state = { painted: false, firstReads: {} as Record<string, boolean> };
      (window as { readings?: typeof state }).readings = state;
      requestAnimationFrame(() => {
        state.painted = true;
      });
      const noteRead = (store: string) => {
        state.firstReads[store] ??= !state.painted;
      };
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      Object.defineProperty(Document.prototype, 'cookie', {
        ...cookie,
        get() {
          noteRead('cookie');
          return cookie.get!.call(this);
        },
      });
      const length = Object.getOwnPropertyDescriptor(Storage.prototype, 'length')!;
      const getItem = Storage.prototype.getItem;
      const storeOf = (storage: Storage) => (storage === localStorage ? 'local' : 'session');
      Object.defineProperty(Storage.prototype, 'length', {
        ...length,
        get() {
          noteRead(storeOf(this));
          return length.get!.call(this);
        },
      });
      Storage.prototype.getItem = function (key: string) {
        noteRead(storeOf(this));
        return getItem.call(this, key);
      };
    });
    await page.goto(withLang('/', lang));
    await expect(page.locator('h1').first()).toBeVisible();
    // Each is read at all (the entry reads them), and first before the first frame.
    await expect
      .poll(() =>
        page.evaluate(() => (window as { readings?: { firstReads: object } }).readings?.firstReads),
      )
      .toEqual({ cookie: true, local: true, session: true });
  });
}
