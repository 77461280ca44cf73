import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, signIn } from '../users/test-fixtures';

/**
 * Issue 25, walk-through item 9, through the API: a shipping fee of 75.555 was stored as 75.56
 * while a product price with three decimals was refused; an empty price said "must be zero or
 * more"; the product name's error came only once the price and the category were fixed.
 */
let t: TestApp;
let en: ReturnType<typeof createBrowser>;
let ar: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'owner@example.com', role: 'admin' });
  en = await signIn(t, 'owner@example.com', 'en');
  ar = await signIn(t, 'owner@example.com', 'ar');
});

afterAll(async () => {
  await t.app.close();
});

const fieldErrors = (res: { json(): unknown }) =>
  Object.fromEntries(
    ((res.json() as { errors?: { field: string; messages: string[] }[] }).errors ?? []).map((e) => [
      e.field,
      e.messages,
    ]),
  );

const put = (browser: ReturnType<typeof createBrowser>, url: string, payload: unknown) =>
  browser.request({ method: 'PUT', url, payload: payload as never });

describe('money fields through the API', () => {
  it('refuses a shipping fee of 75.555 instead of storing 75.56, in both languages', async () => {
    const before = (await en.get('/api/admin/settings')).json().shipping.flatFee;
    const res = await put(en, '/api/admin/settings/shipping', {
      flatFee: 75.555,
      freeShippingThreshold: null,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({
      flatFee: ['Enter an amount with at most 2 decimal places'],
    });
    const arabic = await put(ar, '/api/admin/settings/shipping', {
      flatFee: 75.555,
      freeShippingThreshold: null,
    });
    expect(fieldErrors(arabic)).toEqual({ flatFee: ['أدخل مبلغًا بخانتين عشريتين على الأكثر'] });
    expect((await en.get('/api/admin/settings')).json().shipping.flatFee).toBe(before);
  });

  it('gives a product price with three decimals the same message', async () => {
    const res = await en.post('/api/admin/products', {
      nameEn: 'Cell',
      nameAr: 'خلية',
      price: 75.555,
      categoryId: '11111111-1111-4111-8111-111111111111',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).price).toEqual(['Enter an amount with at most 2 decimal places']);
  });

  it('answers an empty product form with every error at once, "required" for the price', async () => {
    const res = await en.post('/api/admin/products', { nameEn: '', nameAr: '' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toMatchObject({
      nameEn: [expect.any(String)],
      price: ['This field is required'],
      categoryId: ['Please select a category.'],
    });
  });
});
