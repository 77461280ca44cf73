import os from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoXss, followPayloadLinks, watchPage, type XssWatch } from './support/xss';
import { restoreAfterXss, seedXss, type XssSeed } from './support/xss-seed';

/**
 * Issue 10: payloads saved into every text a customer, a guest or an admin can write are shown
 * as text everywhere they appear, in Arabic and in English, in the storefront and in the admin,
 * and nothing of them runs or lands in the DOM as markup. The markers listed per page are the
 * fields that page must show (at least one of them, as literal text).
 */

const states = {
  admin: path.join(os.tmpdir(), `e2e-xss-admin-${process.pid}.json`),
  customer: path.join(os.tmpdir(), `e2e-xss-customer-${process.pid}.json`),
};
let seed: XssSeed;
const cspReports: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  seed = await seedXss(browser, states);
});

test.afterAll(async ({ browser }) => {
  if (seed) await restoreAfterXss(browser, seed);
  // A CSP block means the DOM check above already failed; listed for the report either way.
  if (cspReports.length > 0) console.log(`CSP reports:\n${cspReports.join('\n')}`);
});

async function open(browser: Browser, state: string, lang: 'ar' | 'en') {
  const context = await browser.newContext({
    storageState: state,
    viewport: { width: 1280, height: 900 },
  });
  // The language as the app remembers a choice: in local storage and in the cookie the server
  // renders pages by (so every page arrives, and hydrates, in that language).
  await context.addCookies([
    { name: 'i18next', value: lang, url: test.info().project.use.baseURL! },
  ]);
  const page = await context.newPage();
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
  return { page, watch: await watchPage(page) };
}

/** Both languages' markers of a field (`pn` → pne, pna). */
const both = (...fields: string[]) => fields.flatMap((f) => [`${f}e`, `${f}a`]);

async function visit(page: Page, watch: XssWatch, url: string, shown: string[]) {
  await test.step(url, async () => {
    const response = await page.goto(url);
    const html = (await response?.text()) ?? '';
    await expectNoXss(page, watch, shown, html);
    await followPayloadLinks(page, watch, shown);
    cspReports.push(...watch.cspReports.splice(0));
  });
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: the storefront shows every payload as text and runs none`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, watch } = await open(browser, states.customer, lang);
    const storefront: [string, string[]][] = [
      ['/', both('pn', 'st')],
      ['/products?sort=price_desc', both('pn')],
      [`/products/${seed.productId}`, [...both('pn', 'pd', 'pk', 'pv', 'cl'), 'rvw']],
      [`/category/${seed.categorySlug}`, both('gn', 'gd', 'pn')],
      ['/news', both('bt', 'bx')],
      [`/news/slug/${seed.posts.en.slug}`, ['bte', 'bxe', 'bbe', 'bae']],
      [`/news/slug/${seed.posts.ar.slug}`, ['bta', 'bxa', 'bba', 'baa']],
      ['/faq', both('fq')],
      ['/about', both('sb', 'sm', 'sv', 'pp', 'pq')],
      ['/contact', both('so', 'sf', 'sd', 'sh')],
      ['/terms', both('lt')],
      ['/privacy', both('lp')],
      ['/cart', both('pn', 'cl')],
      ['/checkout', [...both('pn', 'cl'), 'cfn', 'cln']],
      // The list shows numbers, dates and totals only.
      ['/orders', []],
      [`/orders/${seed.orderId}`, [...both('pn', 'cl'), 'ofn', 'oln', 'oad', 'oct', 'ant']],
      ['/notifications', both('nt', 'nm')],
      [`/support-messages?thread=${seed.threadId}`, ['tsu', 'tme', 'tre']],
      ['/profile', ['cfn', 'cln']],
    ];
    for (const [url, shown] of storefront) await visit(page, watch, url, shown);

    await test.step('the bell dropdown and a click on the notification', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: /^(Notifications|الإشعارات)/ }).click();
      const panel = page.getByRole('region', { name: /^(Recent notifications|أحدث الإشعارات)$/ });
      await expect(panel).toBeVisible();
      await expectNoXss(page, watch, both('nt'));
      // Its link is a path of this site carrying a payload: following it runs nothing.
      await panel
        .getByRole('button', { name: /concat\('nt[ea]'\)/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/products\?x=/);
      await expectNoXss(page, watch, []);
    });
    await page.context().close();
  });
}

test('the admin area shows every payload as text and runs none', async ({ browser }) => {
  test.setTimeout(150_000);
  // The admin area is Arabic whatever the visitor's language (SPEC §1).
  const { page, watch } = await open(browser, states.admin, 'ar');
  const admin: [string, string[]][] = [
    ['/admin', ['ofn', 'oln', 'cfn', 'cln']],
    ['/admin/orders', ['ofn', 'oln', 'cfn', 'cln']],
    [`/admin/orders/${seed.orderId}`, [...both('pn', 'cl'), 'ofn', 'oln', 'oad', 'oct', 'ant']],
    ['/admin/users', ['cfn', 'cln']],
    ['/admin/products', both('pn')],
    [`/admin/products/${seed.productId}`, both('pn', 'pd', 'cl', 'pk', 'pv')],
    ['/admin/categories', both('gn')],
    ['/admin/blogs', both('bt')],
    [`/admin/blogs/${seed.posts.en.id}`, ['bte', 'bbe', 'bxe']],
    [`/admin/blogs/${seed.posts.ar.id}`, ['bta', 'bba', 'bxa']],
    ['/admin/faqs', both('fq')],
    ['/admin/support', ['tsu', 'ksu', 'kna']],
    [`/admin/support?thread=${seed.threadId}`, ['tsu', 'tme', 'tre', 'cfn', 'cln']],
    [`/admin/support?thread=${seed.contactThreadId}`, ['ksu', 'kme', 'kna']],
    ['/admin/notifications', []],
    ['/admin/settings', []],
    ['/admin/settings?section=store', both('sn', 'st', 'sb', 'pp')],
    ['/admin/settings?section=legal', both('lp', 'lt')],
  ];
  for (const [url, shown] of admin) await visit(page, watch, url, shown);

  await test.step('the customer from the users list', async () => {
    await page.goto('/admin/users');
    await page
      .getByRole('link', { name: /concat\('cfn'\)/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await expectNoXss(page, watch, ['cfn', 'cln']);
  });
  await page.context().close();
});

test('the checks catch a payload that does get into the page', async ({ browser }) => {
  // Proof that the checks above can fail: the same payloads, inserted as markup on purpose.
  const { page, watch } = await open(browser, states.customer, 'en');
  await page.goto('/faq');
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.innerHTML = `<img src=x onerror="window.__xss=['self-test']"><a href="javascript:void 0">x</a>`;
    document.body.append(box);
  });
  const failure = await expectNoXss(page, watch, []).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/payload elements in the DOM|payloads that ran/);
  await page.context().close();
});
