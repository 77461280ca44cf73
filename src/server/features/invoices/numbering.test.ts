import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { SHIPPING_INFO } from '../../test/addresses';
import { createTestApp, type TestApp } from '../../test/harness';
import { transitionOrder } from '../orders';
import { invoiceCounters, orders } from '../orders/tables';
import { createUser } from '../users/test-fixtures';

// Invoice numbers (issue 21, decision 045): one gap-free sequence per Cairo year, taken in the
// transaction that makes the order paid (orders/lifecycle.ts `takeInvoiceNumber`).
let t: TestApp;
let adminId: string;
let buyerId: string;

async function makeOrders(count: number, method: 'cod' | 'card' = 'cod') {
  const rows = await t.database.db
    .insert(orders)
    .values(
      Array.from({ length: count }, () => ({
        userId: buyerId,
        subtotalPiastres: 10_000,
        shippingPiastres: 0,
        totalPiastres: 10_000,
        shippingInfo: SHIPPING_INFO,
        paymentMethod: method,
      })),
    )
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

const markPaid = (orderId: string) =>
  t.database.db.transaction((tx) =>
    transitionOrder(tx, orderId, 'mark_paid', { kind: 'admin', id: adminId }),
  );

class RolledBack extends Error {}

/** Pays the order and then fails, so its transaction rolls back. */
const payThenFail = (orderId: string) =>
  t.database.db.transaction(async (tx) => {
    const outcome = await transitionOrder(tx, orderId, 'mark_paid', {
      kind: 'admin',
      id: adminId,
    });
    expect(outcome.ok).toBe(true);
    throw new RolledBack();
  });

async function numbersOf(ids: string[]) {
  const rows = await t.database.db
    .select({
      id: orders.id,
      year: orders.invoiceYear,
      seq: orders.invoiceSeq,
      at: orders.invoicedAt,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function lastSeq(year: number) {
  const [row] = await t.database.db
    .select({ last: invoiceCounters.lastSeq })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.year, year));
  return row?.last ?? 0;
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const thisYear = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric' }).format());

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t, { email: 'boss@example.com', role: 'admin' })).id;
  buyerId = (await createUser(t, { email: 'buyer@example.com' })).id;
});

afterAll(async () => {
  await t.app.close();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('invoice numbers', () => {
  it('follow one another without a gap, in the order of payment, this Cairo year', async () => {
    const year = thisYear();
    const before = await lastSeq(year);
    const ids = await makeOrders(4);
    for (const id of ids) expect((await markPaid(id)).ok).toBe(true);
    const numbers = await numbersOf(ids);
    expect(ids.map((id) => numbers.get(id)?.seq)).toEqual(range(before + 1, 4));
    expect(ids.every((id) => numbers.get(id)?.year === year && numbers.get(id)?.at)).toBe(true);
    expect(await lastSeq(year)).toBe(before + 4);
  });

  it('a payment rolled back gives its number back to the next one', async () => {
    const year = thisYear();
    const before = await lastSeq(year);
    const [lost, next] = await makeOrders(2);
    await expect(payThenFail(lost)).rejects.toBeInstanceOf(RolledBack);
    const numbers = await numbersOf([lost]);
    expect(numbers.get(lost)).toMatchObject({ year: null, seq: null, at: null });
    expect(await lastSeq(year)).toBe(before);

    await markPaid(next);
    expect((await numbersOf([next])).get(next)?.seq).toBe(before + 1);
  });

  it('a second payment transition keeps the order’s number', async () => {
    const year = thisYear();
    const [id] = await makeOrders(1, 'card');
    // Paymob's word, then (as a retried callback would find it) paid again after a decline.
    await t.database.db.transaction((tx) =>
      transitionOrder(tx, id, 'payment_succeeded', { kind: 'paymob', source: 'callback' }),
    );
    const first = (await numbersOf([id])).get(id)!;
    expect(first.seq).not.toBeNull();
    const counter = await lastSeq(year);
    // Arranged: the order back to "failed" with its number, as no shipped code would leave it.
    await t.database.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, id));
    const again = await t.database.db.transaction((tx) =>
      transitionOrder(tx, id, 'payment_succeeded', { kind: 'paymob', source: 'inquiry' }),
    );
    expect(again.ok).toBe(true);
    expect((await numbersOf([id])).get(id)).toEqual(first);
    expect(await lastSeq(year)).toBe(counter);
  });

  it('restart at 1 when Cairo’s new year begins (Cairo midnight, not UTC’s)', async () => {
    const [late, early, second] = await makeOrders(3);
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 on 31 December in Cairo (UTC+2): still 2030.
    vi.setSystemTime(new Date('2030-12-31T21:59:00Z'));
    await markPaid(late);
    // 00:00:30 on 1 January 2031 in Cairo, while it is still 2030 in UTC.
    vi.setSystemTime(new Date('2030-12-31T22:00:30Z'));
    await markPaid(early);
    await markPaid(second);
    vi.useRealTimers();
    const numbers = await numbersOf([late, early, second]);
    expect(numbers.get(late)).toMatchObject({ year: 2030, seq: 1 });
    expect(numbers.get(early)).toMatchObject({ year: 2031, seq: 1 });
    expect(numbers.get(second)).toMatchObject({ year: 2031, seq: 2 });
  });

  it('twenty payments at once never share or skip a number, even with some rolled back', async () => {
    const year = thisYear();
    const before = await lastSeq(year);
    const ids = await makeOrders(20);
    const failing = new Set(ids.filter((_, index) => index % 4 === 3));
    const results = await Promise.allSettled(
      ids.map((id) => (failing.has(id) ? payThenFail(id) : markPaid(id))),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(failing.size);
    const numbers = await numbersOf(ids);
    const paid = ids.filter((id) => !failing.has(id)).map((id) => numbers.get(id)!.seq!);
    expect(paid.toSorted((a, b) => a - b)).toEqual(range(before + 1, 15));
    for (const id of failing) expect(numbers.get(id)?.seq).toBeNull();
    expect(await lastSeq(year)).toBe(before + 15);
    // And the table agrees: no two orders of the year hold the same number.
    const [{ duplicates }] = await queryRows<{ duplicates: number }>(
      t.database.db,
      sql`select count(*)::int - count(distinct invoice_seq)::int as duplicates
          from orders where invoice_year = ${year}`,
    );
    expect(duplicates).toBe(0);
  });
});
