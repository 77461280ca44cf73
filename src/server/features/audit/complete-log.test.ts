import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEssentials } from '../../db/seed/essentials';
import { signedInAs } from '../../test/accounts';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { supportThreads } from '../support/tables';
import { auditLog } from './tables';

/**
 * Issue 25: the log records every staff change — news, FAQs, support replies, notifications,
 * exports — in the change's transaction, and exports itself as CSV with its filters.
 */
type Browser = ReturnType<typeof createBrowser>;
let t: TestApp;
let owner: Browser;
let editor: Browser;

beforeAll(async () => {
  t = await createTestApp();
  await seedEssentials(t.database.db);
  owner = await signedInAs(t, 'owner@example.com', 'admin');
  editor = await signedInAs(t, 'editor@example.com', 'content_editor');
  await signedInAs(t, 'mona@example.com', 'customer');
}, 60_000);

afterAll(async () => {
  await t.app.close();
});

/** The entries a step added, oldest first. */
async function recorded(step: () => Promise<{ statusCode: number; body: string }>) {
  const before = new Set((await t.database.db.select().from(auditLog)).map((r) => r.id));
  const res = await step();
  if (res.statusCode >= 300) throw new Error(`${res.statusCode}: ${res.body}`);
  const rows = await t.database.db.select().from(auditLog).orderBy(auditLog.createdAt);
  return rows.filter((r) => !before.has(r.id));
}

const post = {
  title: 'New 48 V batteries',
  content: 'Longer range for golf cars.',
  author: 'GreenVolt',
  language: 'en',
};

describe('a complete audit log', () => {
  it('records news drafts, publishing, unpublishing and deletion by the content editor', async () => {
    let id = '';
    const [created] = await recorded(async () => {
      const res = await editor.post('/api/admin/blogs', post);
      id = res.json().id;
      return res;
    });
    expect(created).toMatchObject({
      action: 'blog_post.created',
      entityType: 'blog_post',
      entityId: id,
      actorEmail: 'editor@example.com',
    });
    const [published] = await recorded(() =>
      editor.request({
        method: 'PUT',
        url: `/api/admin/blogs/${id}`,
        payload: { ...post, status: 'published' },
      }),
    );
    expect(published).toMatchObject({ action: 'blog_post.published', entityId: id });
    expect(published.before).toMatchObject({ status: 'draft' });
    expect(published.after).toMatchObject({ status: 'published' });
    const [unpublished] = await recorded(() =>
      editor.request({
        method: 'PUT',
        url: `/api/admin/blogs/${id}`,
        payload: { ...post, status: 'draft' },
      }),
    );
    expect(unpublished.action).toBe('blog_post.unpublished');
    const [deleted] = await recorded(() =>
      editor.request({ method: 'DELETE', url: `/api/admin/blogs/${id}` }),
    );
    expect(deleted).toMatchObject({ action: 'blog_post.deleted', after: null });
    // The deleted post keeps its name in the log.
    const log = await owner.get('/api/admin/audit-log?entityType=blog_post');
    expect(log.json().items[0].entity.label).toEqual({
      en: 'New 48 V batteries',
      ar: 'New 48 V batteries',
    });
  });

  it('records FAQ changes, with what the question was', async () => {
    const faq = {
      category: 'general',
      questionEn: 'Do you deliver to Aswan?',
      questionAr: 'هل توصلون إلى أسوان؟',
      answerEn: 'Yes.',
      answerAr: 'نعم.',
    };
    let id = '';
    const [created] = await recorded(async () => {
      const res = await editor.post('/api/admin/faqs', faq);
      id = res.json().id;
      return res;
    });
    expect(created).toMatchObject({ action: 'faq.created', entityType: 'faq', entityId: id });
    const [updated] = await recorded(() =>
      editor.request({
        method: 'PUT',
        url: `/api/admin/faqs/${id}`,
        payload: { ...faq, answerEn: 'Yes, in 3–5 days.' },
      }),
    );
    expect(updated).toMatchObject({
      action: 'faq.updated',
      before: { answerEn: 'Yes.' },
      after: { answerEn: 'Yes, in 3–5 days.' },
    });
  });

  it('records support replies and status changes', async () => {
    const [thread] = await t.database.db
      .insert(supportThreads)
      .values({
        requesterName: 'Mona Adel',
        requesterEmail: 'mona@example.com',
        subject: 'Charger question',
        status: 'open',
      })
      .returning();
    const [reply] = await recorded(() =>
      owner.post(`/api/admin/support/threads/${thread.id}/messages`, {
        message: 'Reset the breaker for 10 seconds.',
      }),
    );
    expect(reply).toMatchObject({
      action: 'support_thread.replied',
      entityType: 'support_thread',
      entityId: thread.id,
    });
    const [changed] = await recorded(() =>
      owner.request({
        method: 'PATCH',
        url: `/api/admin/support/threads/${thread.id}`,
        payload: { status: 'closed' },
      }),
    );
    expect(changed).toMatchObject({
      action: 'support_thread.updated',
      after: { status: 'closed' },
    });
    // Named by its subject, as it is now.
    const log = await owner.get('/api/admin/audit-log?entityType=support_thread');
    expect(log.json().items[0].entity.label).toEqual({
      en: 'Charger question',
      ar: 'Charger question',
    });
  });

  it('records a notification to every customer with how many got it', async () => {
    const [sent] = await recorded(() =>
      owner.post('/api/admin/notifications', {
        audience: 'all_customers',
        type: 'promotion',
        titleAr: 'خصم ١٠٪',
        titleEn: '10% off',
        messageAr: 'على البطاريات',
        messageEn: 'On batteries',
      }),
    );
    expect(sent).toMatchObject({
      action: 'notification.sent_to_all',
      entityType: 'notification',
      after: { titleEn: '10% off', sent: 1 },
    });
  });

  it('records exports, and exports the log as CSV with its filters', async () => {
    const [ordersExport] = await recorded(() => owner.get('/api/admin/orders.csv?lang=en'));
    expect(ordersExport).toMatchObject({ action: 'export.orders', entityType: 'export' });
    const [usersExport] = await recorded(() =>
      owner.get('/api/admin/users.csv?role=customer&lang=ar'),
    );
    expect(usersExport).toMatchObject({
      action: 'export.users',
      after: { filters: { role: 'customer' } },
    });

    const csv = await owner.get('/api/admin/audit-log.csv?entityType=faq&lang=en');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Time (Cairo),Staff member,Staff e-mail,Action (code),Entity type (code),Entity id,Entity,Before,After',
    );
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual([
      'faq.updated',
      'faq.created',
    ]);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
    const arabic = await owner.get('/api/admin/audit-log.csv?entityType=faq&lang=ar');
    expect(arabic.body).toContain('الوقت (القاهرة)');
    expect(arabic.body).toContain('هل توصلون إلى أسوان؟');
    // The CSV download is itself in the log.
    const log = await owner.get('/api/admin/audit-log?entityType=export');
    expect(log.json().items.map((e: { action: string }) => e.action)).toContain('export.audit');
  });

  it('refuses the log and its CSV to anyone but the owner', async () => {
    expect((await editor.get('/api/admin/audit-log.csv')).statusCode).toBe(403);
    expect((await editor.get('/api/admin/audit-log')).statusCode).toBe(403);
  });
});
