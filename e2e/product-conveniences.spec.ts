import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { signedInStates, xsrfOf } from './support/accounts';

/**
 * Issue 24, decision 060, in both languages: the admin sets the stock-hint threshold and the
 * trust texts in Settings; the product page says "Only 3 left" (never the exact stock above the
 * threshold), the warranty, cash on delivery and "Ask about this product on WhatsApp"; the
 * floating WhatsApp button is on the other storefront pages and not in the admin.
 */
const states = signedInStates('product-conveniences', ['admin']);
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const stamp = Date.now();
const names = { en: `Hint battery ${stamp}`, ar: `بطارية تلميح ${stamp}` };
const WA = 'https://wa.me/201001234567';
let fewId = '';
let manyId = '';

const TEXTS = {
  en: {
    left: 'Only 3 left',
    warranty: 'Warranty: 2 years',
    note: 'Serviced by our own team in Cairo',
    cod: 'Pay cash when the courier arrives',
    ask: 'Ask about this product on WhatsApp',
    chat: 'Chat with us on WhatsApp',
    message: 'Hello, I would like to ask about this product:',
  },
  ar: {
    left: 'متبقي ٣ قطع فقط',
    warranty: 'الضمان: سنتان',
    note: 'صيانة بفريقنا في القاهرة',
    cod: 'ادفع نقدًا عند وصول المندوب',
    ask: 'اسأل عن هذا المنتج على واتساب',
    chat: 'تواصل معنا على واتساب',
    message: 'مرحبًا، أريد الاستفسار عن هذا المنتج:',
  },
} as const;

async function asAdmin<T>(browser: Browser, work: (admin: BrowserContext) => Promise<T>) {
  const context = await browser.newContext({ storageState: states.admin });
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ browser }) => {
  await asAdmin(browser, async (admin) => {
    const categories = await (await admin.request.get('/api/categories')).json();
    const create = async (stockQuantity: number) => {
      const res = await admin.request.post('/api/admin/products', {
        data: {
          nameEn: names.en,
          nameAr: names.ar,
          price: 1200,
          categoryId: categories.items[0].id,
          stockQuantity,
          properties: [
            { keyEn: 'Warranty', keyAr: 'الضمان', valueEn: '2 years', valueAr: 'سنتان' },
          ],
        },
        headers: { 'x-xsrf-token': await xsrfOf(admin) },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).id as string;
    };
    fewId = await create(3);
    manyId = await create(40);
  });
});

test.afterAll(async ({ browser }) => {
  // Back to the seeded texts for the other specs.
  await asAdmin(browser, async (admin) => {
    await admin.request.put('/api/admin/settings/product-page', {
      data: {
        stockHintThreshold: 5,
        warrantyText: {
          en: 'Genuine products, with repairs and spare parts here in Egypt',
          ar: 'منتجات أصلية، مع الصيانة وقطع الغيار داخل مصر',
        },
        codText: {
          en: 'Cash on delivery available: pay when your order arrives',
          ar: 'الدفع عند الاستلام متاح: ادفع عند وصول طلبك',
        },
      },
      headers: { 'x-xsrf-token': await xsrfOf(admin) },
    });
  });
});

test('the admin sets the threshold and the texts; a bad threshold is refused', async ({
  browser,
}) => {
  await asAdmin(browser, async (admin) => {
    // The admin area is always Arabic (decision 053).
    const page = await admin.newPage();
    await page.goto('/admin/settings');
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'صفحة المنتج' }),
    });
    const threshold = card.getByLabel('اعرض «متبقي N فقط» ابتداءً من (قطعة)');
    await expect(threshold).toHaveValue(/\d+/);
    await threshold.fill('100');
    await card.getByRole('button', { name: 'حفظ' }).click();
    await expect(card.getByText(/٩٩|99/).first()).toBeVisible();

    await threshold.fill('4');
    const warranty = card.getByRole('group', { name: 'ملاحظة الضمان' });
    await warranty.getByLabel('بالإنجليزية').fill('Serviced by our own team in Cairo');
    await warranty.getByLabel('بالعربية').fill('صيانة بفريقنا في القاهرة');
    const cod = card.getByRole('group', { name: 'سطر الدفع عند الاستلام' });
    await cod.getByLabel('بالإنجليزية').fill('Pay cash when the courier arrives');
    await cod.getByLabel('بالعربية').fill('ادفع نقدًا عند وصول المندوب');
    await card.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم تحديث الإعدادات')).toBeVisible();

    // No floating WhatsApp button in the admin.
    await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    const saved = await (await admin.request.get('/api/admin/settings/product-page')).json();
    expect(saved).toMatchObject({ stockHintThreshold: 4 });
  });
});

test('the public answer tells the pieces left only at or under the threshold', async ({
  request,
}) => {
  const few = await (await request.get(`/api/products/${fewId}`)).json();
  const many = await (await request.get(`/api/products/${manyId}`)).json();
  expect(few).toMatchObject({ lowStockLeft: 3, stockQuantity: 3 });
  expect(many).toMatchObject({ lowStockLeft: null, stockQuantity: null });
});

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`the product page shows the hint, the trust lines and WhatsApp (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/products/${fewId}`);
    await expect(page.getByText(t.left, { exact: true })).toBeVisible();
    const lines = page.getByTestId('trust-lines');
    await expect(lines.getByText(t.warranty, { exact: true })).toBeVisible();
    await expect(lines.getByText(t.note)).toBeVisible();
    await expect(lines.getByText(t.cod)).toBeVisible();

    const ask = page.getByRole('link', { name: t.ask });
    await expect(ask).toHaveAttribute('target', '_blank');
    await expect(ask).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(ask).toHaveAttribute('href', new RegExp(`^${WA}\\?text=`));
    // The link in the message is made absolute once the page has hydrated (the server renders
    // its path): wait for that before reading it.
    await expect(ask).toHaveAttribute('href', /text=.*https?%3A%2F%2F/);
    const href = new URL((await ask.getAttribute('href')) ?? '');
    const message = href.searchParams.get('text') ?? '';
    expect(message).toContain(`${t.message} ${names[lang]}`);
    expect(message).toContain(`/products/${fewId}`);
    expect(message).toMatch(/https?:\/\//);
    // The product page has its own way to ask: no floating button over Add to cart.
    await expect(page.getByRole('link', { name: t.chat })).toHaveCount(0);
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);

    // Above the threshold: no hint.
    await page.goto(`/products/${manyId}`);
    await expect(page.getByTestId('trust-lines')).toBeVisible();
    await expect(page.getByText(/Only \d+ left|متبقي/)).toHaveCount(0);
  });

  test(`the floating WhatsApp button opens a chat from the home page (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    await page.goto('/');
    const button = page.getByRole('link', { name: t.chat });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', WA);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    // Bottom end corner: right in English, left in Arabic.
    const box = (await button.boundingBox())!;
    const width = page.viewportSize()!.width;
    if (lang === 'en') expect(box.x).toBeGreaterThan(width / 2);
    else expect(box.x).toBeLessThan(width / 2);
  });
}
