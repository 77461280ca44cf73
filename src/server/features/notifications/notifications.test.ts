import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { notifications } from './tables';

let t: TestApp;
let browser: ReturnType<typeof createBrowser>;

const note = (userId: string, minutesAgo: number, read = false) => ({
  userId,
  type: 'order' as const,
  titleAr: 'طلب',
  titleEn: `Order ${minutesAgo}`,
  messageAr: 'رسالة',
  messageEn: 'Message',
  redirectUrl: '/orders',
  createdAt: new Date(Date.now() - minutesAgo * 60_000),
  readAt: read ? new Date() : null,
});

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('password1');
  const [me, other] = await t.database.db
    .insert(users)
    .values([
      {
        email: 'me@example.com',
        firstName: 'Me',
        lastName: 'X',
        passwordHash,
        emailConfirmedAt: new Date(),
      },
      {
        email: 'other@example.com',
        firstName: 'O',
        lastName: 'X',
        passwordHash,
        emailConfirmedAt: new Date(),
      },
    ])
    .returning();
  await t.database.db
    .insert(notifications)
    .values([note(me.id, 1), note(me.id, 5, true), note(me.id, 3), note(other.id, 2)]);
  browser = createBrowser(t.app);
  await browser.post('/api/auth/login', { email: 'me@example.com', password: 'password1' });
});

afterAll(async () => {
  await t.app.close();
});

describe('GET /api/notifications', () => {
  it('lists only my notifications, newest first, with the unread count', async () => {
    const body = (await browser.get('/api/notifications')).json();
    expect(body.unreadCount).toBe(2);
    expect(body.notifications.map((n: { titleEn: string }) => n.titleEn)).toEqual([
      'Order 1',
      'Order 3',
      'Order 5',
    ]);
    expect(body.notifications[2]).toMatchObject({ isRead: true });
    expect(body.notifications[2].readAtUtc).toMatch(/Z$/);
  });

  it('answers the count only for pageSize 0, and filters by read state', async () => {
    expect((await browser.get('/api/notifications?pageSize=0')).json()).toEqual({
      notifications: [],
      unreadCount: 2,
    });
    const unread = (await browser.get('/api/notifications?isRead=false&pageSize=1&page=2')).json();
    expect(unread.notifications.map((n: { titleEn: string }) => n.titleEn)).toEqual(['Order 3']);
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject('/api/notifications')).statusCode).toBe(401);
  });
});
