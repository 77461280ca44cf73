import { eq } from 'drizzle-orm';
import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredQuote } from '../../../shared/schemas/order-quote';
import { SHIPPING_INFO } from '../../test/addresses';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { transitionOrder } from '../orders';
import { orderItems, orders } from '../orders/tables';
import { createUser, put, signIn } from '../users/test-fixtures';
import { invoiceQrPayload } from './qr';

// Invoices and packing slips (issue 21, decision 045): content in both languages, the QR code,
// escaping of every customer text, and who may see which document.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let arabic: Awaited<ReturnType<typeof signIn>>;
let english: Awaited<ReturnType<typeof signIn>>;
let adminId: string;
let arabicId: string;
let englishId: string;

const HOSTILE = `<img src=x onerror="alert(1)">`;

/** 10,500 EGP of goods, 1,000 off with SAVE10, 75 shipping, 10 COD fee: 9,585 EGP, 14 % VAT. */
const QUOTE: StoredQuote = {
  version: 2,
  origin: 'checkout',
  subtotalPiastres: 1_050_000,
  discounts: [
    {
      kind: 'coupon',
      code: 'SAVE10',
      couponId: null,
      type: 'fixed',
      appliesTo: 'items',
      amountPiastres: 100_000,
    },
  ],
  discountPiastres: 100_000,
  shipping: { feePiastres: 7_500, basis: 'flat', rule: null, zone: null, estimate: null },
  codFeePiastres: 1_000,
  vat: { ratePercent: 14, includedPiastres: 117_712 },
  totalPiastres: 958_500,
};

async function makeOrder(
  userId: string,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<typeof orders.$inferSelect> {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId,
      subtotalPiastres: QUOTE.subtotalPiastres,
      shippingPiastres: QUOTE.shipping.feePiastres,
      discountPiastres: QUOTE.discountPiastres,
      codFeePiastres: QUOTE.codFeePiastres,
      vatPiastres: 117_712,
      totalPiastres: QUOTE.totalPiastres,
      quote: QUOTE,
      shippingInfo: SHIPPING_INFO,
      paymentMethod: 'cod',
      createdAt: new Date('2026-03-14T22:30:00Z'), // 15 March 00:30 in Cairo
      ...values,
    })
    .returning();
  await t.database.db.insert(orderItems).values([
    {
      orderId: order.id,
      nameEn: 'Lithium battery 100Ah',
      nameAr: 'بطارية ليثيوم 100 أمبير',
      colorName: 'Black',
      colorNameAr: 'أسود',
      unitPricePiastres: 500_000,
      quantity: 2,
      totalPiastres: 1_000_000,
      discountPiastres: 100_000,
    },
    {
      orderId: order.id,
      nameEn: 'Smart charger',
      nameAr: 'شاحن ذكي',
      unitPricePiastres: 50_000,
      quantity: 1,
      totalPiastres: 50_000,
    },
  ]);
  return order;
}

async function pay(orderId: string) {
  const outcome = await t.database.db.transaction((tx) =>
    transitionOrder(tx, orderId, 'mark_paid', { kind: 'admin', id: adminId }),
  );
  expect(outcome.ok).toBe(true);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The page's visible text, tags dropped and whitespace collapsed. */
const textOf = (page: string) =>
  page
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u200f\u061c]/g, '') // the bidi marks Intl puts around Arabic amounts
    .replace(/\s+/g, ' ');

const invoiceNo = (row: typeof orders.$inferSelect) =>
  `INV-${row.invoiceYear}-${String(row.invoiceSeq).padStart(6, '0')}`;

const BUSINESS = {
  legalName: { en: 'GreenVolt Energy S.A.E.', ar: 'جرين فولت للطاقة ش.م.م' },
  address: { en: '5 Tahrir St, Dokki, Giza', ar: '٥ شارع التحرير، الدقي، الجيزة' },
  taxRegistrationNumber: '123-456-789',
  commercialRegisterNumber: '98765 Giza',
};

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t, { email: 'boss@example.com', role: 'admin' })).id;
  arabicId = (
    await createUser(t, {
      email: 'mona@example.com',
      preferredLanguage: 'ar',
      firstName: HOSTILE,
    })
  ).id;
  englishId = (await createUser(t, { email: 'john@example.com', preferredLanguage: 'en' })).id;
  admin = await signIn(t, 'boss@example.com');
  arabic = await signIn(t, 'mona@example.com', 'ar');
  english = await signIn(t, 'john@example.com');
  expect((await put(admin, '/api/admin/settings/business-details', BUSINESS)).statusCode).toBe(200);
});

