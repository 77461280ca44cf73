import { expect, test } from '@playwright/test';
import sharp from 'sharp';

// The admin area is Arabic (SPEC §1): this journey uses the Arabic labels.
test('an admin creates a product with two colors and an image, and customers find it', async ({
  page,
}) => {
  const name = `شاحن اختبار ${Date.now()}`;
  const englishName = `E2E Charger ${Date.now()}`;

  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني').fill('admin@greenvolt.example');
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('Admin123!');
  await page.locator('form').getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/products/new');
  await page.getByLabel('الاسم (بالعربية)').first().fill(name);
  await page.getByLabel('الاسم (بالإنجليزية)').first().fill(englishName);
  await page.getByLabel('السعر (جنيه مصري)').fill('1850');
  await page.getByLabel('الفئة').selectOption({ label: 'الشواحن' });
  await page.getByRole('button', { name: 'إنشاء المنتج' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);

  const image = await sharp({
    create: { width: 900, height: 900, channels: 3, background: '#15803d' },
  })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'charger.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByText('الصورة الرئيسية').first()).toBeVisible();

  for (const [en, ar, code] of [
    ['Black', 'أسود', '#111111'],
    ['Orange', 'برتقالي', '#f97316'],
  ]) {
    await page.getByRole('button', { name: 'إضافة لون' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('الاسم (بالإنجليزية)').fill(en);
    await dialog.getByLabel('الاسم (بالعربية)').fill(ar);
    await dialog.getByLabel('رمز اللون').fill(code);
    await dialog.getByRole('button', { name: 'إضافة لون' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ar).first()).toBeVisible();
  }

  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await page.locator('main').getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: 'أسود' })).toBeVisible();
  await expect(page.locator('main img[src*="/uploads/products/"]').first()).toBeVisible();
});
