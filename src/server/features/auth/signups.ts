import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { cairoDayAfter, cairoMidnight } from '../../lib/cairo-days';

/**
 * Customer accounts created from `previousFrom` up to `from` (the previous period) and from
 * `from` to `today` included (the current one), Cairo days (the admin dashboard's figure).
 */
export async function newCustomerCounts(
  db: Db,
  days: { previousFrom: string; from: string; today: string },
): Promise<{ current: number; previous: number }> {
  const [row] = await queryRows<{ current: number; previous: number }>(
    db,
    sql`select count(*) filter (where created_at >= ${cairoMidnight(days.from)})::int as "current",
          count(*) filter (where created_at < ${cairoMidnight(days.from)})::int as "previous"
        from users
        where role = 'customer' and created_at >= ${cairoMidnight(days.previousFrom)}
          and created_at < ${cairoDayAfter(days.today)}`,
  );
  return row;
}
