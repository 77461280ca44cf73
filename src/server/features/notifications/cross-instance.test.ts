import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { NotificationStreamEvent } from '../../../shared/schemas/notifications';
import { queryRows } from '../../db/client';
import { LISTENER_APPLICATION_NAME } from '../../lib/postgres-notification-bus';
import type { createBrowser } from '../../test/client';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/harness';
import { notifyUser } from './raise';
import { createUser, draft, signIn } from './test-fixtures';
import { cookieHeader, dataOf, isEvent, openSse } from './test-sse';

// Two app instances on one PostgreSQL server, as behind a load balancer. PGlite lives inside one
// process, so this runs in the PostgreSQL pass (DATABASE_URL=postgres://… vitest run).
describe.runIf(Boolean(inject('postgres')))('notifications across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let customerOnA: ReturnType<typeof createBrowser>;
  let adminOnB: ReturnType<typeof createBrowser>;
  let customerId: string;

  const openOnA = () =>
    openSse(`${baseA}/api/notifications/stream`, { cookie: cookieHeader(customerOnA.jar) });
  const titleOf = (event: { data?: string }) =>
    dataOf<NotificationStreamEvent>(event).notification.titleEn;
  const listeners = async () =>
    (
      await queryRows<{ n: number }>(
        a.database.db,
        sql`select count(*)::int as n from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      )
    )[0].n;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createSiblingApp(a);
    customerId = await createUser(a, 'salma@example.com');
    await createUser(a, 'boss@example.com', 'admin');
    customerOnA = await signIn(a, 'salma@example.com');
    adminOnB = await signIn(b, 'boss@example.com');
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
  });

  it('a stream on instance A receives what instance B raises', async () => {
    const stream = await openOnA();
    try {
      await stream.next(isEvent('unread'));
      // Raised through B's HTTP API: an admin's message to this customer.
      const sent = await adminOnB.post('/api/admin/notifications', {
        audience: 'customer',
        email: 'salma@example.com',
        type: 'system',
        titleAr: 'مرحبا',
        titleEn: 'From B',
        messageAr: 'رسالة',
        messageEn: 'Message',
      });
      expect(sent.statusCode).toBe(201);
      const event = await stream.next(isEvent('notification'));
      expect(titleOf(event)).toBe('From B');
      expect(dataOf<NotificationStreamEvent>(event).unreadCount).toBe(1);

      // A broadcast travels as one small NOTIFY, whatever the number of customers.
      await adminOnB.post('/api/admin/notifications', {
        audience: 'all_customers',
        type: 'promotion',
        titleAr: 'عرض',
        titleEn: 'Promo from B',
        messageAr: 'رسالة',
        messageEn: 'Message',
      });
      expect(titleOf(await stream.next(isEvent('notification')))).toBe('Promo from B');
    } finally {
      stream.close();
    }
  });

  it('keeps working after the listening connection is killed (reconnects)', async () => {
    expect(await listeners()).toBe(2); // one per instance
    const stream = await openOnA();
    try {
      await stream.next(isEvent('unread'));
      await queryRows(
        a.database.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      // Raised while A is not listening: A catches up when it is back (it wakes its streams).
      await notifyUser(b.app.ctx, customerId, draft('During the gap'));
      expect(titleOf(await stream.next(isEvent('notification'), 10_000))).toBe('During the gap');

      const until = Date.now() + 10_000;
      while ((await listeners()) < 2 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await listeners()).toBe(2);
      await notifyUser(b.app.ctx, customerId, draft('After the reconnect'));
      expect(titleOf(await stream.next(isEvent('notification')))).toBe('After the reconnect');
    } finally {
      stream.close();
    }
  });
});
