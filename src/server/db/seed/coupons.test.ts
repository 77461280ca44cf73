import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCouponQuerySchema } from '../../../shared/schemas/discounts-admin';
import { createDiscountsAdmin } from '../../features/discounts/admin-service';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '../client';
import { seedDemoCoupons } from './coupons';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('demo coupons', () => {
  it('are written once, one of each kind, with an expired one', async () => {
    await seedDemoCoupons(database.db);
    await seedDemoCoupons(database.db);
    const { items, total } = await createDiscountsAdmin(database.db).list(
      adminCouponQuerySchema.parse({}),
    );
    expect(total).toBe(5);
    const byCode = Object.fromEntries(items.map((c) => [c.code, c]));
    expect(byCode.WELCOME10).toMatchObject({
      kind: 'percentage',
      percent: 10,
      minSubtotal: 500,
      oncePerCustomer: true,
      status: 'active',
    });
    for (const code of ['RAMADAN', 'رمضان']) {
      expect(byCode[code]).toMatchObject({
        kind: 'fixed',
        amount: 200,
        minSubtotal: 2000,
        usageLimit: 100,
        status: 'active',
      });
    }
    expect(byCode.FREESHIP).toMatchObject({ kind: 'free_shipping', minSubtotal: 1000 });
    expect(byCode.SUMMER2025).toMatchObject({
      startsAt: '2025-06-01T00:00',
      endsAt: '2025-09-01T00:00',
      status: 'expired',
    });
  });
});
