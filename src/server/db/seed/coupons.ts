import { sql } from 'drizzle-orm';
import { couponCodeKey } from '../../../shared/coupon-code';
import type { Db } from '../client';
import { coupons } from '../schema';

type DemoCoupon = Omit<typeof coupons.$inferInsert, 'codeKey' | 'startsAt' | 'endsAt'> & {
  /** Cairo wall-clock minutes, as the admin types them. */
  startsAt?: string;
  endsAt?: string;
};

/** Cairo wall-clock time as the instant it names (the database knows Egypt's clock changes). */
const cairo = (minute: string) => sql`(${minute}::timestamp at time zone 'Africa/Cairo')`;

/**
 * The demo's coupons (issue 19 §3), one of each kind, an Arabic code beside its English one, and
 * an expired one so the admin's list shows every status it has.
 */
export const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: 'WELCOME10',
    kind: 'percentage',
    percent: 10,
    minSubtotalPiastres: 50_000,
    oncePerCustomer: true,
  },
  {
    code: 'RAMADAN',
    kind: 'fixed',
    amountPiastres: 20_000,
    minSubtotalPiastres: 200_000,
    usageLimit: 100,
  },
  {
    code: 'رمضان',
    kind: 'fixed',
    amountPiastres: 20_000,
    minSubtotalPiastres: 200_000,
    usageLimit: 100,
  },
  { code: 'FREESHIP', kind: 'free_shipping', minSubtotalPiastres: 100_000 },
  {
    code: 'SUMMER2025',
    kind: 'percentage',
    percent: 15,
    startsAt: '2025-06-01T00:00',
    endsAt: '2025-09-01T00:00',
  },
];

/** Written once: a code that exists already (an admin may have changed it) is left alone. */
export async function seedDemoCoupons(db: Db): Promise<void> {
  await db
    .insert(coupons)
    .values(
      DEMO_COUPONS.map(({ startsAt, endsAt, ...c }) => ({
        ...c,
        codeKey: couponCodeKey(c.code),
        startsAt: startsAt ? cairo(startsAt) : null,
        endsAt: endsAt ? cairo(endsAt) : null,
      })),
    )
    .onConflictDoNothing({ target: coupons.codeKey });
}
