import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createLocalNotificationBus } from './notification-bus';
import { decodeTarget, encodeTarget } from './postgres-notification-bus';

describe('notification bus', () => {
  it('wakes the listeners of a user, and of the customer role on a broadcast', async () => {
    const bus = createLocalNotificationBus();
    const customer = vi.fn();
    const admin = vi.fn();
    const off = bus.subscribe({ id: 'c1', role: 'customer' }, customer);
    bus.subscribe({ id: 'a1', role: 'admin' }, admin);
    await bus.publish({ userIds: ['c1', 'c1', 'x'] });
    expect([customer.mock.calls.length, admin.mock.calls.length]).toEqual([1, 0]);
    await bus.publish('customers');
    expect([customer.mock.calls.length, admin.mock.calls.length]).toEqual([2, 0]);
    off();
    await bus.publish('customers');
    expect(customer).toHaveBeenCalledTimes(2);
  });

  it('wakes thousands of streams on a broadcast in batches, not all in one tick', async () => {
    vi.useFakeTimers();
    try {
      const bus = createLocalNotificationBus();
      const woken = vi.fn();
      for (let i = 0; i < 1000; i++)
        bus.subscribe({ id: `u${i}`, role: 'customer' }, () => woken());
      await bus.publish('customers');
      expect(woken.mock.calls.length).toBeLessThan(1000);
      await vi.runAllTimersAsync();
      expect(woken).toHaveBeenCalledTimes(1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps every NOTIFY payload under PostgreSQL’s 8,000-byte limit', () => {
    expect(encodeTarget('customers')).toEqual(['c']);
    const ids = Array.from({ length: 10_000 }, () => randomUUID());
    const payloads = encodeTarget({ userIds: ids });
    expect(Math.max(...payloads.map((p) => Buffer.byteLength(p)))).toBeLessThan(8000);
    const decoded = payloads.flatMap((p) => {
      const target = decodeTarget(p);
      return target && target !== 'customers' ? target.userIds : [];
    });
    expect(decoded).toEqual(ids);
    expect(decodeTarget('c')).toBe('customers');
    expect(decodeTarget('nonsense')).toBeNull();
  });
});
