import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Browser, guest, signedIn } from '../blog/test-fixtures';
import { faqs } from './tables';

let t: TestApp;
let admin: Browser;
let customer: Browser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin@example.com', 'admin');
  customer = await signedIn(t, 'customer@example.com', 'customer');
});

afterAll(async () => {
  await t.app.close();
});

const faq = (overrides: Record<string, unknown> = {}) => ({
  category: 'general',
  questionEn: 'Do you deliver?',
  questionAr: 'هل توصلون؟',
  answerEn: 'Yes, all over Egypt.',
  answerAr: 'نعم، إلى كل مصر.',
  ...overrides,
});
const put = (url: string, payload: unknown) =>
  admin.request({ method: 'PUT', url, payload: payload as object });
const faqCount = async () => (await t.database.db.select({ n: count() }).from(faqs))[0].n;
const questions = (body: { groups: { category: string; items: { questionEn: string }[] }[] }) =>
  body.groups.map((g) => [g.category, g.items.map((i) => i.questionEn)]);

describe('FAQ', () => {
  it('is managed by admins only: guests 401, customers 403, nothing written', async () => {
    const anonymous = await guest(t);
    const { id } = (await admin.post('/api/admin/faqs', faq({ questionEn: 'Guarded' }))).json();
    const before = await faqCount();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/faqs'],
      ['POST', '/api/admin/faqs', faq()],
      ['PUT', `/api/admin/faqs/${id}`, faq()],
      ['PUT', '/api/admin/faqs/order', { category: 'general', ids: [id] }],
      ['DELETE', `/api/admin/faqs/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const options = { method: method as 'GET', url, payload: payload as object };
      expect([url, (await anonymous.request(options)).statusCode]).toEqual([url, 401]);
      expect([url, (await customer.request(options)).statusCode]).toEqual([url, 403]);
    }
    expect(await faqCount()).toBe(before);
    await admin.request({ method: 'DELETE', url: `/api/admin/faqs/${id}` });
  });

  it('groups active questions by SPEC category order, each in the admin’s order', async () => {
    const add = async (category: string, questionEn: string, isActive = true) =>
      (await admin.post('/api/admin/faqs', faq({ category, questionEn, isActive }))).json().id;
    await add('technical_support', 'Warranty?');
    const g1 = await add('general', 'Who are you?');
    const g2 = await add('general', 'Where are you?');
    await add('orders_shipping', 'Shipping cost?');
    await add('general', 'Old question', false);

    const res = await t.app.inject('/api/faqs');
    expect(res.statusCode).toBe(200);
    expect(questions(res.json())).toEqual([
      ['general', ['Who are you?', 'Where are you?']],
      ['orders_shipping', ['Shipping cost?']],
      ['technical_support', ['Warranty?']],
    ]);
    // Both languages travel: the page searches across them.
    expect(res.json().groups[0].items[0]).toMatchObject({ questionAr: 'هل توصلون؟' });

    // Move "Where are you?" up: the public list follows at once (cached answer retired).
    const generalIds = (await admin.get('/api/admin/faqs'))
      .json()
      .items.filter((f: { category: string }) => f.category === 'general')
      .map((f: { id: string }) => f.id);
    const order = [g2, g1, ...generalIds.filter((id: string) => id !== g1 && id !== g2)];
    const moved = await put('/api/admin/faqs/order', { category: 'general', ids: order });
    expect(moved.statusCode).toBe(200);
    expect(questions((await t.app.inject('/api/faqs')).json())[0]).toEqual([
      'general',
      ['Where are you?', 'Who are you?'],
    ]);
    // A stale or partial list is refused.
    const stale = await put('/api/admin/faqs/order', { category: 'general', ids: [g1] });
    expect(stale.statusCode).toBe(409);
  });

  it('lists inactive questions to admins, hides them from the public, and edits them', async () => {
    const list = (await admin.get('/api/admin/faqs')).json().items;
    const hidden = list.find((f: { questionEn: string }) => f.questionEn === 'Old question');
    expect(hidden).toMatchObject({ isActive: false, category: 'general' });

    const shown = await put(
      `/api/admin/faqs/${hidden.id}`,
      faq({
        questionEn: 'Old question',
        category: 'products',
        isActive: true,
      }),
    );
    expect(shown.statusCode).toBe(200);
    expect(questions((await t.app.inject('/api/faqs')).json())).toContainEqual([
      'products',
      ['Old question'],
    ]);

    const gone = await admin.request({ method: 'DELETE', url: `/api/admin/faqs/${hidden.id}` });
    expect(gone.json()).toEqual({ success: true, message: 'Question deleted.' });
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/faqs/${hidden.id}` })).statusCode,
    ).toBe(404);
  });

  it('rejects bad input with the 400 envelope and writes nothing', async () => {
    const before = await faqCount();
    const res = await admin.post(
      '/api/admin/faqs',
      faq({ category: 'returns', questionAr: '  ', answerEn: 'x'.repeat(5001) }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['answerEn', 'category', 'questionAr']);
    expect(res.json().errors).toContainEqual({
      field: 'answerEn',
      messages: ['Must be at most 5000 characters'],
    });
    expect(await faqCount()).toBe(before);
  });
});
