import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';

// Issue 24, decision 060: the product page's stock-hint threshold and trust texts.

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;

const URL = '/api/admin/settings/product-page';
const valid = {
  stockHintThreshold: 3,
  warrantyText: { en: 'Serviced in Cairo', ar: 'صيانة في القاهرة' },
  codText: { en: 'Pay at the door', ar: 'ادفع عند الباب' },
};
const put = (payload: unknown, lang?: string) =>
  admin.request({
    method: 'PUT',
    url: URL,
    payload: payload as never,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'owner@example.com', 'admin');
  customer = await signedInAs(t, 'shopper@example.com', 'customer');
});

afterAll(async () => {
  await t.app.close();
});

describe('product page settings', () => {
  it('answers the defaults before any save: 5 pieces, Egyptian texts in both languages', async () => {
    const res = await admin.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stockHintThreshold: 5, updatedAt: null });
    expect(res.json().codText.ar).toContain('الدفع عند الاستلام');
    expect(res.json().warrantyText.en.length).toBeGreaterThan(0);
  });

  it('saves the threshold and both texts (trimmed), audited with its time', async () => {
    const res = await put({
      ...valid,
      codText: { en: '  Pay at the door ', ar: 'ادفع عند الباب' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...valid });
    expect(res.json().updatedAt).toMatch(/Z$/);
    expect((await admin.get(URL)).json()).toMatchObject(valid);
  });

  it('accepts 0 (hints off) and refuses fractions, negatives, too big and missing text', async () => {
    expect((await put({ ...valid, stockHintThreshold: 0 })).json().stockHintThreshold).toBe(0);
    await put(valid);
    const cases: [unknown, string][] = [
      [{ ...valid, stockHintThreshold: 2.5 }, 'stockHintThreshold'],
      [{ ...valid, stockHintThreshold: -1 }, 'stockHintThreshold'],
      [{ ...valid, stockHintThreshold: 100 }, 'stockHintThreshold'],
      [{ ...valid, stockHintThreshold: '3' }, 'stockHintThreshold'],
      [{ ...valid, warrantyText: { en: 'x', ar: '   ' } }, 'warrantyText.ar'],
      [{ ...valid, codText: { en: 'x'.repeat(121), ar: 'ب' } }, 'codText.en'],
      [{ ...valid, codText: { en: 'x' } }, 'codText.ar'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await put({ ...valid, extra: 1 })).statusCode).toBe(400);
    // Bad input changed nothing.
    expect((await admin.get(URL)).json()).toMatchObject(valid);
  });

  it("answers errors in the caller's language", async () => {
    const ar = await put({ ...valid, stockHintThreshold: 100 }, 'ar');
    const en = await put({ ...valid, stockHintThreshold: 100 }, 'en');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(en.json().message).toMatch(/[A-Za-z]/);
    expect(en.json().message).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('is for staff only', async () => {
    expect((await customer.get(URL)).statusCode).toBe(403);
    expect((await t.app.inject(URL)).statusCode).toBe(401);
    const res = await customer.request({ method: 'PUT', url: URL, payload: valid as never });
    expect(res.statusCode).toBe(403);
  });
});
