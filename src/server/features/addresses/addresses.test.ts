import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '../../../shared/schemas/addresses';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCustomer, logIn, visitor } from '../cart/test-fixtures';
import { customerAddresses } from './tables';

let t: TestApp;
let browser: Awaited<ReturnType<typeof visitor>>;
let other: Awaited<ReturnType<typeof visitor>>;
let userId: string;

const home = {
  label: 'Home',
  firstName: 'Salma',
  lastName: 'Test',
  phone: '+20 10 1234 5678',
  address: '5 Tahrir St',
  city: 'Dokki',
  state: 'GZ',
  postalCode: '',
  country: 'EG',
};
const put = (id: string, body: unknown, b = browser) =>
  b.request({ method: 'PUT', url: `/api/addresses/${id}`, payload: body as object });
const del = (id: string, b = browser) =>
  b.request({ method: 'DELETE', url: `/api/addresses/${id}` });
const rows = () =>
  t.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, userId));
const defaults = async () => (await rows()).filter((row) => row.isDefault).map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  userId = await createCustomer(t, 'book@example.com');
  await createCustomer(t, 'other@example.com');
  browser = await visitor(t);
  await logIn(browser, 'book@example.com');
  other = await visitor(t);
  await logIn(other, 'other@example.com');
});

afterAll(async () => {
  await t.app.close();
});

describe('address book', () => {
  it('answers 401 to guests', async () => {
    const guest = await visitor(t);
    expect((await guest.get('/api/addresses')).statusCode).toBe(401);
    expect((await guest.post('/api/addresses', home)).statusCode).toBe(401);
  });

  it('adds, lists, edits and makes the first address the default', async () => {
    const first = await browser.post('/api/addresses', home);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      label: 'Home',
      phone: '01012345678', // normalised as the checkout does
      postalCode: null,
      isDefault: true,
    });
    const second = await browser.post('/api/addresses', {
      ...home,
      label: 'المحل',
      address: '9 Nile St',
    });
    expect(second.json().isDefault).toBe(false);

    const list = await browser.get('/api/addresses');
    expect(list.json().max).toBe(MAX_SAVED_ADDRESSES);
    expect(list.json().items.map((a: { id: string }) => a.id)).toEqual([
      first.json().id,
      second.json().id,
    ]);

    const edited = await put(second.json().id, { ...home, label: '', city: 'Haram' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ label: null, city: 'Haram', isDefault: false });
    expect(await defaults()).toEqual([first.json().id]);
  });

  it('moves the default atomically and on delete gives it to the newest remaining one', async () => {
    await t.database.db.delete(customerAddresses).where(eq(customerAddresses.userId, userId));
    const a = (await browser.post('/api/addresses', home)).json().id;
    const b = (await browser.post('/api/addresses', { ...home, label: 'B' })).json().id;
    const c = (await browser.post('/api/addresses', { ...home, label: 'C' })).json().id;
    const made = await browser.post(`/api/addresses/${b}/default`);
    expect(made.statusCode).toBe(200);
    expect(made.json().isDefault).toBe(true);
    expect(await defaults()).toEqual([b]);
    // Created as the default: the old one is cleared in the same transaction.
    const d = (
      await browser.post('/api/addresses', { ...home, label: 'D', isDefault: true })
    ).json().id;
    expect(await defaults()).toEqual([d]);

    expect((await del(d)).statusCode).toBe(200);
    expect(await defaults()).toEqual([c]); // the newest remaining
    expect((await del(a)).statusCode).toBe(200);
    expect(await defaults()).toEqual([c]); // a non-default delete leaves it alone
    await del(c);
    expect(await defaults()).toEqual([b]);
    await del(b);
    expect(await rows()).toEqual([]);
  });

  it('refuses an eleventh address with a clear 409 and writes nothing', async () => {
    await t.database.db.delete(customerAddresses).where(eq(customerAddresses.userId, userId));
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) {
      expect((await browser.post('/api/addresses', { ...home, label: `#${i}` })).statusCode).toBe(
        201,
      );
    }
    const over = await browser.post('/api/addresses', home);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      success: false,
      message: 'Your address book is full (10 addresses). Delete one to add another.',
    });
    const ar = await browser.request({
      method: 'POST',
      url: '/api/addresses',
      payload: home,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message).toBe('دفتر عناوينك ممتلئ (١٠ عناوين). احذف عنوانًا لتضيف غيره.');
    expect(await rows()).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(await defaults()).toHaveLength(1);
  });

  it("answers 404 for another customer's address, and changes nothing", async () => {
    const [mineRow] = await rows();
    for (const res of [
      await put(mineRow.id, home, other),
      await del(mineRow.id, other),
      await other.post(`/api/addresses/${mineRow.id}/default`),
      await put(randomUUID(), home),
      await del(randomUUID()),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Address not found',
      });
    }
    expect((await other.get('/api/addresses')).json().items).toEqual([]);
    expect(await rows()).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('checks the fields with the checkout rules, in the caller language', async () => {
    await t.database.db.delete(customerAddresses).where(eq(customerAddresses.userId, userId));
    const bad = await browser.post('/api/addresses', {
      ...home,
      phone: '0123',
      state: 'Atlantis',
      city: ' ',
      label: 'x'.repeat(41),
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries(
      bad.json().errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages]),
    );
    expect(fields.phone).toEqual(['Enter an Egyptian mobile number, e.g. 01012345678']);
    expect(fields.state[0]).toBeTruthy();
    expect(fields.city[0]).toBeTruthy();
    expect(fields.label[0]).toBeTruthy();
    // Outside Egypt the state is free text and the phone any international number.
    const abroad = await browser.post('/api/addresses', {
      ...home,
      country: 'SA',
      state: 'Riyadh Province',
      phone: '+966 50 123 4567',
    });
    expect(abroad.statusCode).toBe(201);
    const ar = await browser.request({
      method: 'POST',
      url: '/api/addresses',
      payload: { ...home, phone: '0123' },
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().errors[0].messages[0]).toMatch(/[\u0600-\u06FF]/);
    // An unknown field is refused too, and nothing was written by the bad calls.
    expect((await browser.post('/api/addresses', { ...home, userId })).statusCode).toBe(400);
    expect(await rows()).toHaveLength(1);
  });
});
