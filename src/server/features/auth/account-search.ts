import { desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/sql-like';
import { users } from './tables';

// Full name or e-mail containing the text, any case.
const matching = (text: string): SQL => {
  const pattern = `%${escapeLike(text)}%`;
  return or(
    sql`${users.email} ilike ${pattern}`,
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  )!;
};

/** The admin top bar's account hits: an address typed in full first, then by e-mail. */
export function searchAccounts(db: Db, text: string, limit: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .where(matching(text))
    .orderBy(desc(eq(sql`lower(${users.email})`, text.toLowerCase())), users.email)
    .limit(limit);
}

/**
 * The ids of the accounts whose current name or e-mail contains the text, as a subquery
 * (`select id …`) for the caller's WHERE … IN: one statement, whatever the number of accounts.
 */
export function accountIdsMatching(text: string): SQL {
  return sql`select ${users.id} from ${users} where ${matching(text)}`;
}
