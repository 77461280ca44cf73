import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProfile } from '../../../shared/schemas/site';
import { seedStoreProfile } from '../../db/seed/data';
import { seedLegalPages } from '../../db/seed/essentials';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { SETTING_KEYS } from '../settings/service';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('password1');
  const confirmed = { passwordHash, emailConfirmedAt: new Date(), lastName: 'T' };
  await t.database.db.insert(users).values([
    { ...confirmed, email: 'boss@example.com', firstName: 'B', role: 'admin' },
    { ...confirmed, email: 'c@example.com', firstName: 'C' },
  ]);
  await t.app.ctx.services.settings.write(SETTING_KEYS.storeProfile, seedStoreProfile);
  await seedLegalPages(t.database.db);
  admin = createBrowser(t.app);
  await admin.post('/api/auth/login', { email: 'boss@example.com', password: 'password1' });
  customer = createBrowser(t.app);
  await customer.post('/api/auth/login', { email: 'c@example.com', password: 'password1' });
});

afterAll(async () => {
  await t.app.close();
});

const put = (browser: ReturnType<typeof createBrowser>, url: string, payload: unknown) =>
  browser.request({ method: 'PUT', url, payload: payload as object });
const site = async (): Promise<StoreProfile> =>
  (await t.app.inject({ url: '/api/site' })).json().store;

