import { expect, type Page, test } from '@playwright/test';
import { formatEgp } from '../src/shared/money';
import { signedInStates, xsrfOf } from './support/accounts';

// Issue 22 in both languages: on the demo's modular battery the shopper picks 24 V / 200 Ah,
// the price, the sale price and the address follow, the combination the shop does not make is
// disabled, and the cart, the checkout and the order all name the variant.

const TEXTS = {
  en: {
    volts24: '24 V',
    volts48: '48 V',
    ah200: '200 Ah',
    addToCart: 'Add to cart',
    added: 'was added to your cart',
    variantName: '24 V — 200 Ah',
    phone: 'Phone number',
    governorate: 'Governorate',
    city: 'City',
    address: 'Address',
    cod: 'Cash on delivery',
    placeOrder: 'Place order',
    viewOrder: 'View order',
  },
  ar: {
    volts24: '٢٤ فولت',
    volts48: '٤٨ فولت',
    ah200: '٢٠٠ أمبير',
    addToCart: 'أضف إلى السلة',
    added: 'إلى سلتك',
    variantName: '٢٤ فولت — ٢٠٠ أمبير',
    phone: 'رقم الهاتف',
    governorate: 'المحافظة',
    city: 'المدينة',
    address: 'العنوان',
    cod: 'الدفع عند الاستلام',
    placeOrder: 'تأكيد الطلب',
    viewOrder: 'عرض الطلب',
  },
} as const;

const { customer: customerState } = signedInStates('variants', ['customer']);

async function modularBatteryId(page: Page) {
  const list = await (await page.request.get('/api/products?search=Modular&pageSize=10')).json();
  const product = list.items.find((p: { hasVariants: boolean }) => p.hasVariants);
  expect(product, 'the demo seeds a product sold as variants').toBeTruthy();
  return product.id as string;
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`choosing 24 V / 200 Ah prices, keeps and names the variant to the order (${lang})`, async ({
    browser,
  }) => {
    // A whole journey: product page, a shared link, cart, checkout, order.
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState: customerState });
    const page = await context.newPage();
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    await page.request.delete('/api/cart', { headers: { 'x-xsrf-token': await xsrfOf(context) } });
    const id = await modularBatteryId(page);

    await page.goto(`/products/${id}`);
    // The lowest price shows first (12 V / 100 Ah).
    await expect(page.getByText(formatEgp(14_900, lang), { exact: true }).first()).toBeVisible();
    await page.getByRole('radio', { name: t.volts24 }).click();
    await expect(page).toHaveURL(/[?&]variant=[0-9a-f-]{36}/);
    await page.getByRole('radio', { name: t.ah200 }).click();
    await expect(page.getByRole('radio', { name: t.ah200 })).toBeChecked();
    await expect(page.getByText(formatEgp(52_000, lang), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(formatEgp(56_000, lang)).first()).toBeVisible();

    // The address keeps the choice: a shared link opens on 24 V / 200 Ah.
    const shared = page.url();
    const other = await context.newPage();
    await other.goto(shared);
    await expect(other.getByRole('radio', { name: t.volts24 })).toBeChecked();
    await expect(other.getByRole('radio', { name: t.ah200 })).toBeChecked();
    await other.close();

    // 48 V is made only at 100 Ah: with 48 V chosen, 200 Ah cannot be picked.
    await page.getByRole('radio', { name: t.volts48 }).click();
    await expect(page.getByRole('radio', { name: t.ah200 })).toBeDisabled();
    await page.goto(shared);

    await page.getByRole('button', { name: t.addToCart, exact: true }).click();
    // Added (a tap before the app has taken the page over is made once it has): then the cart.
    await expect(page.getByText(t.added)).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByText(t.variantName).first()).toBeVisible();

    await page.goto('/checkout');
    await expect(page.getByText(t.variantName).first()).toBeVisible();
    await page.getByLabel(t.phone).fill('01012345678');
    await page.getByLabel(t.governorate).selectOption('C');
    await page.getByLabel(t.city).fill(lang === 'ar' ? 'القاهرة' : 'Cairo');
    await page.getByRole('textbox', { name: t.address }).fill('3 Corniche El Nil');
    await page.getByRole('radio', { name: new RegExp(t.cod) }).check();
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/payment\/success\?order=/);
    await page.getByRole('link', { name: t.viewOrder }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText(t.variantName).first()).toBeVisible();
    await context.close();
  });
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`on a slow phone, 24 V then 200 Ah picked as soon as the page shows gives 24 V / 200 Ah (${lang})`, async ({
    page,
  }) => {
    // The app starts on the first tap and takes the page over at a phone's pace: at 6× on a busy
    // machine the first pick reached the address 11 s after the tap, and 24 s with Chromium held
    // to 0.6 of a core (10 s was too short a wait). 4× here, and half a minute to wait.
    test.setTimeout(90_000);
    const slow = { timeout: 30_000 };
    // With the CPU slowed, the second pick comes before the first is on screen (the router's
    // navigation is a transition) or both before the app takes over: built on the variant still
    // shown, the second undid the first (12 V / 200 Ah). Failed before (at 4× and 6×, not every run;
    // the hook test in variant-choice.test.tsx shows it every time).
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const id = await modularBatteryId(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/products/${id}`);
    await page.getByRole('radio', { name: t.volts24 }).click();
    await expect(page).toHaveURL(/[?&]variant=[0-9a-f-]{36}/, slow);
    await page.getByRole('radio', { name: t.ah200 }).click();
    await expect(page.getByRole('radio', { name: t.volts24 })).toBeChecked(slow);
    await expect(page.getByRole('radio', { name: t.ah200 })).toBeChecked(slow);
    await expect(page.getByText(formatEgp(52_000, lang), { exact: true }).first()).toBeVisible(
      slow,
    );
  });
}
