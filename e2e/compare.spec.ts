import { expect, type Page, test } from '@playwright/test';

/**
 * Compare products (issue 24, docs/decisions/061-compare-products.md): the toggle on cards and on
 * the product page, four at most, the header's link with the count, the table side by side on a
 * phone (scrolling sideways, the first column staying) and on a desktop, removing, the empty state.
 */
type Lang = 'ar' | 'en';

const TEXTS = {
  ar: {
    toggle: /^مقارنة: /,
    full: 'يمكنك مقارنة ٤ منتجات كحد أقصى',
    link: (n: string) => `مقارنة المنتجات، ${n}`,
    title: 'مقارنة المنتجات',
    price: 'السعر',
    stock: 'التوفر',
    add: 'أضف إلى المقارنة',
    remove: 'إزالة من المقارنة',
    removeOne: /^إزالة .* من المقارنة$/,
    empty: 'لا توجد منتجات للمقارنة بعد',
    none: 'غير محدد',
  },
  en: {
    toggle: /^Compare: /,
    full: 'You can compare up to 4 products',
    link: (n: string) => `Compare products, ${n}`,
    title: 'Compare products',
    price: 'Price',
    stock: 'Availability',
    add: 'Add to compare',
    remove: 'Remove from compare',
    removeOne: /^Remove .* from compare$/,
    empty: 'Nothing to compare yet',
    none: 'Not given',
  },
} as const;

const COUNTS = {
  ar: ['منتج واحد', 'منتجان', '٣ منتجات', '٤ منتجات'],
  en: ['1 chosen', '2 chosen', '3 chosen', '4 chosen'],
};

/** The compare bar (a pill at the bottom of the screen) with the count. */
const bar = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

for (const lang of ['ar', 'en'] as Lang[]) {
  const t = TEXTS[lang];

  test.describe(`compare in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    });

    test('choose four from the cards, a fifth is refused, compare, remove, empty', async ({
      page,
    }) => {
      await page.goto(`/products?lng=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const toggles = page.getByRole('main').getByRole('button', { name: t.toggle });
      await expect(toggles.nth(4)).toBeVisible();
      for (let i = 0; i < 4; i++) {
        await toggles.nth(i).click();
        await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true');
        await expect(bar(page, t.link(COUNTS[lang][i]))).toBeVisible();
      }
      await toggles.nth(4).click();
      await expect(page.getByText(t.full)).toBeVisible();
      await expect(toggles.nth(4)).toHaveAttribute('aria-pressed', 'false');

      // The list survives a reload (ids in local storage), and the link leads to the page.
      await page.reload();
      await bar(page, t.link(COUNTS[lang][3])).click();
      await expect(page).toHaveURL(/\/compare$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(4);
      await expect(table.getByRole('rowheader', { name: t.price })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: t.stock })).toBeVisible();
      // Every row has a cell per product: a value or the dash.
      const rows = table.locator('tbody tr');
      for (let r = 0; r < (await rows.count()); r++) {
        await expect(rows.nth(r).locator('td')).toHaveCount(4);
      }

      await page.getByRole('button', { name: t.removeOne }).first().click();
      await expect(table.getByRole('columnheader')).toHaveCount(3);
      for (let left = 3; left > 0; left--) {
        await page.getByRole('button', { name: t.removeOne }).first().click();
      }
      await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
      await page.goto('/products');
      await expect(
        page.getByRole('main').getByRole('button', { name: t.toggle }).first(),
      ).toBeEnabled();
      await expect(page.getByRole('link', { name: new RegExp(`^${t.title}`) })).toHaveCount(0);
    });

    test('the product page toggle, and the table on a phone scrolls with its first column in place', async ({
      page,
      request,
    }) => {
      const { items } = await (await request.get('/api/products?pageSize=3')).json();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const product of items.slice(0, 3)) {
        await page.goto(`/products/${product.id}`);
        const toggle = page.getByRole('button', { name: t.add });
        await toggle.click();
        await expect(page.getByRole('button', { name: t.remove })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await page.goto('/compare');
      const region = page
        .getByRole('region', { name: /./ })
        .filter({ has: page.getByRole('table') });
      await expect(region.getByRole('columnheader')).toHaveCount(3);
      // Wider than the phone: it scrolls sideways inside its frame, the page itself does not.
      const sizes = await region.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(sizes.page).toBeLessThanOrEqual(390);
      const label = region.getByRole('rowheader', { name: t.price });
      const before = await label.boundingBox();
      // Scrolling toward the end of the line: leftwards in Arabic, rightwards in English.
      await region.evaluate((el, rtl) => el.scrollBy({ left: rtl ? -300 : 300 }), lang === 'ar');
      await expect
        .poll(async () => region.evaluate((el) => Math.abs(el.scrollLeft)))
        .toBeGreaterThan(100);
      const after = await label.boundingBox();
      expect(Math.round(after!.x)).toBe(Math.round(before!.x));
    });
  });
}
