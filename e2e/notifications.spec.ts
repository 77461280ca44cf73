import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signedInStates } from './support/accounts';
import { placeCashOrder } from './support/orders';

const { customer: customerState, admin: adminState } = signedInStates('notif', [
  'customer',
  'admin',
]);

/** A cash-on-delivery order of one product, placed through the API as the customer. */
const placeOrder = (page: Page) => placeCashOrder(page, 'e2e-notif');

async function unreadCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/notifications?pageSize=0');
  return (await res.json()).unreadCount;
}

/** The admin marks the order delivered in the admin area (Arabic, as /admin always starts). */
async function adminMarksDelivered(context: BrowserContext, orderId: string) {
  const admin = await context.newPage();
  await admin.goto(`/admin/orders/${orderId}`);
  const action = 'تحديد كمُسلَّم';
  await admin.getByRole('button', { name: action }).first().click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
  await admin.close();
}

const TEXTS = {
  en: {
    bell: /^Notifications/,
    delivered: (n: number) => `Order #${n} was delivered`,
    digits: (n: number) => new Intl.NumberFormat('en-EG').format(n),
    panel: 'Recent notifications',
    announce: 'New notification: ',
  },
  ar: {
    bell: /^الإشعارات/,
    delivered: (n: number) => `تم توصيل الطلب رقم ${n}`,
    digits: (n: number) => new Intl.NumberFormat('ar-EG').format(n),
    panel: 'أحدث الإشعارات',
    announce: 'إشعار جديد: ',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = TEXTS[lang];
  test(`${lang}: the bell updates live when the admin marks the customer's order delivered`, async ({
    browser,
  }) => {
    const customer = await browser.newContext({
      storageState: customerState,
      viewport: { width: 1280, height: 800 },
    });
    const page = await customer.newPage();
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const order = await placeOrder(page);
    const streamOpened = page.waitForResponse(
      (res) => res.url().includes('/api/notifications/stream') && res.status() === 200,
    );
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const bell = page.getByRole('button', { name: t.bell });
    await expect(bell).toBeVisible();
    // The live connection is up (the server subscribes before it answers) before the admin acts.
    await streamOpened;
    const before = await unreadCount(page);
    // Proof that nothing reloads the page: this marker would be gone.
    await page.evaluate(() => {
      (window as unknown as { liveMarker: number }).liveMarker = 1;
    });

    const admin = await browser.newContext({ storageState: adminState });
    await adminMarksDelivered(admin, order.id);
    await admin.close();

    await expect(bell.getByText(t.digits(before + 1), { exact: true })).toBeVisible();
    // It came through the live stream: only a streamed arrival is announced to screen readers.
    await expect(
      page.getByRole('status').filter({ hasText: t.announce + t.delivered(order.orderNumber) }),
    ).toBeAttached();
    expect(
      await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker),
    ).toBe(1);

    await bell.click();
    const panel = page.getByRole('region', { name: t.panel });
    const item = panel.getByRole('button', {
      name: new RegExp(`^${t.delivered(order.orderNumber)}`),
    });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await customer.close();
  });
}

test('on a phone the bell goes straight to the notifications page', async ({ browser }) => {
  const customer = await browser.newContext({
    storageState: customerState,
    viewport: { width: 390, height: 844 },
  });
  const page = await customer.newPage();
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/');
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unread' })).toBeVisible();
  await customer.close();
});
