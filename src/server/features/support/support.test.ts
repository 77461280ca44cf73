import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportThread } from '../../../shared/schemas/support';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { supportMessages, supportThreads } from './tables';
import { createSupportPeople, type SupportPeople, supportNotes } from './test-fixtures';

let t: TestApp;
let people: SupportPeople;

beforeAll(async () => {
  t = await createTestApp();
  people = await createSupportPeople(t);
});

afterAll(async () => {
  await t.app.close();
});

const open = async (
  browser = people.mona.browser,
  body: Record<string, unknown> = { subject: 'Battery will not charge', message: 'Hello' },
) => {
  const res = await browser.post('/api/support/threads', body);
  expect(res.statusCode).toBe(201);
  return res.json() as SupportThread;
};
const threadCount = async () =>
  (await t.database.db.select({ n: count() }).from(supportThreads))[0].n;

describe('customer support threads', () => {
  it('opens a thread with its first message, as open, and tells every admin', async () => {
    const thread = await open(people.mona.browser, {
      subject: '  Inverter beeps at night ',
      message: 'It beeps every hour.\nModel GV-3000.',
      priority: 'high',
    });
    expect(thread).toMatchObject({
      subject: 'Inverter beeps at night',
      status: 'open',
      priority: 'high',
      source: 'support',
      messageCount: 1,
      requester: { name: 'Mona Adel', email: 'mona@example.com', hasAccount: true },
    });
    expect(thread.messages).toEqual([
      expect.objectContaining({
        authorRole: 'customer',
        authorName: 'Mona Adel',
        body: 'It beeps every hour.\nModel GV-3000.',
      }),
    ]);
    const notes = await supportNotes(t, people.adminId, `/admin/support?thread=${thread.id}`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ priority: 'high', titleEn: 'New support request' });
    expect(notes[0].titleAr).not.toBe('');
    expect(notes[0].messageEn).toContain('Inverter beeps at night');
  });

  it('defaults the priority to normal', async () => {
    expect((await open()).priority).toBe('normal');
  });

  it('lists only my own threads, most recent activity first, paged', async () => {
    const first = await open(people.omar.browser, { subject: 'Omar one', message: 'a' });
    const second = await open(people.omar.browser, { subject: 'Omar two', message: 'b' });
    await open(people.mona.browser, { subject: 'Mona other', message: 'c' });
    // A reply moves the older thread back to the top.
    await people.omar.browser.post(`/api/support/threads/${first.id}/messages`, {
      message: 'any news?',
    });
    const list = (await people.omar.browser.get('/api/support/threads')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([first.id, second.id]);
    expect(list).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(list.items[0]).toMatchObject({
      messageCount: 2,
      lastMessage: { authorRole: 'customer', preview: 'any news?' },
    });
    const paged = (await people.omar.browser.get('/api/support/threads?pageSize=1&page=2')).json();
    expect(paged).toMatchObject({ total: 2, totalPages: 2, page: 2 });
    expect(paged.items.map((i: { id: string }) => i.id)).toEqual([second.id]);
  });

  it('reads and answers only my own threads: another customer gets 404 and writes nothing', async () => {
    const thread = await open();
    const mine = await people.mona.browser.get(`/api/support/threads/${thread.id}`);
    expect(mine.statusCode).toBe(200);

    const peek = await people.omar.browser.get(`/api/support/threads/${thread.id}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toMatchObject({
      success: false,
      message: 'Support conversation not found',
    });
    const sneak = await people.omar.browser.post(`/api/support/threads/${thread.id}/messages`, {
      message: 'not mine',
    });
    expect(sneak.statusCode).toBe(404);
    const messages = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.threadId, thread.id));
    expect(messages).toHaveLength(1);
    const unknown = await people.mona.browser.get(`/api/support/threads/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps guests out (401) and customers out of the admin side (403)', async () => {
    const guest = createBrowser(t.app);
    await guest.get('/api/health');
    expect((await guest.get('/api/support/threads')).statusCode).toBe(401);
    const post = await guest.post('/api/support/threads', { subject: 's', message: 'm' });
    expect(post.statusCode).toBe(401);
    expect(post.json().message).toBe('You must be logged in to perform this action');
    expect((await people.mona.browser.get('/api/admin/support/threads')).statusCode).toBe(403);
    const patch = await people.mona.browser.patch(`/api/admin/support/threads/${randomUUID()}`, {
      status: 'closed',
    });
    expect(patch.statusCode).toBe(403);
  });

  it('rejects bad input with a 400 envelope in the caller’s language and writes nothing', async () => {
    const before = await threadCount();
    const ar = createBrowser(t.app, 'ar');
    await ar.post('/api/auth/login', { email: 'mona@example.com', password: 'password1' });
    const res = await ar.post('/api/support/threads', {
      subject: 'x'.repeat(151),
      message: '   ',
      priority: 'urgent',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe('طلب غير صالح. يرجى التحقق من البيانات المدخلة.');
    const fields = Object.fromEntries(
      body.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages]),
    );
    expect(fields.subject).toEqual(['الحد الأقصى لعدد الأحرف: 150']);
    expect(fields.message).toEqual(['هذا الحقل مطلوب']);
    expect(fields.priority).toBeDefined();

    const en = await people.mona.browser.post('/api/support/threads', { subject: 'ok' });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([{ field: 'message', messages: ['This field is required'] }]);
    const tooLong = await people.mona.browser.post('/api/support/threads', {
      subject: 'ok',
      message: 'x'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await threadCount()).toBe(before);
  });

  it('a customer reply reopens a closed thread and an answered one, and tells the admins', async () => {
    const thread = await open();
    await people.admin.post(`/api/admin/support/threads/${thread.id}/messages`, {
      message: 'Please send a photo of the display.',
    });
    let seen = (await people.mona.browser.get(`/api/support/threads/${thread.id}`)).json();
    expect(seen.status).toBe('pending');
    expect(seen.messages.at(-1)).toMatchObject({ authorRole: 'admin', authorName: 'Hoda' });

    const reply = await people.mona.browser.post(`/api/support/threads/${thread.id}/messages`, {
      message: 'Here it is.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ status: 'open', messageCount: 3 });

    await people.admin.patch(`/api/admin/support/threads/${thread.id}`, { status: 'closed' });
    seen = (await people.mona.browser.get(`/api/support/threads/${thread.id}`)).json();
    expect(seen.status).toBe('closed');
    const reopened = await people.mona.browser.post(`/api/support/threads/${thread.id}/messages`, {
      message: 'It started again.',
    });
    expect(reopened.json()).toMatchObject({ status: 'open', messageCount: 4 });

    const notes = await supportNotes(t, people.adminId, `/admin/support?thread=${thread.id}`);
    // One for the new thread, one per customer reply.
    expect(notes.map((n) => n.titleEn).sort()).toEqual([
      'A customer replied',
      'A customer replied',
      'New support request',
    ]);
  });

  it('customers cannot change status or priority through a reply', async () => {
    const thread = await open();
    const res = await people.mona.browser.post(`/api/support/threads/${thread.id}/messages`, {
      message: 'close it please',
      status: 'closed',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'status', messages: ['Unknown field'] }]);
  });

  it('keeps every message and the latest activity when replies race', async () => {
    const thread = await open();
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        people.mona.browser.post(`/api/support/threads/${thread.id}/messages`, {
          message: `reply ${i}`,
        }),
      ),
      people.admin.post(`/api/admin/support/threads/${thread.id}/messages`, {
        message: 'on it',
      }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const final = (await people.mona.browser.get(`/api/support/threads/${thread.id}`)).json();
    expect(final.messageCount).toBe(7);
    const last = final.messages.at(-1);
    // The status always follows whoever wrote last, and lastMessageAt is that message's time.
    expect(final.status).toBe(last.authorRole === 'admin' ? 'pending' : 'open');
    expect(final.lastMessageAt).toBe(last.createdAt);
  });
});
