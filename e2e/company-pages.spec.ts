import { type Browser, expect, type Page, test } from '@playwright/test';
import { signedInStates } from './support/accounts';

const { admin: adminState } = signedInStates('company', ['admin']);

/** A guest's browser in one language, chosen the way the language switcher stores it. */
async function guestPage(browser: Browser, lang: 'en' | 'ar'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
  return page;
}

const TEXTS = {
  en: {
    years: 'Over 25 years of experience',
    partner: 'EverCell Energy',
    mission: 'Our mission',
    privacy: 'Privacy Policy',
    cookies: '3. Cookies and local storage',
    paymob: /never see, receive or store your card number/,
    updated: /Last updated:/,
  },
  ar: {
    years: 'أكثر من ٢٥ عامًا من الخبرة',
    partner: 'إيفرسيل للطاقة',
    mission: 'رسالتنا',
    privacy: 'سياسة الخصوصية',
    cookies: '3. ملفات تعريف الارتباط (الكوكيز) والتخزين المحلي',
    paymob: /لا نطّلع على رقم بطاقتك/,
    updated: /آخر تحديث:/,
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];

  test(`a guest reads the company profile and the privacy policy in ${lang}`, async ({
    browser,
  }) => {
    const page = await guestPage(browser, lang);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(text.years)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: text.partner })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.mission })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: text.privacy }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: text.privacy })).toBeVisible();
    await expect(page.getByText(text.updated)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.cookies })).toBeVisible();
    await expect(page.getByText(text.paymob)).toBeVisible();
    // Every cookie the app sets is named in the table.
    for (const cookie of [
      'access_token',
      'refresh_token',
      'logged_in',
      'XSRF-TOKEN',
      'guest_cart',
    ]) {
      await expect(page.getByRole('cell', { name: cookie, exact: true })).toBeVisible();
    }
    await page.context().close();
  });
}

test('the admin changes the tagline in settings and the footer shows it in both languages', async ({
  browser,
}) => {
  const admin = await (await browser.newContext({ storageState: adminState })).newPage();
  const before = await (await admin.request.get('/api/site')).json();
  const stamp = Date.now();
  const tagline = { en: `Batteries you can trust ${stamp}`, ar: `بطاريات تثق بها ${stamp}` };

  // The admin area is Arabic (SPEC §1).
  await admin.goto('/admin/settings');
  await admin.getByRole('tab', { name: 'ملف المتجر' }).click();
  await expect(admin).toHaveURL(/section=store/);
  await admin.getByLabel('الشعار النصي – الإنجليزية').fill(tagline.en);
  await admin.getByLabel('الشعار النصي – العربية').fill(tagline.ar);
  await admin.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(admin.getByText('تم تحديث الإعدادات')).toBeVisible();

  for (const lang of ['en', 'ar'] as const) {
    const page = await guestPage(browser, lang);
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText(tagline[lang])).toBeVisible();
    await page.context().close();
  }

  // Put the demo tagline back for the other specs.
  const xsrf = (await admin.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const restored = await admin.request.put('/api/admin/settings/store-profile', {
    data: before.store,
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(restored.ok()).toBe(true);
  await admin.context().close();
});
