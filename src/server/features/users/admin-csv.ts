import { and, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '../../../shared/constants';
import type { adminUserCsvQuerySchema } from '../../../shared/schemas/csv-exports';
import type { Db } from '../../db/client';
import type { CsvCell } from '../../lib/csv';
import { translate } from '../../lib/i18n';
import { users } from '../auth/tables';
import { adminUserWhere } from './admin-filters';

type Query = z.output<typeof adminUserCsvQuerySchema>;
const BATCH = 500;

export const userCsvHeader = (lang: Language): string[] =>
  (
    [
      'firstName',
      'lastName',
      'email',
      'phone',
      'role',
      'confirmed',
      'status',
      'orders',
      'createdAt',
    ] as const
  ).map((column) => translate(lang, `csv.users.${column}`));

type Cursor = { createdAt: string; id: string } | null;

function readBatch(db: Db, query: Query, after: Cursor) {
  return db
    .select({
      id: users.id,
      key: sql<string>`${users.createdAt}::text`,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      confirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      orders: sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id")`,
      joined: sql<string>`to_char(${users.createdAt} at time zone 'Africa/Cairo', 'YYYY-MM-DD HH24:MI')`,
    })
    .from(users)
    .where(
      and(
        adminUserWhere(query),
        after
          ? sql`(${users.createdAt}, ${users.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(BATCH);
}

/**
 * Every user matching the list's filters, newest first, BATCH rows at a time. The keyset is the
 * creation time as text: a JS Date would drop its microseconds and skip or repeat rows.
 */
export async function* userCsvRows(
  db: Db,
  query: Query,
  lang: Language,
): AsyncGenerator<CsvCell[][]> {
  let after: Cursor = null;
  for (;;) {
    const rows = await readBatch(db, query, after);
    yield rows.map((row) => [
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
      translate(lang, row.role ? `csv.role.${row.role}` : 'csv.role.undefined'),
      translate(lang, row.confirmed ? 'csv.yes' : 'csv.no'),
      translate(lang, row.disabled ? 'csv.disabled' : 'csv.active'),
      row.orders,
      row.joined,
    ]);
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.key, id: last.id };
  }
}