afterAll(async () => {
  await t.app.close();
});

describe('business details (Settings)', () => {
  it('keeps the tax number as its 9 digits, audits the change and refuses a wrong one', async () => {
    const res = await admin.get('/api/admin/settings/business-details');
    expect(res.statusCode).toBe(200);
    expect(res.json().details).toMatchObject({
      legalName: BUSINESS.legalName,
      taxRegistrationNumber: '123456789',
      commercialRegisterNumber: '98765 Giza',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'business_details'));
    expect(audits).toHaveLength(1);

    for (const taxRegistrationNumber of ['12345678', '1234567890', '12345678a', '']) {
      const bad = await put(admin, '/api/admin/settings/business-details', {
        ...BUSINESS,
        taxRegistrationNumber,
      });
      expect(bad.statusCode, taxRegistrationNumber).toBe(400);
      expect(bad.json().errors[0].field).toBe('taxRegistrationNumber');
    }
    const emptyName = await put(admin, '/api/admin/settings/business-details', {
      ...BUSINESS,
      legalName: { en: 'x', ar: ' ' },
    });
    expect(emptyName.statusCode).toBe(400);
    expect((await english.get('/api/admin/settings/business-details')).statusCode).toBe(403);
  });
});

describe('the invoice', () => {
  it('is in Arabic for an Arabic customer: RTL, seller, numbers, lines, discount, VAT, total', async () => {
    const order = await pay((await makeOrder(arabicId, { notes: HOSTILE })).id);
    const res = await admin.get(`/api/admin/orders/${order.id}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.body;
    expect(page).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    const text = textOf(page);
    for (const expected of [
      'فاتورة',
      'جرين فولت للطاقة ش.م.م',
      '٥ شارع التحرير، الدقي، الجيزة',
      'رقم التسجيل الضريبي: 123-456-789',
      'رقم السجل التجاري: 98765 Giza',
      `رقم الفاتورة ${invoiceNo(order)}`,
      `رقم الطلب ${order.orderNumber}`,
      'تاريخ الطلب ١٥ مارس ٢٠٢٦ في ١٢:٣٠ ص',
      'الدفع عند الاستلام',
      'بطارية ليثيوم 100 أمبير',
      'اللون: أسود',
      'شاحن ذكي',
      'خصم (SAVE10) −١٬٠٠٠ ج.م.',
      'الشحن ٧٥ ج.م.',
      'رسوم الدفع عند الاستلام ١٠ ج.م.',
      'الإجمالي ٩٬٥٨٥ ج.م.',
      'شامل ضريبة القيمة المضافة (١٤٪) ١٬١٧٧٫١٢ ج.م.',
      'الجيزة',
    ]) {
      expect(text).toContain(expected);
    }
    // The customer's notes belong on the packing slip, not the invoice.
    expect(page).not.toContain('onerror');
  });

  it('is in English for an English customer, with each line’s price, discount and total', async () => {
    const order = await pay((await makeOrder(englishId)).id);
    const res = await admin.get(`/api/admin/orders/${order.id}/invoice`);
    const page = res.body;
    expect(page).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    const text = textOf(page);
    for (const expected of [
      'Invoice',
      'GreenVolt Energy S.A.E.',
      'Tax registration no.: 123-456-789',
      `Invoice no. ${invoiceNo(order)}`,
      `Order no. ${order.orderNumber}`,
      'Order date March 15, 2026 at 12:30 AM',
      'Payment method Cash on delivery',
      // #, name, colour, qty, unit price, line discount, line total
      '1 Lithium battery 100Ah Colour: Black 2 EGP 5,000 −EGP 1,000 EGP 10,000',
      '2 Smart charger 1 EGP 500 — EGP 500',
      'Subtotal EGP 10,500',
      'Discount (SAVE10) −EGP 1,000',
      'Shipping EGP 75',
      'Cash-on-delivery fee EGP 10',
      'Total EGP 9,585',
      'VAT included (14%) EGP 1,177.12',
    ]) {
      expect(text).toContain(expected);
    }
    // ?lang= overrides the customer's language; ?format=receipt is the 80 mm roll.
    const arabicReceipt = await admin.get(
      `/api/admin/orders/${order.id}/invoice?lang=ar&format=receipt`,
    );
    expect(arabicReceipt.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabicReceipt.body).toContain('<body class="receipt"');
    expect(arabicReceipt.body).toContain('@page{size:80mm 297mm}');
  });

  it('carries a QR code of the order number, the invoice number and the total', async () => {
    const order = await pay((await makeOrder(englishId)).id);
    const payload = invoiceQrPayload({
      orderNumber: order.orderNumber,
      invoiceNumber: invoiceNo(order),
      totalPiastres: order.totalPiastres,
    });
    expect(payload).toBe(
      `ORDER:${order.orderNumber}\nINVOICE:${invoiceNo(order)}\nTOTAL:9585.00 EGP`,
    );
    // The SVG's modules are exactly those of that payload's code.
    const { data } = encode(payload, { ecc: 'M', border: 2 });
    const dark = data.flatMap((row, y) =>
      row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : [])),
    );
    const page = (await admin.get(`/api/admin/orders/${order.id}/invoice`)).body;
    const path = page.match(/<svg class="qr"[^>]*>.*?<path d="([^"]+)"/)?.[1];
    expect(path).toBe(dark.join(''));
  });

  it('escapes every customer text: name, address, colour, product name', async () => {
    const order = await makeOrder(englishId, {
      shippingInfo: {
        ...SHIPPING_INFO,
        fullName: HOSTILE,
        address: `</bdi><script>alert(1)</script>`,
        city: `"><svg onload=alert(1)>`,
      },
      notes: HOSTILE,
    });
    await t.database.db
      .update(orderItems)
      .set({ nameEn: `<b>bold</b>`, colorName: `<i onmouseover=x>` })
      .where(eq(orderItems.orderId, order.id));
    await pay(order.id);
    for (const url of [
      `/api/admin/orders/${order.id}/invoice`,
      `/api/admin/orders/${order.id}/packing-slip`,
      `/api/admin/orders/print?doc=packing-slip&ids=${order.id}`,
    ]) {
      const page = (await admin.get(url)).body;
      expect(page, url).not.toMatch(/<script>alert|<img src=x|<svg onload|<b>bold|<i onmouseover/);
      expect(page, url).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
      expect(page, url).toContain('&lt;/bdi&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('is pro-forma, without a number, while the order is unpaid (staff only)', async () => {
    const order = await makeOrder(englishId);
    const text = textOf((await admin.get(`/api/admin/orders/${order.id}/invoice`)).body);
    expect(text).toContain('Pro-forma invoice');
    expect(text).toContain('Invoice no. —');
    expect(text).toContain('Payment Pending');
  });

  it('shows "—" for an order paid before invoice numbers began', async () => {
    const order = await makeOrder(englishId, { paymentStatus: 'paid', paidAt: new Date() });
    const res = await english.get(`/api/orders/${order.id}/invoice`);
    expect(res.statusCode).toBe(200);
    const text = textOf(res.body);
    expect(text).toContain('Invoice Invoice no. —');
    expect(text).not.toContain('Pro-forma');
  });
});

