import { expect, type Page, test } from '@playwright/test';
import { appHydrated, holdTheApp } from './support/hydration';
import { withLang } from './support/lang';

/**
 * Decision 080: on a server-rendered storefront page the header's cart and the cards' Add to cart
 * are islands, hydrated on the first input by their own small start before the app's. A tap on
 * Add to cart is answered by them while the rest of the app is still on its way; the app, once it
 * runs, leaves them alone (nothing is added twice), they follow what it does (language, cart), and
 * it renders them itself on the pages it navigates to.
 */
type Lang = 'ar' | 'en';

const TEXTS = {
  en: {
    addToCart: 'Add to cart',
    cartEmpty: 'Cart, empty',
    cartOne: 'Cart, 1 item',
    cartTwo: 'Cart, 2 items',
    added: /was added to your cart/,
    viewCart: 'View cart',
    switchTo: 'العربية',
  },
  ar: {
    addToCart: 'أضف إلى السلة',
    cartEmpty: 'السلة فارغة',
    cartOne: 'السلة، منتج واحد',
    cartTwo: 'السلة، منتجان',
    added: /تمت إضافة .* إلى سلتك/,
    viewCart: 'عرض السلة',
    switchTo: 'English',
  },
} as const;

const cart = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('link', { name: label, exact: true });

/** The page's cards' Add to cart buttons. */
const cardButtons = (page: Page, lang: Lang) =>
  page.locator('main').getByRole('button', { name: new RegExp(`^${TEXTS[lang].addToCart}: `) });

/** The cart's lines as [product id, quantity], read with the page's own cookies. */
async function cartLines(page: Page): Promise<[string, number][]> {
  const answer = await (await page.request.get('/api/cart')).json();
  return (answer.items ?? []).map((item: { productId: string; quantity: number }) => [
    item.productId,
    item.quantity,
  ]);
}

/** The product id of a card's Add to cart, from the island's props. */
async function productOf(button: ReturnType<typeof cardButtons>): Promise<string> {
  const props = await button.evaluate(
    (element) => element.closest('[data-island]')?.getAttribute('data-island-props') ?? '{}',
  );
  return JSON.parse(props).productId;
}

const marked = (page: Page, name: string) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, name);

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a card's Add to cart is answered by its island before the app starts, and once after`, async ({
    page,
  }) => {
    const release = await holdTheApp(page, { islands: false });
    await page.goto(withLang('/products', lang), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-island="cart-button"]')).toBeAttached();
    const first = cardButtons(page, lang).first();
    const firstId = await productOf(first);
    await first.click();
    await expect(cart(page, t.cartOne)).toBeVisible();
    await expect(page.getByText(t.added)).toBeVisible();
    expect(await marked(page, 'islands:hydrated')).toBe(true);
    expect(await marked(page, 'app:hydrated'), 'answered without the app').toBe(false);

    release();
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    const second = cardButtons(page, lang).nth(1);
    const secondId = await productOf(second);
    await second.click();
    await expect(cart(page, t.cartTwo)).toBeVisible();
    await expect
      .poll(() => cartLines(page))
      .toEqual(
        expect.arrayContaining([
          [firstId, 1],
          [secondId, 1],
        ]),
      );
    expect(await cartLines(page)).toHaveLength(2);

    // The toast's link and the header's go through the app's router once it runs: no page load.
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await page.getByRole('link', { name: t.viewCart }).click();
    await expect(page).toHaveURL(/\/cart(\?|$)/);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test(`${lang}: the islands follow the app: its language switch, its cart, the pages it navigates to`, async ({
    page,
  }) => {
    const other: Lang = lang === 'ar' ? 'en' : 'ar';
    await page.goto(withLang('/products', lang));
    await appHydrated(page);
    expect(await marked(page, 'islands:hydrated')).toBe(true);
    await expect(cart(page, t.cartEmpty)).toBeVisible();

    // The language switch is the app's; the islands' texts follow it.
    await page.getByRole('banner').getByRole('button', { name: t.switchTo }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(cart(page, TEXTS[other].cartEmpty)).toBeVisible();
    await expect(cardButtons(page, other).first()).toHaveText(TEXTS[other].addToCart);

    // A page the app navigates to renders its cards itself; the header's island counts its adds.
    await page
      .getByRole('banner')
      .getByRole('link', { name: other === 'ar' ? 'الرئيسية' : 'Home' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    // Its product sections come in one after another: the first card is known once they all have.
    await page.waitForLoadState('networkidle');
    const card = cardButtons(page, other).first();
    const id = await productOf(card);
    await card.click();
    await expect(cart(page, TEXTS[other].cartOne)).toBeVisible();
    await expect.poll(() => cartLines(page)).toEqual([[id, 1]]);
  });

  test(`${lang}: a first input on a part of the app that is not an island starts the app alone`, async ({
    page,
  }) => {
    await page.goto(withLang('/products', lang));
    // The language switch is the app's: the app starts, the islands do not (it hydrates them).
    const other: Lang = lang === 'ar' ? 'en' : 'ar';
    await page.getByRole('banner').getByRole('button', { name: t.switchTo }).hover();
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    expect(await marked(page, 'islands:start')).toBe(false);
    const card = cardButtons(page, lang).first();
    const id = await productOf(card);
    await card.click();
    await expect(cart(page, t.cartOne)).toBeVisible();
    await expect.poll(() => cartLines(page)).toEqual([[id, 1]]);
    await page.getByRole('banner').getByRole('button', { name: t.switchTo }).click();
    await expect(cart(page, TEXTS[other].cartOne)).toBeVisible();
  });
}
