import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupportThread } from '../../../shared/schemas/support';
import type { MailMessage } from '../../lib/mailer';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { supportThreads } from './tables';
import { createSupportPeople, type SupportPeople, supportNotes } from './test-fixtures';

let t: TestApp;
let people: SupportPeople;
let mails: MailMessage[];
const ids: Record<string, string> = {};

const open = async (
  who: 'mona' | 'omar',
  subject: string,
  priority: 'low' | 'normal' | 'high' = 'normal',
) => {
  const res = await people[who].browser.post('/api/support/threads', {
    subject,
    message: `About ${subject}`,
    priority,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as SupportThread).id;
};
const list = async (query: string) => {
  const res = await people.admin.get(`/api/admin/support/threads?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: string; subject: string }[]; total: number };
};
const subjects = async (query: string) => (await list(query)).items.map((i) => i.subject).sort();
const reply = (id: string, body: Record<string, unknown>) =>
  people.admin.post(`/api/admin/support/threads/${id}/messages`, body);

beforeAll(async () => {
  t = await createTestApp();
  people = await createSupportPeople(t);
  ids.solar = await open('mona', 'Solar panel quote', 'high');
  ids.scooter = await open('omar', 'Scooter brakes squeak', 'low');
  ids.charger = await open('mona', 'Charger 50% slower');
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

describe('admin support list', () => {
  it('shows every customer’s threads with the requester', async () => {
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.items.find((i) => i.id === ids.scooter)).toMatchObject({
      requester: { name: 'Omar Fathy', email: 'omar@example.com', hasAccount: true },
      source: 'support',
    });
  });

  it('filters by status, priority and source, and searches subject, name and e-mail', async () => {
    await people.admin.patch(`/api/admin/support/threads/${ids.scooter}`, { status: 'closed' });
    expect(await subjects('status=closed')).toEqual(['Scooter brakes squeak']);
    expect(await subjects('status=open')).toEqual(['Charger 50% slower', 'Solar panel quote']);
    expect(await subjects('priority=high')).toEqual(['Solar panel quote']);
    expect(await subjects('priority=low&status=open')).toEqual([]);
    expect(await subjects('source=contact')).toEqual([]);
    expect(await subjects('q=solar')).toEqual(['Solar panel quote']);
    expect(await subjects('q=OMAR@example')).toEqual(['Scooter brakes squeak']);
    expect(await subjects('q=mona adel')).toEqual(['Charger 50% slower', 'Solar panel quote']);
    // Wildcards in the search are taken literally.
    expect(await subjects('q=50%25')).toEqual(['Charger 50% slower']);
    expect(await subjects('q=%25')).toEqual(['Charger 50% slower']);
    // The account's current name counts too, not only the name the thread began with.
    await t.database.db
      .update(users)
      .set({ lastName: 'Fahmy' })
      .where(eq(users.id, people.omar.id));
    expect(await subjects('q=omar fahmy')).toEqual(['Scooter brakes squeak']);
    const bad = await people.admin.get('/api/admin/support/threads?status=waiting');
    expect(bad.statusCode).toBe(400);
  });

  it('pages the list, most recent activity first', async () => {
    const page = await list('pageSize=2&page=1');
    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.items.map((i) => i.id)).toEqual([ids.charger, ids.scooter]);
  });
});

describe('admin replies and changes', () => {
  it('reads a thread with the requester and the replies with author and time', async () => {
    const res = await people.admin.get(`/api/admin/support/threads/${ids.solar}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subject: 'Solar panel quote',
      requester: { name: 'Mona Adel', email: 'mona@example.com', phone: '01012345678' },
      messages: [
        { authorRole: 'customer', authorName: 'Mona Adel', body: 'About Solar panel quote' },
      ],
    });
    expect((await people.admin.get(`/api/admin/support/threads/${randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it('a reply waits for the customer, notifies them in-app and by e-mail in their language', async () => {
    await t.database.db
      .update(users)
      .set({ preferredLanguage: 'ar' })
      .where(eq(users.id, people.mona.id));
    const res = await reply(ids.solar, { message: 'A 5 kW system costs about 150,000 EGP.' });
    expect(res.statusCode).toBe(201);
    const thread = res.json() as SupportThread;
    expect(thread.status).toBe('pending');
    expect(thread.messages.at(-1)).toMatchObject({
      authorRole: 'admin',
      authorName: 'Hoda Samir',
      body: 'A 5 kW system costs about 150,000 EGP.',
    });
    const notes = await supportNotes(t, people.mona.id, `/support-messages?thread=${ids.solar}`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ titleEn: 'Our support team replied' });
    expect(notes[0].messageAr).toContain('Solar panel quote');

    await t.app.ctx.jobs.drain();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('mona@example.com');
    expect(mails[0].subject).toMatch(/^رد على رسالتك: Solar panel quote/);
    expect(mails[0].text).toContain('A 5 kW system costs about 150,000 EGP.');
    expect(mails[0].link).toMatch(new RegExp(`/support-messages\\?thread=${ids.solar}$`));
  });

  it('replying can close the thread at once, or keep it open', async () => {
    const closed = await reply(ids.charger, {
      message: 'Fixed in firmware 2.1.',
      status: 'closed',
    });
    expect(closed.json().status).toBe('closed');
    const kept = await reply(ids.charger, { message: 'One more thing…', status: 'open' });
    expect(kept.json().status).toBe('open');
    const wrong = await reply(ids.charger, { message: 'x', status: 'archived' });
    expect(wrong.statusCode).toBe(400);
    const empty = await reply(ids.charger, { message: '' });
    expect(empty.statusCode).toBe(400);
    expect((await reply(randomUUID(), { message: 'hello' })).statusCode).toBe(404);
  });

  it('changes status and priority, and rejects an empty change', async () => {
    const res = await people.admin.patch(`/api/admin/support/threads/${ids.solar}`, {
      status: 'closed',
      priority: 'low',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', priority: 'low' });
    const priorityOnly = await people.admin.patch(`/api/admin/support/threads/${ids.solar}`, {
      priority: 'high',
    });
    expect(priorityOnly.json()).toMatchObject({ status: 'closed', priority: 'high' });
    const [row] = await t.database.db
      .select()
      .from(supportThreads)
      .where(eq(supportThreads.id, ids.solar));
    expect(row).toMatchObject({ status: 'closed', priority: 'high' });

    const empty = await people.admin.patch(`/api/admin/support/threads/${ids.solar}`, {});
    expect(empty.statusCode).toBe(400);
    const missing = await people.admin.patch(`/api/admin/support/threads/${randomUUID()}`, {
      status: 'open',
    });
    expect(missing.statusCode).toBe(404);
  });
});