describe('who may see an invoice', () => {
  it('the customer: their own order, once paid; 409 before, 404 for another’s', async () => {
    const order = await makeOrder(arabicId);
    const unpaid = await arabic.get(`/api/orders/${order.id}/invoice`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('تصدر الفاتورة بعد دفع الطلب.');
    const unpaidEn = await english.get(`/api/orders/${(await makeOrder(englishId)).id}/invoice`);
    expect(unpaidEn.json().message).toBe('The invoice is issued once the order is paid.');

    const paid = await pay(order.id);
    const own = await arabic.get(`/api/orders/${order.id}/invoice`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(textOf(own.body)).toContain(invoiceNo(paid));
    // ?lang=en: the customer reads it in the site's other language.
    expect((await arabic.get(`/api/orders/${order.id}/invoice?lang=en`)).body).toContain(
      '<html lang="en" dir="ltr">',
    );

    expect((await english.get(`/api/orders/${order.id}/invoice`)).statusCode).toBe(404);
    expect((await english.get(`/api/admin/orders/${order.id}/invoice`)).statusCode).toBe(403);
    expect((await english.get(`/api/admin/orders/${order.id}/packing-slip`)).statusCode).toBe(403);
    const signedOut = await t.app.inject({ url: `/api/orders/${order.id}/invoice` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('an admin: any order; an unknown one is 404, a malformed id 400', async () => {
    const order = await makeOrder(englishId);
    expect((await admin.get(`/api/admin/orders/${order.id}/packing-slip`)).statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/admin/orders/${unknown}/invoice`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/orders/nope/invoice')).statusCode).toBe(400);
    expect((await admin.get(`/api/admin/orders/${order.id}/invoice?format=a5`)).statusCode).toBe(
      400,
    );
  });
});

describe('the packing slip', () => {
  it('lists lines, colours, quantities, address, phone and notes, and no prices', async () => {
    const order = await makeOrder(englishId, { notes: 'Call before coming, 3rd floor' });
    const res = await admin.get(`/api/admin/orders/${order.id}/packing-slip`);
    const text = textOf(res.body);
    for (const expected of [
      'Packing slip',
      `Order no. ${order.orderNumber}`,
      'Lithium battery 100Ah Colour: Black 2',
      'Smart charger 1',
      'Items 3',
      'Mona Adel',
      'Phone: 01112345678',
      'Giza',
      'Call before coming, 3rd floor',
      'Parcels ____ of ____',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/EGP|Total|VAT/);
    expect(res.body).toContain('<svg class="qr"');
  });

  it('names the courier, the tracking number and the parcels once the order is shipped', async () => {
    const order = await makeOrder(englishId);
    const shipped = await admin.post(`/api/admin/orders/${order.id}/shipments`, {
      courier: 'manual',
      courierName: 'Aramex',
      trackingNumber: 'ARX-777',
      parcels: 2,
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const text = textOf((await admin.get(`/api/admin/orders/${order.id}/packing-slip`)).body);
    expect(text).toContain('Courier Aramex');
    expect(text).toContain('ARX-777');
    expect(text).toContain('Parcels 2');
    expect(text).not.toContain('Parcels ____ of ____');
  });
});

describe('printing many', () => {
  it('puts each order on its own sheet, in the order asked, each in its language', async () => {
    const first = await pay((await makeOrder(arabicId)).id);
    const second = await pay((await makeOrder(englishId)).id);
    const res = await admin.get(
      `/api/admin/orders/print?doc=invoice&ids=${second.id},${first.id},${second.id}`,
    );
    expect(res.statusCode).toBe(200);
    const docs = [
      ...res.body.matchAll(
        /<article class="doc invoice" lang="(\w+)" dir="(\w+)" data-order="(\d+)"/g,
      ),
    ];
    expect(docs.map((d) => [d[1], d[2], Number(d[3])])).toEqual([
      ['en', 'ltr', second.orderNumber],
      ['ar', 'rtl', first.orderNumber],
    ]);
    expect(res.body).toContain('.doc{margin:0;box-shadow:none;break-after:page}');

    const slips = await admin.get(
      `/api/admin/orders/print?doc=packing-slip&lang=en&ids=${first.id},${second.id}`,
    );
    expect([...slips.body.matchAll(/<article class="doc slip" lang="en"/g)]).toHaveLength(2);
    // The toolbar's links keep the selection.
    expect(slips.body).toContain(`ids=${first.id}%2C${second.id}`);

    expect((await admin.get('/api/admin/orders/print?ids=')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    expect((await admin.get(`/api/admin/orders/print?ids=${tooMany}`)).statusCode).toBe(400);
    expect((await english.get(`/api/admin/orders/print?ids=${first.id}`)).statusCode).toBe(403);
  });
});

describe('the page’s own files', () => {
  it('are listed in the OpenAPI document', async () => {
    const docs = await admin.get('/api/docs');
    expect(docs.statusCode).toBe(200);
    const paths = docs.json().paths;
    for (const path of [
      '/api/admin/orders/print',
      '/api/admin/orders/{id}/invoice',
      '/api/admin/orders/{id}/packing-slip',
      '/api/orders/{id}/invoice',
      '/api/admin/settings/business-details',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });

  it('serves the Cairo font and the print script, cached, to anyone', async () => {
    const font = await t.app.inject({ url: '/api/invoices/assets/cairo-arabic.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toMatch(/public/);
    const script = await t.app.inject({ url: '/api/invoices/assets/print.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('window.print()');
    expect((await t.app.inject({ url: '/api/invoices/assets/..%2Fsecret' })).statusCode).toBe(404);
  });

  it('runs under the app’s CSP: no inline script, styles and fonts from the shop', async () => {
    const order = await makeOrder(englishId);
    const res = await admin.get(`/api/admin/orders/${order.id}/packing-slip`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(res.body).toContain('<script src="/api/invoices/assets/print.js" defer></script>');
  });
});
