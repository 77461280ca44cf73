import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signedInStates } from './support/accounts';
import { placeCashOrder } from './support/orders';

// Issue 25, "The admin, found on a walk-through as a shop owner would": unsaved edits are never
// lost without a question (item 1), the cancel dialog says what it does (item 5), the admin stays
// Arabic whatever the visitor's language (item 6, decision 053) and staff times are Cairo's
// (item 8). Both languages: a visitor whose storefront language is English gets the same Arabic
// admin and the same questions.

const states = signedInStates('walkthrough', ['customer', 'admin']);

const LEAVE = {
  dialog: 'المغادرة دون حفظ؟',
  stay: 'البقاء في الصفحة',
  leave: 'المغادرة دون حفظ',
};

/** An admin page in a visitor language: 'ar' (the default) or 'en' (stored as the shop's). */
async function adminPage(
  browser: import('@playwright/test').Browser,
  lang: 'ar' | 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    storageState: states.admin,
    viewport: { width: 1366, height: 900 },
  });
  if (lang === 'en') {
    await context.addCookies([
      { name: 'i18next', value: 'en', url: test.info().project.use.baseURL! },
    ]);
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  }
  return { context, page: await context.newPage() };
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'قائمة لوحة التحكم' }).getByRole('link', { name });

for (const lang of ['ar', 'en'] as const) {
  test(`an edited product asks before leaving, an untouched one does not (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await adminPage(browser, lang);
    const leaving = page.getByRole('dialog', { name: LEAVE.dialog });

    // A brand-new, untouched product form holds nothing to lose.
    await page.goto(lang === 'en' ? '/admin/products/new?lng=en' : '/admin/products/new');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // The admin's chunks load on first use: generous waits on a busy machine.
    await expect(page.getByRole('textbox', { name: 'السعر (جنيه مصري)' })).toBeVisible({
      timeout: 30_000,
    });
    await sidebarLink(page, 'المنتجات').click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(leaving).toBeHidden();

    // An existing product, opened from the list (one document, so the back button stays in the app).
    const productIds = () =>
      page
        .locator('main a[href^="/admin/products/"]')
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute('href')?.split('/').pop() ?? '')
            .filter((last) => /^[0-9a-f-]{36}$/.test(last)),
        );
    await expect
      .poll(async () => (await productIds()).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const [id] = await productIds();
    await page.locator(`main a[href="/admin/products/${id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
    // The English name: a field every product has, whatever its variants.
    const name = page.getByRole('textbox', { name: 'الاسم (بالإنجليزية)' }).first();
    await expect(name).not.toHaveValue('', { timeout: 30_000 });
    // Opening an existing product is not an edit either.
    await sidebarLink(page, 'الفئات').click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(leaving).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));

    await name.fill('Edited, not saved');
    await sidebarLink(page, 'الطلبات').click();
    await expect(leaving).toBeVisible();
    await expect(leaving).toContainText('لم تُحفظ تغييراتك في هذه الصفحة');
    await page.screenshot({ path: test.info().outputPath(`unsaved-product-${lang}.png`) });
    await leaving.getByRole('button', { name: LEAVE.stay }).click();
    await expect(leaving).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
    await expect(name).toHaveValue('Edited, not saved');

    // The browser's back button asks too.
    await page.goBack();
    await expect(leaving).toBeVisible();
    await leaving.getByRole('button', { name: LEAVE.stay }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));

    // Closing the tab or reloading: the browser's own question.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.type());
        await dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await context.close();
  });
}

test('the blog editor and a settings card ask before leaving; a settings tab does not', async ({
  browser,
}) => {
  const { context, page } = await adminPage(browser, 'ar');
  const leaving = page.getByRole('dialog', { name: LEAVE.dialog });

  await page.goto('/admin/blogs/new');
  const title = page.getByLabel(/^العنوان/);
  await expect(title).toBeVisible();
  await title.fill('مقال لم يُحفظ');
  await sidebarLink(page, 'المنتجات').click();
  await expect(leaving).toBeVisible();
  await leaving.getByRole('button', { name: LEAVE.leave }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto('/admin/settings');
  const fee = page.getByLabel(/^رسوم الشحن/);
  await expect(fee).toBeVisible();
  await fee.fill('99');
  // Another tab of the same page keeps the card and its edit.
  await page.getByRole('tab', { name: 'ملف المتجر' }).click();
  await expect(leaving).toBeHidden();
  await page.getByRole('tab', { name: 'الدفع والشحن والضريبة' }).click();
  await expect(fee).toHaveValue('99');
  await sidebarLink(page, 'الطلبات').click();
  await expect(leaving).toBeVisible();
  await leaving.getByRole('button', { name: LEAVE.stay }).click();
  await expect(page).toHaveURL(/\/admin\/settings/);
  await context.close();
});

for (const lang of ['ar', 'en'] as const) {
  test(`the cancel dialog keeps the order by default and says what happens to the money (${lang})`, async ({
    browser,
  }) => {
    const customer = await browser.newContext({ storageState: states.customer });
    const order = await placeCashOrder(await customer.newPage(), `walkthrough-${lang}`);
    await customer.close();

    const { context, page } = await adminPage(browser, lang);
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Staff times on the shop's clock, labelled (item 8).
    await expect(page.getByText(/بتوقيت القاهرة/).first()).toBeVisible();
    // The top bar's switch is the storefront's (decision 053).
    await expect(
      page.getByRole('button', {
        name: new RegExp(`^لغة المتجر: ${lang === 'en' ? 'English' : 'العربية'}`),
      }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'إلغاء الطلب' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^إلغاء الطلب رقم/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('لم يُدفع أي مبلغ لهذا الطلب، فلا يوجد ما يُرد.');
    // Never "إلغاء" (dismiss) beside the red "إلغاء الطلب" (item 5).
    await expect(dialog.getByRole('button', { name: 'إلغاء', exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`cancel-dialog-${lang}.png`) });
    await dialog.getByRole('button', { name: 'الإبقاء على الطلب' }).click();
    await expect(dialog).toBeHidden();
    const detail = await (await page.request.get(`/api/admin/orders/${order.id}`)).json();
    expect(detail.paymentStatus).not.toBe('cancelled');
    await context.close();
  });
}
