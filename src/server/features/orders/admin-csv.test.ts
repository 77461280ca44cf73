import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/client';
import { parseCsv } from '../../test/csv';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, signIn } from '../users/test-fixtures';
import { orderItems, orders } from './tables';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let buyerId: string;

const info = (fullName: string, extra: Partial<Record<string, string>> = {}) => ({
  firstName: 'x',
  lastName: 'y',
  fullName,
  email: 'buyer@example.com',
  phone: '01012345678',
  address: 'x',
  city: 'Giza',
  state: 'GZ',
  postalCode: null,
  country: 'EG',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'boss@example.com', role: 'admin' });
  buyerId = (await createUser(t, { email: 'buyer@example.com' })).id;
  admin = await signIn(t, 'boss@example.com');
  const row = (
    fullName: string,
    paymentStatus: 'paid' | 'pending',
    createdAt: string,
    extra?: Partial<Record<string, string>>,
  ) => ({
    userId: buyerId,
    subtotalPiastres: 125_050,
    shippingPiastres: 5_000,
    totalPiastres: 130_050,
    shippingInfo: info(fullName, extra),
    paymentMethod: 'cod' as const,
    paymentStatus,
    paidAt: paymentStatus === 'paid' ? new Date(createdAt) : null,
    createdAt: new Date(createdAt),
  });
  const [first] = await t.database.db
    .insert(orders)
    .values([
      // 22:30 UTC is 00:30 the next day in Cairo: the file and the date filter say the 11th.
      row('=HYPERLINK("http://evil.example","click")', 'paid', '2025-01-10T22:30:00Z'),
      row('Sa"id, Jr', 'pending', '2025-01-12T09:00:00Z', { phone: '+201001234567' }),
      row('منى عادل', 'paid', '2025-01-13T09:00:00Z', { state: 'ALX' }),
    ])
    .returning({ id: orders.id });
  await t.database.db.insert(orderItems).values({
    orderId: first.id,
    nameEn: 'Battery',
    nameAr: 'بطارية',
    unitPricePiastres: 62_525,
    quantity: 2,
    totalPiastres: 125_050,
  });
});

afterAll(async () => {
  await t.app.close();
});

const download = async (query: string, browser = admin) => {
  const res = await browser.get(`/api/admin/orders.csv?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('orders CSV', () => {
  it('is a UTF-8 download with a BOM, one header and every order', async () => {
    const res = await download('lang=en');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-.*\.csv"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(res.body);
    expect(header.slice(0, 4)).toEqual(['Order number', 'Date (Cairo)', 'Customer', 'Email']);
    expect(rows).toHaveLength(3);
  });

  it('escapes quotes and neutralises formulas', async () => {
    const res = await download('lang=en');
    // The raw text: apostrophe first, quotes doubled, the cell quoted.
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(res.body).toContain('"Sa""id, Jr"');
    expect(res.body).toContain(",'+201001234567,");
    const rows = parseCsv(res.body).slice(1);
    const evil = rows.find((r) => r[2].includes('HYPERLINK'))!;
    expect(evil).toEqual([
      expect.stringMatching(/^\d+$/),
      '2025-01-11 00:30',
      '\'=HYPERLINK("http://evil.example","click")',
      'buyer@example.com',
      '01012345678',
      'Giza',
      'Giza',
      '2',
      '1250.5',
      '50',
      '1300.5',
      'Cash on delivery',
      'Paid',
      'Processing',
      '2025-01-11 00:30',
    ]);
  });

  it('applies the list filters: status, search and Cairo dates', async () => {
    const names = async (query: string) =>
      parseCsv((await download(`lang=en&${query}`)).body)
        .slice(1)
        .map((r) => r[2]);
    expect(await names('paymentStatus=pending')).toEqual(['Sa"id, Jr']);
    expect(await names(`search=${encodeURIComponent('منى')}`)).toEqual(['منى عادل']);
    expect(await names('from=2025-01-11&to=2025-01-11')).toEqual([
      '\'=HYPERLINK("http://evil.example","click")',
    ]);
    expect(await names('paymentStatus=paid&from=2025-01-12')).toEqual(['منى عادل']);
  });

  it('speaks Arabic when the page does, governorates included', async () => {
    const [header, ...rows] = parseCsv((await download('lang=ar&paymentStatus=paid')).body);
    expect(header[0]).toBe('رقم الطلب');
    expect(rows[0].slice(5, 7)).toEqual(['Giza', 'الإسكندرية']);
    expect(rows[0][12]).toBe('مدفوع');
  });

  it('pages through a large export without losing or repeating a row', async () => {
    await t.database.db.execute(sql`
      insert into orders (user_id, subtotal_piastres, shipping_piastres, total_piastres,
        shipping_info, payment_method, payment_status, created_at)
      select ${buyerId}, 1000, 0, 1000, ${JSON.stringify(info('Bulk'))}::jsonb, 'cod', 'pending',
        timestamptz '2025-02-01 10:00Z' + n * interval '1 minute'
      from generate_series(1, 1201) n`);
    const rows = parseCsv((await download('lang=en')).body).slice(1);
    expect(rows).toHaveLength(1204);
    const numbers = rows.map((r) => Number(r[0]));
    expect(new Set(numbers).size).toBe(1204);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('answers 401 to a guest and 403 to a customer', async () => {
    expect((await createBrowser(t.app).get('/api/admin/orders.csv')).statusCode).toBe(401);
    const customer = await signIn(t, 'buyer@example.com');
    expect((await customer.get('/api/admin/orders.csv')).statusCode).toBe(403);
  });
});
