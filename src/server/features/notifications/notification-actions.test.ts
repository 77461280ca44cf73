import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { notifications } from './tables';
import { createUser, insertNotes, noteRow, signIn } from './test-fixtures';

let t: TestApp;
let me: ReturnType<typeof createBrowser>;
let myId: string;
let otherId: string;
let mine: string[]; // ids, newest first: A (unread), B (unread), C (read), D (unread)
let theirs: string;

type Listed = {
  notifications: { id: string; titleEn: string; isRead: boolean; readAtUtc: string | null }[];
  unreadCount: number;
};
const list = async (query = '') => (await me.get(`/api/notifications${query}`)).json() as Listed;
const put = (url: string) => me.request({ method: 'PUT', url });
const del = (url: string) => me.request({ method: 'DELETE', url });

beforeAll(async () => {
  t = await createTestApp();
  myId = await createUser(t, 'me@example.com');
  otherId = await createUser(t, 'other@example.com');
  me = await signIn(t, 'me@example.com');
});

beforeEach(async () => {
  await t.database.db.delete(notifications);
  mine = (
    await insertNotes(t, [
      noteRow(myId, 'A', 1),
      noteRow(myId, 'B', 2),
      noteRow(myId, 'C', 3, true),
      noteRow(myId, 'D', 4),
    ])
  ).map((r) => r.id);
  [{ id: theirs }] = await insertNotes(t, [noteRow(otherId, 'Theirs', 1)]);
});

afterAll(async () => {
  await t.app.close();
});

describe('GET /api/notifications paging and filters', () => {
  it('pages newest first and filters by read state', async () => {
    expect((await list('?page=1&pageSize=2')).notifications.map((n) => n.titleEn)).toEqual([
      'A',
      'B',
    ]);
    expect((await list('?page=2&pageSize=2')).notifications.map((n) => n.titleEn)).toEqual([
      'C',
      'D',
    ]);
    expect((await list('?page=3&pageSize=2')).notifications).toEqual([]);
    expect((await list('?isRead=true')).notifications.map((n) => n.titleEn)).toEqual(['C']);
    expect((await list('?isRead=false')).notifications.map((n) => n.titleEn)).toEqual([
      'A',
      'B',
      'D',
    ]);
    expect((await list()).notifications).toHaveLength(4); // default page size 20
  });

  it('answers 400 with the envelope for a bad query', async () => {
    const res = await me.get('/api/notifications?pageSize=-1&isRead=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('PUT /api/notifications/{id}/read', () => {
  it('sets readAtUtc once and lowers the count', async () => {
    const res = await put(`/api/notifications/${mine[0]}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, affected: 1, unreadCount: 2 });
    const first = (await list()).notifications.find((n) => n.id === mine[0])!;
    expect(first.isRead).toBe(true);
    expect(Date.now() - Date.parse(first.readAtUtc!)).toBeLessThan(60_000);

    // Again: still read, same time.
    expect((await put(`/api/notifications/${mine[0]}/read`)).json().unreadCount).toBe(2);
    const again = (await list()).notifications.find((n) => n.id === mine[0])!;
    expect(again.readAtUtc).toBe(first.readAtUtc);
  });

  it("answers 404 for someone else's or a missing id, 400 for a malformed one", async () => {
    for (const id of [theirs, randomUUID()]) {
      const res = await put(`/api/notifications/${id}/read`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Notification not found' });
    }
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs));
    expect(row.readAt).toBeNull();
    for (const id of ['not-a-uuid', '1', "1'%20or%20'1'='1"]) {
      const res = await put(`/api/notifications/${id}/read`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });
});

describe('PUT /api/notifications/read-all', () => {
  it("marks all of mine read and leaves others' alone", async () => {
    const res = await put('/api/notifications/read-all');
    expect(res.json()).toEqual({ success: true, affected: 3, unreadCount: 0 });
    const after = await list();
    expect(after.notifications.every((n) => n.isRead && n.readAtUtc)).toBe(true);
    // The one read before keeps its own time.
    const [c] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, mine[2]));
    expect(Date.now() - c.readAt!.getTime()).toBeGreaterThan(60_000);
    const [other] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs));
    expect(other.readAt).toBeNull();
    expect((await put('/api/notifications/read-all')).json().affected).toBe(0);
  });
});

describe('DELETE /api/notifications/{id} and /all', () => {
  it('deletes one: an unread one lowers the count, a read one does not', async () => {
    expect((await del(`/api/notifications/${mine[1]}`)).json()).toEqual({
      success: true,
      affected: 1,
      unreadCount: 2,
    });
    expect((await del(`/api/notifications/${mine[2]}`)).json().unreadCount).toBe(2);
    expect((await list()).notifications.map((n) => n.titleEn)).toEqual(['A', 'D']);
    expect((await del(`/api/notifications/${mine[1]}`)).statusCode).toBe(404);
  });

  it("refuses someone else's id with 404 and a malformed one with 400", async () => {
    expect((await del(`/api/notifications/${theirs}`)).statusCode).toBe(404);
    expect((await del('/api/notifications/xyz')).statusCode).toBe(400);
    expect(await t.database.db.select().from(notifications)).toHaveLength(5);
  });

  it("deletes all of mine and none of others'", async () => {
    expect((await del('/api/notifications/all')).json()).toEqual({
      success: true,
      affected: 4,
      unreadCount: 0,
    });
    expect(await list()).toEqual({ notifications: [], unreadCount: 0 });
    const left = await t.database.db.select().from(notifications);
    expect(left.map((n) => n.id)).toEqual([theirs]);
  });
});

describe('access', () => {
  it('answers 401 to guests on every call, stream included', async () => {
    const id = mine[0];
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/stream'],
      ['PUT', `/api/notifications/${id}/read`],
      ['PUT', '/api/notifications/read-all'],
      ['DELETE', `/api/notifications/${id}`],
      ['DELETE', '/api/notifications/all'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('needs the CSRF header on changes', async () => {
    const res = await me.request({
      method: 'PUT',
      url: '/api/notifications/read-all',
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect((await list()).unreadCount).toBe(3);
  });
});
