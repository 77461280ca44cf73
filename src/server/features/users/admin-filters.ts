import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUserFilters } from '../../../shared/schemas/users-admin';
import { escapeLike } from '../../lib/sql-like';
import { users } from '../auth/tables';

/** The admin users list's filters, shared by the page and its CSV export. */
export function adminUserWhere(query: AdminUserFilters): SQL | undefined {
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
