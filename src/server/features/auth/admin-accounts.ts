import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUserFilters } from '../../../shared/schemas/users-admin';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/sql-like';
import { users } from './tables';

/**
 * The accounts as the admin users page and its CSV export read them (the users area composes
 * them with order and support figures). The filters are written once, here, for both.
 */
function accountWhere(query: AdminUserFilters): SQL | undefined {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.confirmed === 'confirmed') filters.push(isNotNull(users.emailConfirmedAt));
  if (query.confirmed === 'unconfirmed') filters.push(isNull(users.emailConfirmedAt));
  if (query.status === 'active') filters.push(isNull(users.disabledAt));
  if (query.status === 'disabled') filters.push(isNotNull(users.disabledAt));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // Phones are stored as typed: compare digits only, so "0100 123" finds "01001234567".
    const digits = query.search.replace(/\D/g, '');
    filters.push(
      or(
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`${users.phone} ilike ${pattern}`,
        digits.length >= 3
          ? sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
          : undefined,
      )!,
    );
  }
  return filters.length ? and(...filters) : undefined;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  emailConfirmedAt: users.emailConfirmedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  preferredLanguage: users.preferredLanguage,
};
const selectAccounts = (db: Db) => db.select(accountColumns).from(users);
export type AdminAccount = Awaited<ReturnType<typeof selectAccounts>>[number];

/** One page of the accounts matching the filters, newest first, and how many match in all. */
export async function listAccounts(
  db: Db,
  filters: AdminUserFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminAccount[]; total: number }> {
  const where = accountWhere(filters);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await selectAccounts(db)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}

export async function findAccount(db: Db, id: string): Promise<AdminAccount | null> {
  const [row] = await selectAccounts(db).where(eq(users.id, id));
  return row ?? null;
}

/** Where a CSV batch resumes: the creation time as text (a JS Date would drop microseconds). */
export type AccountCursor = { createdAt: string; id: string } | null;

/** The next `limit` accounts matching the filters after `after`, newest first, for the CSV. */
export function accountCsvBatch(
  db: Db,
  filters: AdminUserFilters,
  after: AccountCursor,
  limit: number,
) {
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
      joined: sql<string>`to_char(${users.createdAt} at time zone 'Africa/Cairo', 'YYYY-MM-DD HH24:MI')`,
    })
    .from(users)
    .where(
      and(
        accountWhere(filters),
        after
          ? sql`(${users.createdAt}, ${users.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}
