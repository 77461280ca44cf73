import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { type Permission, rolesWith } from '../../../shared/roles';
import type { Db, Tx } from '../../db/client';
import { users } from './tables';

/**
 * What other areas may read about accounts (through index.ts): each a function taking `db` or
 * the caller's transaction, so the users table stays this area's own.
 */

/** Who a mail or a notice goes to. */
export interface UserContact {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
}

const contactColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.preferredLanguage,
};

export async function userContact(db: Db | Tx, userId: string): Promise<UserContact | null> {
  const [row] = await db.select(contactColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The accounts among `ids` that still exist, by id. */
export async function userContacts(db: Db | Tx, ids: string[]): Promise<Map<string, UserContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(contactColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The e-mail of an account, as it is now (null: no such account). */
export async function userEmail(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** An active customer's id by e-mail (any case), or null. */
export async function activeCustomerIdByEmail(db: Db, email: string): Promise<string | null> {
  // E-mails are unique regardless of case (lower(email) index).
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(users.role, 'customer'),
        isNull(users.disabledAt),
      ),
    );
  return row?.id ?? null;
}

/** Who a notification reaches: given accounts, or every active account of a role. */
export type Recipients =
  | { userIds: string[] }
  | { role: 'customer' }
  /** Every active staff member whose role has this permission (decision 048). */
  | { staffWith: Permission };

/**
 * The ids of the recipients as a subquery (`select id …`), for a caller's INSERT … SELECT: a
 * notice to 10,000 customers stays one statement.
 */
export function recipientIds(recipients: Recipients): SQL {
  const who =
    'role' in recipients
      ? and(eq(users.role, recipients.role), isNull(users.disabledAt))
      : 'staffWith' in recipients
        ? and(inArray(users.role, rolesWith(recipients.staffWith)), isNull(users.disabledAt))
        : recipients.userIds.length === 0
          ? sql`false`
          : inArray(users.id, recipients.userIds);
  return sql`select ${users.id} from ${users} where ${who}`;
}