describe('PUT /api/admin/settings/store-profile', () => {
  const url = '/api/admin/settings/store-profile';

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'PUT', url, payload: seedStoreProfile })).statusCode).toBe(
      401,
    );
    expect((await put(customer, url, seedStoreProfile)).statusCode).toBe(403);
    expect((await customer.get(url)).statusCode).toBe(403);
  });

  it('saves the whole profile and GET /api/site shows it at once', async () => {
    const before = await admin.get(url);
    expect(before.json().profile.name).toEqual(seedStoreProfile.name);
    const changed: StoreProfile = {
      ...seedStoreProfile,
      tagline: { en: 'Power that lasts', ar: 'طاقة تدوم' },
      yearsOfExperience: 26,
      partners: [seedStoreProfile.partners[1], seedStoreProfile.partners[0]],
      openingHours: [{ day: 'sat', open: '10:00', close: '14:00' }],
      social: { ...seedStoreProfile.social, x: '' },
    };
    const res = await put(admin, url, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedAt).toMatch(/Z$/);
    expect(res.json().profile.tagline.ar).toBe('طاقة تدوم');
    const store = await site();
    expect(store.tagline).toEqual({ en: 'Power that lasts', ar: 'طاقة تدوم' });
    expect(store.yearsOfExperience).toBe(26);
    expect(store.partners.map((p) => p.name.en)).toEqual([
      'SunNile Solar Solutions',
      'EverCell Energy',
    ]);
    expect(store.social.x).toBe('');
    expect(store.openingHours).toEqual([{ day: 'sat', open: '10:00', close: '14:00' }]);
  });

  it('refuses bad input with field errors in the caller’s language and writes nothing', async () => {
    const before = await site();
    const bad = {
      ...before,
      name: { en: 'Shop', ar: '  ' },
      email: 'not-an-email',
      phone: '12345',
      whatsapp: '+20 2 2345 6789', // a landline cannot take WhatsApp messages
      mapLocation: { lat: 95, lng: 31.2 },
      openingHours: [{ day: 'mon', open: '18:00', close: '09:00' }],
      social: { ...before.social, facebook: 'http://facebook.com/shop' },
    };
    const english = await put(admin, url, bad);
    expect(english.statusCode).toBe(400);
    const body = english.json();
    expect(body.success).toBe(false);
    const messages = Object.fromEntries(
      body.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages[0]]),
    );
    expect(messages).toMatchObject({
      'name.ar': 'This field is required',
      email: 'Invalid email address',
      phone: 'Enter a valid phone number',
      whatsapp: 'Enter an Egyptian mobile number, e.g. 01012345678',
      'mapLocation.lat': 'Must be at most 90',
      'openingHours.0.close': 'Closing time must be after opening time',
      'social.facebook': 'Enter a link starting with https://, or leave it empty',
    });

    const arabic = createBrowser(t.app, 'ar');
    await arabic.post('/api/auth/login', { email: 'boss@example.com', password: 'password1' });
    const res = await put(arabic, url, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('طلب غير صالح. يرجى التحقق من البيانات المدخلة.');
    const closeError = res
      .json()
      .errors.find((e: { field: string }) => e.field === 'openingHours.0.close');
    expect(closeError.messages).toEqual(['يجب أن يكون موعد الإغلاق بعد موعد الفتح']);

    expect(await site()).toEqual(before);
  });

  it('refuses a day listed twice, unknown fields and a missing language', async () => {
    const before = await site();
    const twice = await put(admin, url, {
      ...before,
      openingHours: [
        { day: 'mon', open: '09:00', close: '12:00' },
        { day: 'mon', open: '13:00', close: '18:00' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toContainEqual({
      field: 'openingHours.1.day',
      messages: ['This day already has opening hours'],
    });
    const extra = await put(admin, url, { ...before, openingHours: [], admin: true });
    expect(extra.statusCode).toBe(400);
    const partner = await put(admin, url, {
      ...before,
      openingHours: [],
      partners: [{ name: { en: 'Only English', ar: '' }, description: { en: '', ar: '' } }],
    });
    expect(partner.statusCode).toBe(400);
    expect(partner.json().errors[0].field).toBe('partners.0.name.ar');
    expect(await site()).toEqual(before);
  });
});

describe('legal pages', () => {
  it('serves each page rendered in the caller’s language, with the store’s details filled in', async () => {
    const en = await t.app.inject({
      url: '/api/pages/privacy',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(200);
    const page = en.json();
    expect(page).toMatchObject({ slug: 'privacy', lang: 'en' });
    expect(Date.parse(page.updatedAt)).not.toBeNaN();
    expect(page.html).toContain('<h2>3. Cookies and local storage</h2>');
    expect(page.html).toContain('<code>guest_cart</code>');
    expect(page.html).toContain('Paymob');
    expect(page.html).not.toContain('{{');
    const store = await site();
    expect(page.html).toContain(`<a href="mailto:${store.email}">${store.email}</a>`);
    expect(page.html).toContain(store.name.en);

    const ar = await t.app.inject({
      url: '/api/pages/terms',
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.json().lang).toBe('ar');
    expect(ar.json().html).toContain('قانون حماية المستهلك المصري رقم 181 لسنة 2018');
    expect(ar.json().html).toContain(store.name.ar);
  });

  it('answers 404 for an unknown page, public and admin', async () => {
    const res = await t.app.inject({
      url: '/api/pages/cookies',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'الصفحة غير موجودة' });
    expect((await admin.get('/api/admin/pages/cookies')).statusCode).toBe(404);
    expect((await put(admin, '/api/admin/pages/cookies', { en: 'x', ar: 'س' })).statusCode).toBe(
      404,
    );
  });

  it('lets the admin edit the Markdown, and the page shows it, escaped, at once', async () => {
    expect((await put(customer, '/api/admin/pages/terms', { en: 'x', ar: 'س' })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/pages/terms', payload: {} }))
        .statusCode,
    ).toBe(401);
    const source = (await admin.get('/api/admin/pages/terms')).json();
    expect(source.en).toContain('{{storeName}}');

    const res = await put(admin, '/api/admin/pages/terms', {
      en: '## New terms\n\n<script>alert(1)</script> [click](javascript:alert(1)) {{email}}',
      ar: '## شروط جديدة',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedAt).not.toBe(source.updatedAt);

    const page = (
      await t.app.inject({ url: '/api/pages/terms', headers: { 'accept-language': 'en' } })
    ).json();
    expect(page.html).toContain('<h2>New terms</h2>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).not.toContain('<script>');
    expect(page.html).not.toContain('href="javascript:');
    expect(page.html).toContain((await site()).email);
    expect(page.updatedAt).toBe(res.json().updatedAt);
  });

  it('refuses an empty language and keeps the page as it was', async () => {
    const before = (await admin.get('/api/admin/pages/privacy')).json();
    const res = await put(admin, '/api/admin/pages/privacy', { en: 'Only English', ar: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'ar', messages: ['This field is required'] }]);
    expect((await admin.get('/api/admin/pages/privacy')).json()).toEqual(before);
  });
});
