import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationStreamEvent } from '../../../shared/schemas/notifications';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { notifyAllCustomers, notifyUser } from './raise';
import { notifications } from './tables';
import { createUser, draft, signIn } from './test-fixtures';
import { cookieHeader, dataOf, isEvent, openSse } from './test-sse';

let t: TestApp;
let base: string;
let me: ReturnType<typeof createBrowser>;
let myId: string;
let otherId: string;

const streamUrl = (query = '') => `${base}/api/notifications/stream${query}`;
const open = (headers: Record<string, string> = {}, query = '') =>
  openSse(streamUrl(query), {
    cookie: cookieHeader(me.jar),
    'accept-encoding': 'gzip, deflate, br',
    ...headers,
  });
const idOf = async (titleEn: string) =>
  (
    await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.titleEn, titleEn))
  )[0].id;
const note = (event: { data?: string }) => dataOf<NotificationStreamEvent>(event);

beforeAll(async () => {
  t = await createTestApp();
  myId = await createUser(t, 'me@example.com');
  otherId = await createUser(t, 'other@example.com');
  me = await signIn(t, 'me@example.com');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.app.close();
});

describe('GET /api/notifications/stream (real HTTP)', () => {
  it('pushes a notification created after connecting, with the new unread count', async () => {
    const stream = await open();
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // Never compressed, cached or tagged: each event must reach the browser at once.
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      expect(stream.response.headers.get('etag')).toBeNull();
      expect(stream.response.headers.get('cache-control')).toContain('no-cache');
      expect((await stream.next((e) => e.retry !== undefined)).retry).toBe(3000);
      expect(dataOf(await stream.next(isEvent('unread')))).toEqual({ unreadCount: 0 });

      await notifyUser(t.app.ctx, otherId, draft('Not mine'));
      await notifyUser(t.app.ctx, myId, draft('Hello'));
      const event = await stream.next(isEvent('notification'));
      expect(event.id).toBe(await idOf('Hello'));
      expect(note(event)).toMatchObject({
        notification: { titleEn: 'Hello', isRead: false, type: 'system' },
        unreadCount: 1,
      });

      await notifyAllCustomers(t.app.ctx, draft('To everyone'));
      const broadcast = note(await stream.next(isEvent('notification')));
      // The other user's notice never arrived in between.
      expect(broadcast).toMatchObject({
        notification: { titleEn: 'To everyone' },
        unreadCount: 2,
      });
    } finally {
      stream.close();
    }
  });

  it('sends heartbeat comment lines', async () => {
    const stream = await open();
    try {
      // The test config beats every 200 ms (25 s in production).
      expect((await stream.next((e) => e.comment === 'ping', 2000)).comment).toBe('ping');
    } finally {
      stream.close();
    }
  });

  it('resumes after Last-Event-ID with what was created meanwhile, oldest first', async () => {
    const first = await open();
    await first.next(isEvent('unread'));
    await notifyUser(t.app.ctx, myId, draft('R1'));
    const seen = await first.next(isEvent('notification'));
    first.close();

    await notifyUser(t.app.ctx, myId, draft('R2'));
    await notifyUser(t.app.ctx, myId, draft('R3'));

    for (const resume of [
      () => open({ 'last-event-id': seen.id! }),
      // A new EventSource cannot set the header; the web app passes the id in the query.
      () => open({}, `?lastEventId=${seen.id}`),
    ]) {
      const again = await resume();
      try {
        const missed = [
          note(await again.next(isEvent('notification'))),
          note(await again.next(isEvent('notification'))),
        ];
        expect(missed.map((m) => m.notification.titleEn)).toEqual(['R2', 'R3']);
        const unread = await again.next(isEvent('unread'));
        expect(dataOf(unread)).toEqual({ unreadCount: missed[1].unreadCount });
        // Nothing older than the resume point came back.
        expect(again.events.filter(isEvent('notification'))).toEqual([]);
        await notifyUser(t.app.ctx, myId, draft('R4'));
        expect(note(await again.next(isEvent('notification'))).notification.titleEn).toBe('R4');
      } finally {
        again.close();
      }
    }
  });

  it('ignores an unknown or malformed Last-Event-ID (count only, no replay)', async () => {
    for (const id of ['garbage', '00000000-0000-4000-8000-000000000000']) {
      const stream = await open({ 'last-event-id': id });
      try {
        expect(await stream.next(isEvent('unread'))).toBeTruthy();
        expect(stream.events.filter(isEvent('notification'))).toEqual([]);
      } finally {
        stream.close();
      }
    }
  });

  it('refuses guests with the 401 envelope (the web app then refreshes and reconnects)', async () => {
    const res = await openSse(streamUrl(), {});
    expect(res.response.status).toBe(401);
    expect(JSON.parse(await res.text())).toMatchObject({ success: false });
  });

  it('ends itself after its lifetime, so the session is checked again on reconnect', async () => {
    const options = t.app.ctx.config.notificationStream;
    const lifetime = options.maxLifetimeMs;
    options.maxLifetimeMs = 300;
    try {
      const stream = await open();
      await stream.ended(3000);
    } finally {
      options.maxLifetimeMs = lifetime;
    }
  });
});

describe('shutdown', () => {
  it('ends open streams on app.close() instead of waiting for them', async () => {
    const other = await createTestApp();
    await createUser(other, 'me@example.com');
    const browser = await signIn(other, 'me@example.com');
    const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${address}/api/notifications/stream`, {
      cookie: cookieHeader(browser.jar),
    });
    await stream.next(isEvent('unread'));
    const started = Date.now();
    await other.app.close();
    await stream.ended(2000);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
