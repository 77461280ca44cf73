import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatEgp } from '../src/shared/money';
import { signIn, xsrfOf } from './support/accounts';
import { appHydrated, holdTheApp, LANGUAGE_SWITCH } from './support/hydration';
import { withLang } from './support/lang';

/**
 * Decision 080: on a server-rendered storefront page the header's cart, the cards' Add to cart
 * and a product page's article (gallery, price, buying box) are islands, hydrated on the first
 * input by their own small start before the app's. A tap or a pick there is answered by them
 * while the rest of the app is still on its way; the app, once it runs, leaves them alone
 * (nothing is added twice), they follow what it does (language, cart, comparison), and it
 * renders them itself on the pages it navigates to.
 */
type Lang = 'ar' | 'en';

const TEXTS = {
  en: {
    addToCart: 'Add to cart',
    cartEmpty: 'Cart, empty',
    cartOne: 'Cart, 1 item',
    cartTwo: 'Cart, 2 items',
    cartThree: 'Cart, 3 items',
    added: /was added to your cart/,
    viewCart: 'View cart',
    switchTo: 'العربية',
    volts24: '24 V',
    ah200: '200 Ah',
    addToCompare: 'Add to compare',
    removeFromCompare: 'Remove from compare',
    compareOne: 'Compare products, 1 chosen',
    compareCard: /^Compare: /,
    addToFavorites: 'Add to favorites',
    loginRequired: 'You must be logged in to perform this action',
    home: 'Home',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    news: 'News',
    register: 'Register',
    openSearch: 'Open search',
    typed: 'batt',
    profile: /^Profile: /,
    bell: /notification/i,
    logout: 'Logout',
    login: 'Login',
    removeFromFavorites: 'Remove from favorites',
  },
  ar: {
    addToCart: 'أضف إلى السلة',
    cartEmpty: 'السلة فارغة',
    cartOne: 'السلة، منتج واحد',
    cartTwo: 'السلة، منتجان',
    cartThree: 'السلة، ٣ منتجات',
    added: /تمت إضافة .* إلى سلتك/,
    viewCart: 'عرض السلة',
    switchTo: 'English',
    volts24: '٢٤ فولت',
    ah200: '٢٠٠ أمبير',
    addToCompare: 'أضف إلى المقارنة',
    removeFromCompare: 'إزالة من المقارنة',
    compareOne: 'مقارنة المنتجات، منتج واحد',
    compareCard: /^مقارنة: /,
    addToFavorites: 'إضافة إلى المفضلة',
    loginRequired: 'يجب تسجيل الدخول للقيام بهذا الإجراء',
    home: 'الرئيسية',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    news: 'الأخبار',
    register: 'إنشاء حساب',
    openSearch: 'فتح البحث',
    typed: 'بطار',
    profile: /^الملف الشخصي: /,
    bell: /الإشعارات|إشعار/,
    logout: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
    removeFromFavorites: 'إزالة من المفضلة',
  },
} as const;

const cart = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('link', { name: label, exact: true });

/** The page's cards' Add to cart buttons. */
const cardButtons = (page: Page, lang: Lang) =>
  page.locator('main').getByRole('button', { name: new RegExp(`^${TEXTS[lang].addToCart}: `) });

/** The cart's lines as [product id, variant id, quantity], read with the page's own cookies. */
async function cartVariantLines(page: Page): Promise<[string, string | null, number][]> {
  const answer = await (await page.request.get('/api/cart')).json();
  return (answer.items ?? []).map(
    (item: { productId: string; variant?: { id: string } | null; quantity: number }) => [
      item.productId,
      item.variant?.id ?? null,
      item.quantity,
    ],
  );
}

/** The product page's gallery, name, price and buying box. */
const article = (page: Page) => page.locator('[data-island="product-article"]');

/** The product's price line, which follows the variant chosen. */
const priceLine = (page: Page) => page.locator('main [data-follows-choice]').first();

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

