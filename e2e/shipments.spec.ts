import { expect, test } from '@playwright/test';
import { signedInStates, xsrfOf } from './support/accounts';
import { placeCashOrder } from './support/orders';

// Issue 21 "Shipments" (decision 044): the admin ships an order with the manual courier from the
// order page, and the customer sees the courier and tracking number on their order page — in
// Arabic and in English.

const { customer: customerState, admin: adminState } = signedInStates('shipments', [
  'customer',
  'admin',
]);

const TEXTS = {
  en: {
    create: 'Create shipment',
    dialog: 'Create a shipment',
    name: /Courier name/,
    tracking: /Tracking number/,
    submit: 'Ship the order',
    done: 'Shipment created',
    panel: 'Shipment',
    outForDelivery: 'Out for delivery',
  },
  ar: {
    create: 'إنشاء شحنة',
    dialog: 'إنشاء شحنة',
    name: /اسم شركة الشحن/,
    tracking: /رقم التتبع/,
    submit: 'شحن الطلب',
    done: 'تم إنشاء الشحنة',
    panel: 'الشحنة',
    outForDelivery: 'خرج للتوصيل',
  },
} as const;

for (const lang of ['ar', 'en'] as const) {
  test(`admin ships with the manual courier, the customer sees the tracking number (${lang})`, async ({
    browser,
  }) => {
    const text = TEXTS[lang];
    const tracking = `E2E-${lang.toUpperCase()}-${Date.now()}`;
    const customer = await browser.newContext({ storageState: customerState });
    const customerPage = await customer.newPage();
    const order = await placeCashOrder(customerPage, `ship-${lang}`);

    const admin = await browser.newContext({ storageState: adminState });
    const detail = await (await admin.request.get(`/api/admin/orders/${order.id}`)).json();
    if (detail.deliveryStatus === 'awaiting_confirmation') {
      const confirmed = await admin.request.post(`/api/admin/orders/${order.id}/confirm`, {
        data: {},
        headers: { 'x-xsrf-token': await xsrfOf(admin) },
      });
      expect(confirmed.status()).toBe(200);
    }
    const page = await admin.newPage();
    await page.goto(`/admin/orders/${order.id}`);
    // Paths under /admin always use Arabic (SPEC §1, decision 053): the admin ships in Arabic
    // for both journeys; the customer reads the result in their language below.
    const staff = TEXTS.ar;
    await page.getByRole('button', { name: staff.create }).click();
    const dialog = page.getByRole('dialog', { name: staff.dialog });
    await dialog.getByLabel(staff.name).fill('Aramex');
    await dialog.getByLabel(staff.tracking).fill(tracking);
    await dialog.getByRole('button', { name: staff.submit }).click();
    await expect(page.getByText(staff.done).first()).toBeVisible();
    await expect(page.getByTestId('tracking-number')).toHaveText(tracking);
    await admin.close();

    await customerPage.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    await customerPage.goto(`/orders/${order.id}?lng=${lang}`);
    const card = customerPage.locator('section', {
      has: customerPage.getByRole('heading', { name: text.panel, exact: true }),
    });
    await expect(card.getByTestId('tracking-number')).toHaveText(tracking);
    await expect(card.getByText('Aramex')).toBeVisible();
    await expect(card.getByText(text.outForDelivery).first()).toBeVisible();
    await expect(customerPage.locator('html')).toHaveAttribute(
      'dir',
      lang === 'ar' ? 'rtl' : 'ltr',
    );
    await customer.close();
  });
}
