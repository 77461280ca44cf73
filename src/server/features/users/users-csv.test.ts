import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/client';
import { parseCsv } from '../../test/csv';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, signIn } from './test-fixtures';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  t = await createTestApp();
  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 10, 21, minutes));
  await createUser(t, {
    email: 'boss@example.com',
    firstName: 'Hoda',
    lastName: 'Samir',
    role: 'admin',
    createdAt: at(0),
  });
  await createUser(t, {
    email: 'evil@example.com',
    firstName: '=2+5',
    lastName: '@SUM(A1)',
    phone: '+201001234567',
    createdAt: at(1),
  });
  await createUser(t, {
    email: 'said@example.com',
    firstName: 'Sa"id',
    lastName: 'Nabil, Jr',
    emailConfirmedAt: null,
    createdAt: at(2),
  });
  await createUser(t, {
    email: 'sara@example.com',
    firstName: 'سارة',
    lastName: 'علي',
    disabledAt: new Date(),
    createdAt: at(3),
  });
  admin = await signIn(t, 'boss@example.com');
});

afterAll(async () => {
  await t.app.close();
});

const download = async (query: string) => {
  const res = await admin.get(`/api/admin/users.csv?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-.*\.csv"$/);
  return res;
};

describe('users CSV', () => {
  it('has a BOM, a header and every user newest first, formulas neutralised', async () => {
    const res = await download('lang=en');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(res.body)).toEqual([
      [
        'First name',
        'Last name',
        'Email',
        'Phone',
        'Role',
        'Email confirmed',
        'Account',
        'Orders',
        'Joined (Cairo)',
      ],
      [
        'سارة',
        'علي',
        'sara@example.com',
        '',
        'Customer',
        'Yes',
        'Disabled',
        '0',
        '2025-01-10 23:03',
      ],
      [
        'Sa"id',
        'Nabil, Jr',
        'said@example.com',
        '',
        'Customer',
        'No',
        'Active',
        '0',
        '2025-01-10 23:02',
      ],
      [
        "'=2+5",
        "'@SUM(A1)",
        'evil@example.com',
        "'+201001234567",
        'Customer',
        'Yes',
        'Active',
        '0',
        '2025-01-10 23:01',
      ],
      ['Hoda', 'Samir', 'boss@example.com', '', 'Admin', 'Yes', 'Active', '0', '2025-01-10 23:00'],
    ]);
    expect(res.body).toContain('"Sa""id","Nabil, Jr"');
  });

  it('applies the list filters and the page language', async () => {
    const rows = (query: string) => download(query).then((res) => parseCsv(res.body));
    expect((await rows('lang=en&role=admin')).slice(1).map((r) => r[2])).toEqual([
      'boss@example.com',
    ]);
    expect((await rows('lang=en&confirmed=unconfirmed')).slice(1).map((r) => r[2])).toEqual([
      'said@example.com',
    ]);
    expect((await rows('lang=en&status=disabled')).slice(1).map((r) => r[2])).toEqual([
      'sara@example.com',
    ]);
    expect((await rows('lang=en&search=evil')).slice(1).map((r) => r[2])).toEqual([
      'evil@example.com',
    ]);
    const arabic = await rows('lang=ar&status=disabled');
    expect(arabic[0][0]).toBe('الاسم الأول');
    expect(arabic[1].slice(4, 7)).toEqual(['عميل', 'نعم', 'معطل']);
  });

  it('answers 401 to a guest and 403 to a customer', async () => {
    expect((await createBrowser(t.app).get('/api/admin/users.csv')).statusCode).toBe(401);
    const customer = await signIn(t, 'evil@example.com');
    expect((await customer.get('/api/admin/users.csv')).statusCode).toBe(403);
  });
});
