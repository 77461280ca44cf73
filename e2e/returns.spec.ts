import { type BrowserContext, expect, test } from '@playwright/test';
import { signedInStates, xsrfOf } from './support/accounts';
import { placeCashOrder } from './support/orders';

// Issue 21 "Notes, changes and returns" (decision 046), in Arabic and in English: the customer
// cancels an unshipped cash order (its stock comes back, the admin sees it), and a return goes
// from the customer's request to the admin's approval and receipt (back in stock). The admin
// area is Arabic (SPEC §1).

const { customer: customerState, admin: adminState } = signedInStates('returns', [
  'customer',
  'admin',
]);

const TEXTS = {
  en: {
    cancel: 'Cancel order',
    keep: 'Keep my order',
    reason: 'Why are you cancelling?',
    cancelled: 'Your order is cancelled. Nothing was charged.',
    returnItems: 'Return items',
    returnReason: 'Why are you returning them?',
    send: 'Send the request',
    sent: 'Return request sent. We will reply soon.',
    waiting: 'Waiting for the shop',
    received: 'Items received, refund next',
  },
  ar: {
    cancel: 'إلغاء الطلب',
    keep: 'الإبقاء على الطلب',
    reason: 'لماذا تلغي الطلب؟',
    cancelled: 'تم إلغاء طلبك. لم يُخصم أي مبلغ.',
    returnItems: 'إرجاع منتجات',
    returnReason: 'لماذا تريد إرجاعها؟',
    send: 'إرسال الطلب',
    sent: 'تم إرسال طلب الإرجاع، وسنرد عليك قريبًا.',
    waiting: 'بانتظار رد المتجر',
    received: 'تم استلام المنتجات، والاسترداد قادم',
  },
} as const;

async function adminPost(admin: BrowserContext, url: string, data: object = {}) {
  const res = await admin.request.post(url, {
    data,
    headers: { 'x-xsrf-token': await xsrfOf(admin) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The order's first product and its tracked stock (null: not tracked). */
async function stockOf(admin: BrowserContext, orderId: string) {
  const order = await (await admin.request.get(`/api/admin/orders/${orderId}`)).json();
  const item = order.items[0];
  const product = await (await admin.request.get(`/api/admin/products/${item.productId}`)).json();
  return { order, item, stock: product.stockQuantity as number | null };
}

async function confirmIfWaiting(admin: BrowserContext, orderId: string) {
  const detail = await (await admin.request.get(`/api/admin/orders/${orderId}`)).json();
  if (detail.deliveryStatus === 'awaiting_confirmation') {
    await adminPost(admin, `/api/admin/orders/${orderId}/confirm`);
  }
}

for (const lang of ['ar', 'en'] as const) {
  const text = TEXTS[lang];

  test(`the customer cancels an unshipped cash order (${lang})`, async ({ browser }) => {
    const customer = await browser.newContext({ storageState: customerState });
    const page = await customer.newPage();
    const order = await placeCashOrder(page, `cancel-${lang}`);
    const admin = await browser.newContext({ storageState: adminState });
    await confirmIfWaiting(admin, order.id);
    const before = await stockOf(admin, order.id);

    await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    await page.goto(`/orders/${order.id}?lng=${lang}`);
    await page.getByRole('button', { name: text.cancel }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.keep }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: text.cancel }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.reason).selectOption('ordered_by_mistake');
    await page.screenshot({ path: `test-results/returns-cancel-dialog-${lang}.png` });
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(page.getByText(text.cancelled).first()).toBeVisible();
    await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);

    // The admin sees it cancelled, with the reason on the timeline; the stock came back.
    const after = await stockOf(admin, order.id);
    expect(after.order.paymentStatus).toBe('cancelled');
    if (before.stock !== null) expect(after.stock).toBe(before.stock + before.item.quantity);
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/orders/${order.id}`);
    await expect(adminPage.getByText('طلبت بالخطأ / I ordered by mistake').first()).toBeVisible();
    await customer.close();
    await admin.close();
  });

  test(`a return from the request to the restock (${lang})`, async ({ browser }) => {
    const customer = await browser.newContext({ storageState: customerState });
    const page = await customer.newPage();
    const order = await placeCashOrder(page, `return-${lang}`);
    const admin = await browser.newContext({ storageState: adminState });
    await confirmIfWaiting(admin, order.id);
    for (const action of ['mark_out_for_delivery', 'mark_delivered']) {
      await adminPost(admin, `/api/admin/orders/${order.id}/actions`, { action });
    }
    const before = await stockOf(admin, order.id);
    const name = lang === 'ar' ? before.item.nameAr : before.item.nameEn;

    await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    await page.goto(`/orders/${order.id}?lng=${lang}`);
    await page.getByRole('button', { name: text.returnItems }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(name).selectOption('1');
    await dialog.getByLabel(text.returnReason).selectOption('damaged');
    await page.screenshot({ path: `test-results/returns-form-${lang}.png` });
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.sent).first()).toBeVisible();
    await expect(page.getByText(text.waiting).first()).toBeVisible();

    // The admin approves and receives it from the returns page.
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin/returns');
    const mine = await (await page.request.get(`/api/orders/${order.id}/returns`)).json();
    const row = adminPage.getByRole('listitem').filter({ hasText: mine.returns[0].reference });
    await row.getByRole('button', { name: 'موافقة' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'موافقة' }).click();
    await expect(adminPage.getByText('تمت الموافقة على الإرجاع.').first()).toBeVisible();
    await adminPage.getByLabel('الحالة').selectOption('');
    await row.getByRole('button', { name: 'تم استلام المنتجات' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'تم الاستلام' }).click();
    await expect(
      adminPage.getByText('تم استلام المنتجات وعادت إلى المخزون.').first(),
    ).toBeVisible();
    await adminPage.screenshot({ path: 'test-results/returns-admin-list.png' });

    const after = await stockOf(admin, order.id);
    if (before.stock !== null) expect(after.stock).toBe(before.stock + 1);
    await page.reload();
    await expect(page.getByText(text.received).first()).toBeVisible();
    await customer.close();
    await admin.close();
  });
}