/** A page in a phone's context of its own (its screen, touch): a tap there is a touch. */
async function onAPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

/** The demo customer signed in, in a context of their own: a test that logs out ends only this session. */
async function ownSession(browser: Browser) {
  const context = await browser.newContext();
  await signIn(context.request, 'customer');
  const page = await context.newPage();
  return { context, page, banner: page.getByRole('banner') };
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

    // The app's code may come now: the page stays the islands' (decision 080, step 4), and they
    // answer the next tap too.
    release();
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
    await page.waitForTimeout(1000);
    expect(await marked(page, 'app:hydrated'), 'no app for what the islands answer').toBe(false);

    // The pointer on a part only the app answers (the language switch) starts it. From then on
    // the islands' toast's link goes through its router: no page load.
    await page.locator(LANGUAGE_SWITCH).hover();
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await cardButtons(page, lang).nth(2).click();
    await page.getByRole('link', { name: t.viewCart }).last().click();
    await expect(page).toHaveURL(/\/cart(\?|$)/);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test(`${lang}: a card's heart and compare toggle are answered by their island before the app starts`, async ({
    page,
  }) => {
    const release = await holdTheApp(page, { islands: false });
    await page.goto(withLang('/products', lang), { waitUntil: 'domcontentloaded' });
    const toggles = page.locator('[data-island="card-toggles"]');
    // Every card has them, those sold from the card and those with choices to make.
    await expect(toggles).toHaveCount(await page.locator('main article').count());
    const compare = toggles.first().getByRole('button', { name: t.compareCard });

    // The first input is the compare toggle: the islands start and take it.
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await toggles.first().getByRole('button', { name: t.addToFavorites }).click();
    await expect(page.getByText(t.loginRequired)).toBeVisible();
    expect(await marked(page, 'islands:hydrated')).toBe(true);
    expect(await marked(page, 'app:hydrated'), 'answered without the app').toBe(false);

    // The app shows the comparison made before it ran, and the toggle stays the island's.
    release();
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    await expect(page.getByRole('link', { name: t.compareOne })).toBeVisible();
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('link', { name: t.compareOne })).toBeHidden();
  });

  test(`${lang}: a card's buttons hydrate when pressed or focused, and answer then`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdTheApp(page, { islands: false });
    await page.goto(withLang('/products', lang), { waitUntil: 'domcontentloaded' });
    const buttons = cardButtons(page, lang);
    await buttons.first().click();
    await expect(cart(page, t.cartOne)).toBeVisible();
    await expect(buttons.first()).toHaveAttribute('data-early-click', 'ready');
    // Another card's, brought on the screen: not hydrated, so not ready, though the flag is up.
    const second = buttons.nth(1);
    await second.scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
    );
    await expect(second).toHaveAttribute('data-early-click', '');
    await second.click();
    await expect(cart(page, t.cartTwo)).toBeVisible();
    await expect(second).toHaveAttribute('data-early-click', 'ready');
    // The last, screens below, focused and pressed at once (the keyboard's way there): hydrated
    // on the focus, the press kept until it is ready and made then.
    const last = buttons.last();
    const lastId = await productOf(last);
    await last.focus();
    await page.keyboard.press('Enter');
    await expect(cart(page, t.cartThree)).toBeVisible();
    expect((await cartLines(page)).map(([id]) => id)).toContain(lastId);
    expect(await marked(page, 'app:hydrated'), 'answered without the app').toBe(false);
    release();
  });

  test(`${lang}: the phone's menu is an island: opened and closed before the app starts, its links page loads`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdTheApp(page, { islands: false });
    await page.goto(withLang('/products', lang), { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: t.openMenu }).click();
    const close = banner.getByRole('button', { name: t.closeMenu });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#site-menu');
    await expect(menu.getByRole('link', { name: t.register })).toBeVisible();
    expect(await marked(page, 'islands:hydrated')).toBe(true);
    expect(await marked(page, 'app:hydrated'), 'answered without the app').toBe(false);
    await page.keyboard.press('Escape');
    const open = banner.getByRole('button', { name: t.openMenu });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();
    await expect(menu).toBeHidden();

    // A link in it is a page load while the app is held: the next page's menu is closed, its
    // current page the one chosen.
    await open.click();
    await menu.getByRole('link', { name: t.news }).click();
    await expect(page).toHaveURL(/\/news(\?|$)/);
    await expect(menu).toBeHidden();
    await banner.getByRole('button', { name: t.openMenu }).click();
    await expect(menu.getByRole('link', { name: t.news })).toHaveAttribute('aria-current', 'page');
    expect(await marked(page, 'app:hydrated')).toBe(false);
    release();
  });

  test(`${lang}: the header's search is an island: words typed at once get their suggestions before the app starts, Enter searches`, async ({
    page,
  }) => {
    const release = await holdTheApp(page, { islands: false });
    await page.goto(withLang('/', lang), { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('banner').getByRole('combobox');
    // Focused and typed into at once: the first input, before the islands have even loaded.
    await box.click();
    await box.pressSequentially(t.typed);
    const options = page.getByRole('banner').getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveValue(t.typed);
    expect(await marked(page, 'app:hydrated'), 'answered without the app').toBe(false);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?search=${encodeURIComponent(t.typed)}`));
    expect(await marked(page, 'app:hydrated')).toBe(false);
    release();
  });

  test(`${lang}: on a phone the header's search opens from its icon before the app starts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdTheApp(page, { islands: false });
    await page.goto(withLang('/products', lang), { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: t.openSearch }).click();
    const box = page.getByRole('banner').getByRole('combobox');
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await box.pressSequentially(t.typed);
    await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
    expect(await marked(page, 'app:hydrated'), 'answered without the app').toBe(false);
    release();
  });

  test(`${lang}: after the islands the page is theirs until the app is needed: a search from the list is a page load, the mouse on the language switch starts the app, which switches in place`, async ({
    page,
  }) => {
    const other: Lang = lang === 'ar' ? 'en' : 'ar';
    await page.goto(withLang('/products', lang));
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => performance.getEntriesByName('islands:ready').length > 0);
    await page.waitForTimeout(1000);
    expect(await marked(page, 'app:hydrated'), 'no app until a part of its own is used').toBe(
      false,
    );

    // The list is the app's: a search from the header on this path is the results' page, loaded.
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    const box = page.getByRole('banner').getByRole('combobox');
    await box.click();
    await box.fill(t.typed);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?search=${encodeURIComponent(t.typed)}`));
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(t.typed);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(
      undefined,
    );

    // The islands again, then the mouse on the language switch: the app starts, and a click
    // then is its switch, made in place (no page load).
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => performance.getEntriesByName('islands:ready').length > 0);
    const languageSwitch = page.getByRole('banner').getByRole('link', { name: t.switchTo });
    await languageSwitch.hover();
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await languageSwitch.click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(cart(page, TEXTS[other].cartEmpty)).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(new URL(page.url()).searchParams.has('lng'), 'the choice replaces ?lng=').toBe(false);
  });

  test(`${lang}: on a phone a tap on the language switch is the page in the other language, loaded from the server, with no app`, async ({
    browser,
  }) => {
    const other: Lang = lang === 'ar' ? 'en' : 'ar';
    const { context, page } = await onAPhone(browser);
    try {
      await page.goto(withLang('/products?sort=price-asc', lang));
      await page.locator(LANGUAGE_SWITCH).tap();
      await expect(page).toHaveURL(new RegExp(`/products\\?sort=price-asc&lng=${other}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
      await expect(cart(page, TEXTS[other].cartEmpty)).toBeAttached();
      await page.waitForTimeout(1000);
      expect(await marked(page, 'app:hydrated'), 'no app for a language switch').toBe(false);

      // The server remembered the choice: the next page opens in it, and the switch goes back.
      await page.goto('/products');
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await page.locator(LANGUAGE_SWITCH).tap();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await marked(page, 'app:hydrated')).toBe(false);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: on a phone a touch on the list's sort starts the app, and the pick sorts the list in place (decision 083)`, async ({
    browser,
    request,
  }) => {
    const { items } = await (await request.get('/api/products?pageSize=1&sort=price_desc')).json();
    const { context, page } = await onAPhone(browser);
    try {
      await page.goto(withLang('/products', lang));
      await page.evaluate(() => {
        (window as { __samePage?: boolean }).__samePage = true;
      });
      const sort = page.locator('main select[name="sort"]');
      await sort.tap();
      await page.waitForFunction(() => performance.getEntriesByName('app:load').length > 0);
      await sort.selectOption('price_desc');
      await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
      await expect(page.locator('main article a[href^="/products/"]').first()).toHaveAttribute(
        'href',
        `/products/${items[0].id}`,
      );
      await expect(sort).toHaveValue('price_desc');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    } finally {
      await context.close();
    }
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
    await page.getByRole('banner').getByRole('link', { name: t.switchTo }).click();
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
    await page.getByRole('banner').getByRole('link', { name: t.switchTo }).hover();
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    expect(await marked(page, 'islands:start')).toBe(false);
    const card = cardButtons(page, lang).first();
    const id = await productOf(card);
    await card.click();
    await expect(cart(page, t.cartOne)).toBeVisible();
    await expect.poll(() => cartLines(page)).toEqual([[id, 1]]);
    await page.getByRole('banner').getByRole('link', { name: t.switchTo }).click();
    await expect(cart(page, TEXTS[other].cartOne)).toBeVisible();
  });

  test(`${lang}: a guest with a cart gets its count from the islands on their next page, and the app only when needed`, async ({
    page,
  }) => {
    const other: Lang = lang === 'ar' ? 'en' : 'ar';
    await page.goto(withLang('/products', lang));
    const first = cardButtons(page, lang).first();
    const firstId = await productOf(first);
    await first.click();
    await expect(cart(page, t.cartOne)).toBeVisible();

    // The next page: no input at all, and the header counts the cart (step 5).
    await page.goto(withLang('/products', lang));
    await expect(cart(page, t.cartOne)).toBeVisible();
    expect(await marked(page, 'islands:hydrated')).toBe(true);
    await page.waitForTimeout(1000);
    expect(await marked(page, 'app:hydrated'), 'no app for a cart').toBe(false);

    // The islands answer Add to cart there too.
    const second = cardButtons(page, lang).nth(1);
    const secondId = await productOf(second);
    await second.click();
    await expect(cart(page, t.cartTwo)).toBeVisible();
    expect(await marked(page, 'app:hydrated'), 'answered without the app').toBe(false);

    // A part only the app answers (the list's sort) starts it: the pick is made, the count stays.
    await page.locator('select[name="sort"]').selectOption('price_desc');
    await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
    // The app makes the pick as it hydrates the list, before it marks the visitor's parts on.
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    await expect(cart(page, t.cartTwo)).toBeVisible();
    // And the app's language switch, made in place, keeps it.
    await page.locator(LANGUAGE_SWITCH).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(cart(page, TEXTS[other].cartTwo)).toBeVisible();
    expect(await cartLines(page)).toEqual(
      expect.arrayContaining([
        [firstId, 1],
        [secondId, 1],
      ]),
    );
  });
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a product page's article is an island: a variant, Add to cart, compare and the heart answered before the app starts`, async ({
    page,
    request,
  }) => {
    const products: { id: string; hasVariants: boolean; inStock: boolean }[] = (
      await (await request.get('/api/products?pageSize=50')).json()
    ).items;
    const product = products.find((p) => p.hasVariants && p.inStock);
    if (!product) throw new Error('the demo catalog has no product sold as variants');
    const release = await holdTheApp(page, { islands: false });
    await page.goto(withLang(`/products/${product.id}`, lang), { waitUntil: 'domcontentloaded' });
    await expect(article(page)).toBeAttached();
    // The lowest price first (12 V / 100 Ah); 24 V / 100 Ah costs 28,900.
    await expect(priceLine(page).getByText(formatEgp(14_900, lang))).toBeVisible();

    // The first input is the pick itself: the islands start, take it and show its price.
    await page.getByRole('radio', { name: t.volts24 }).click();
    await expect(page).toHaveURL(/[?&]variant=[0-9a-f-]{36}/);
    await expect(priceLine(page).getByText(formatEgp(28_900, lang))).toBeVisible();
    await expect(page.getByRole('radio', { name: t.volts24 })).toBeChecked();
    const chosen = new URL(page.url()).searchParams.get('variant');

    await page.getByRole('button', { name: t.addToCart, exact: true }).click();
    await expect(cart(page, t.cartOne)).toBeVisible();
    await expect.poll(() => cartVariantLines(page)).toEqual([[product.id, chosen, 1]]);

    await page.getByRole('button', { name: t.addToCompare }).click();
    await expect(page.getByRole('button', { name: t.removeFromCompare })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await article(page).getByRole('button', { name: t.addToFavorites }).click();
    await expect(page.getByText(t.loginRequired)).toBeVisible();
    expect(await marked(page, 'islands:hydrated')).toBe(true);
    expect(await marked(page, 'app:hydrated'), 'answered without the app').toBe(false);

    // The app: it leaves the article to the island (one more add is one more piece), shows the
    // comparison made before it ran, and follows a pick the island keeps in the address.
    release();
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    await expect(page.getByRole('link', { name: t.compareOne })).toBeVisible();
    await page.getByRole('button', { name: t.addToCart, exact: true }).click();
    await expect(cart(page, t.cartTwo)).toBeVisible();
    await expect.poll(() => cartVariantLines(page)).toEqual([[product.id, chosen, 2]]);
    await page.getByRole('radio', { name: t.ah200 }).click();
    await expect(page).not.toHaveURL(new RegExp(`variant=${chosen}`));
    const bigger = new URL(page.url()).searchParams.get('variant');
    await page.getByRole('button', { name: t.removeFromCompare }).click();
    await expect(page.getByRole('link', { name: t.compareOne })).toBeHidden();

    // Away with the app's router and back: the page it renders shows the variant last chosen.
    await page.getByRole('banner').getByRole('link', { name: t.home }).first().click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`variant=${bigger}`));
    await expect(page.getByRole('radio', { name: t.ah200 })).toBeChecked();
    await expect(page.getByRole('radio', { name: t.volts24 })).toBeChecked();
  });
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a signed-in customer's page starts its islands, not the app: their name, bell and heart, Add to cart, Logout (decision 084)`, async ({
    browser,
  }) => {
    const { context, page, banner } = await ownSession(browser);
    const noApp = async (why: string) => {
      await page.waitForTimeout(1000);
      expect(await marked(page, 'app:hydrated'), why).toBe(false);
    };
    await page.goto(withLang('/products', lang));

    // Their header, from the islands with no input at all.
    await expect(banner.getByRole('link', { name: t.profile })).toBeVisible();
    await expect(banner.getByRole('button', { name: t.bell })).toBeVisible();
    await expect(banner.getByRole('link', { name: t.login })).toHaveCount(0);
    expect(await marked(page, 'islands:hydrated')).toBe(true);
    await noApp('no app for a signed-in customer');

    // Their heart: added, still theirs on the next page, taken back.
    const firstCard = page.locator('main [data-island="card-toggles"]').first();
    const heart = firstCard.getByRole('button').first();
    await expect(heart).toHaveAccessibleName(new RegExp(`^${t.addToFavorites}`));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(new RegExp(`^${t.removeFromFavorites}`));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    // Add to cart, answered by the islands into their own cart.
    const before = new Map(await cartLines(page));
    const add = cardButtons(page, lang).first();
    const productId = await productOf(add);
    await add.click();
    await expect
      .poll(async () => new Map(await cartLines(page)).get(productId))
      .toBe((before.get(productId) ?? 0) + 1);
    await noApp('their heart and cart answered without the app');
    // The demo customer's cart as it was, for the other tests.
    const line = ((await (await page.request.get('/api/cart')).json()).items ?? []).find(
      (item: { productId: string }) => item.productId === productId,
    );
    const headers = { 'x-xsrf-token': await xsrfOf(context) };
    if (before.has(productId)) {
      await page.request.patch(`/api/cart/items/${line.id}`, {
        headers,
        data: { quantity: before.get(productId) },
      });
    } else await page.request.delete(`/api/cart/items/${line.id}`, { headers });

    // On their phone: the bell is a link to their notifications, their name is in the menu.
    const phone = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      storageState: await context.storageState(),
    });
    const onPhone = await phone.newPage();
    await onPhone.goto(withLang('/products', lang));
    const phoneBanner = onPhone.getByRole('banner');
    await expect(phoneBanner.getByRole('link', { name: t.bell })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await phoneBanner.getByRole('button', { name: t.openMenu }).tap();
    await expect(phoneBanner.getByRole('link', { name: t.profile })).toBeVisible();
    await expect(phoneBanner.getByRole('button', { name: t.logout })).toBeVisible();
    await onPhone.waitForTimeout(1000);
    expect(await marked(onPhone, 'app:hydrated'), 'no app on their phone').toBe(false);
    await phone.close();

    // The contact form is the app's, filled in for them: that page starts the app after the paint.
    await page.goto(withLang('/contact', lang));
    await expect(page.locator('main input[name="email"]')).toHaveValue(
      'customer@greenvolt.example',
    );
    expect(await marked(page, 'app:hydrated')).toBe(true);

    // Logout before the app runs: the home page, loaded afresh as a guest's.
    await page.goto(withLang('/products', lang));
    await expect(banner.getByRole('link', { name: t.profile })).toBeVisible();
    await banner.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(banner.getByRole('link', { name: t.login })).toBeVisible();
    await expect(banner.getByRole('button', { name: t.bell })).toHaveCount(0);
    expect(await marked(page, 'app:hydrated')).toBe(false);
    await context.close();
  });
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a signed-in customer's Logout in the islands' header once the app runs: the app goes home in place, and knows them no more`, async ({
    browser,
  }) => {
    const { context, page, banner } = await ownSession(browser);
    const asked = { session: 0, cart: 0 };
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'GET') return;
      if (pathname === '/api/auth/me') asked.session += 1;
      if (pathname === '/api/cart') asked.cart += 1;
    });
    await page.goto(withLang('/products', lang));
    await expect(banner.getByRole('link', { name: t.profile })).toBeVisible();
    // A part only the app answers starts it; the header stays the islands'.
    await page.locator('select[name="sort"]').selectOption('price_desc');
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
    // The app took the session and the cart the islands had fetched: asked for once each.
    await page.waitForTimeout(1000);
    expect(asked).toEqual({ session: 1, cart: 1 });

    await banner.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(banner.getByRole('link', { name: t.login })).toBeVisible();
    await expect(banner.getByRole('button', { name: t.bell })).toHaveCount(0);
    // The same document (the app's router went home), and the app's own parts know the visitor is
    // a guest now: a heart asks them to log in.
    expect(await marked(page, 'app:hydrated')).toBe(true);
    const heart = page
      .locator('main')
      .getByRole('button', { name: new RegExp(`^${t.addToFavorites}`) })
      .first();
    await heart.click();
    await expect(page.getByText(t.loginRequired).first()).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await context.close();
  });
}
