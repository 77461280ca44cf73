import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupportThread } from '../../../shared/schemas/support';
import type { MailMessage } from '../../lib/mailer';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { notifications } from '../notifications/tables';
import { supportMessages, supportThreads } from './tables';
import { createSupportPeople, type SupportPeople, supportNotes } from './test-fixtures';

let t: TestApp;
let people: SupportPeople;
let mails: MailMessage[];

const form = {
  name: 'Youssef Kamal',
  email: 'Youssef@Example.com',
  phone: '+20 122 345 6789',
  subject: 'Bulk order for a hotel',
  message: 'We need 40 power banks.\nCan you deliver to Hurghada?',
};

/** A visitor with no account: the first API answer gives them the XSRF cookie. */
async function guest(lang = 'en') {
  const browser = createBrowser(t.app, lang);
  await browser.get('/api/health');
  return browser;
}
const rows = async () => ({
  threads: (await t.database.db.select({ n: count() }).from(supportThreads))[0].n,
  messages: (await t.database.db.select({ n: count() }).from(supportMessages))[0].n,
  notifications: (await t.database.db.select({ n: count() }).from(notifications))[0].n,
});

beforeAll(async () => {
  t = await createTestApp();
  people = await createSupportPeople(t);
  t.app.ctx.mailer.send = async (message) => {
    mails.push(message);
  };
});

beforeEach(() => {
  mails = [];
});

afterAll(async () => {
  await t.app.close();
});

describe('POST /api/contact', () => {
  it('a guest’s message becomes a contact thread admins see and are notified about', async () => {
    const visitor = await guest();
    const res = await visitor.post('/api/contact', { ...form, website: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you! Your message has been sent. We will get back to you soon.',
    });

    const list = (await people.admin.get('/api/admin/support/threads?source=contact')).json();
    expect(list.total).toBe(1);
    const summary = list.items[0];
    expect(summary).toMatchObject({
      subject: 'Bulk order for a hotel',
      source: 'contact',
      status: 'open',
      requester: {
        name: 'Youssef Kamal',
        email: 'youssef@example.com',
        phone: '01223456789',
        hasAccount: false,
      },
    });
    const thread = (
      await people.admin.get(`/api/admin/support/threads/${summary.id}`)
    ).json() as SupportThread;
    expect(thread.messages).toEqual([
      expect.objectContaining({
        authorRole: 'guest',
        authorName: 'Youssef Kamal',
        body: form.message,
      }),
    ]);
    const notes = await supportNotes(t, people.adminId, `/admin/support?thread=${summary.id}`);
    expect(notes).toHaveLength(1);
    expect(notes[0].titleEn).toBe('New message from the contact form');
  });

  it('an admin reply to a guest goes out by e-mail, in the language the guest wrote in', async () => {
    const visitor = await guest('ar');
    await visitor.post('/api/contact', {
      name: 'سلمى',
      email: 'salma@example.com',
      subject: 'استفسار عن بطارية',
      message: 'هل البطارية 200 أمبير متوفرة؟',
    });
    const [row] = await t.database.db
      .select()
      .from(supportThreads)
      .where(eq(supportThreads.requesterEmail, 'salma@example.com'));
    expect(row.userId).toBeNull();
    const res = await people.admin.post(`/api/admin/support/threads/${row.id}/messages`, {
      message: 'نعم، متوفرة في المخزون.',
      status: 'closed',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('closed');
    await t.app.ctx.jobs.drain();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('salma@example.com');
    expect(mails[0].subject).toMatch(/^رد على رسالتك: استفسار عن بطارية/);
    expect(mails[0].text).toContain('مرحبًا سلمى،');
    expect(mails[0].text).toContain('نعم، متوفرة في المخزون.');
    expect(mails[0].link).toMatch(/\/contact$/);
  });

  it('a signed-in customer’s message is linked to their account and listed as theirs', async () => {
    const res = await people.omar.browser.post('/api/contact', {
      ...form,
      name: 'Omar Fathy',
      email: 'omar@example.com',
      subject: 'Warranty question',
    });
    expect(res.statusCode).toBe(201);
    const mine = (await people.omar.browser.get('/api/support/threads')).json();
    expect(mine.items).toEqual([
      expect.objectContaining({
        subject: 'Warranty question',
        source: 'contact',
        requester: expect.objectContaining({ hasAccount: true }),
      }),
    ]);
    const thread = (
      await people.omar.browser.get(`/api/support/threads/${mine.items[0].id}`)
    ).json() as SupportThread;
    expect(thread.messages[0]).toMatchObject({ authorRole: 'customer' });
  });

  it('rejects bad input in the caller’s language and writes nothing', async () => {
    const before = await rows();
    const ar = await guest('ar');
    const res = await ar.post('/api/contact', {
      name: '',
      email: 'not-an-email',
      phone: '12345',
      subject: 'x'.repeat(151),
      message: '  ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      message: 'طلب غير صالح. يرجى التحقق من البيانات المدخلة.',
    });
    const fields = Object.fromEntries(
      body.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages]),
    );
    expect(fields).toEqual({
      name: ['هذا الحقل مطلوب'],
      email: ['عنوان بريد إلكتروني غير صالح'],
      phone: ['أدخل رقم هاتف محمول مصريًا، مثل 01012345678'],
      subject: ['الحد الأقصى لعدد الأحرف: 150'],
      message: ['هذا الحقل مطلوب'],
    });

    const en = await guest('en');
    const missing = await en.post('/api/contact', { name: 'A', email: 'a@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid request. Please check your input.');
    expect(missing.json().errors).toEqual([
      { field: 'subject', messages: ['This field is required'] },
      { field: 'message', messages: ['This field is required'] },
    ]);
    expect(await rows()).toEqual(before);
  });

  it('needs the XSRF token like every other state-changing call', async () => {
    const visitor = await guest();
    const res = await visitor.request({
      method: 'POST',
      url: '/api/contact',
      payload: form,
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('a filled-in honeypot gets the same success answer and nothing is written', async () => {
    const before = await rows();
    const visitor = await guest();
    const real = await visitor.post('/api/contact', form);
    const afterReal = await rows();
    const bot = await visitor.post('/api/contact', { ...form, website: 'http://spam.example' });
    expect(bot.statusCode).toBe(real.statusCode);
    expect(bot.json()).toEqual(real.json());
    // Even garbage is "accepted": a bot learns nothing from validation errors.
    const garbage = await visitor.post('/api/contact', { website: 'x', email: 'nope' });
    expect(garbage.statusCode).toBe(201);
    expect(garbage.json()).toEqual(real.json());
    expect(afterReal.threads).toBe(before.threads + 1);
    expect(await rows()).toEqual(afterReal);
  });
});

describe('contact rate limit', () => {
  it('answers 429 after the limit, per address', async () => {
    const limited = await createTestApp({ rateLimits: { contact: 2 } });
    try {
      const visitor = createBrowser(limited.app, 'en');
      await visitor.get('/api/health');
      const send = () => visitor.post('/api/contact', form);
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        success: false,
        message: 'Too many requests. Please wait a moment and try again.',
      });
      const threads = await limited.database.db.select({ n: count() }).from(supportThreads);
      expect(threads[0].n).toBe(2);
      // Another address is not affected.
      const other = await visitor.request({
        method: 'POST',
        url: '/api/contact',
        payload: form,
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.app.close();
    }
  });
});
