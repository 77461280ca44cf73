import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  type AddressData,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
} from '../../../shared/schemas/addresses';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { customerAddresses } from './tables';

type Row = typeof customerAddresses.$inferSelect;

const toView = (row: Row): SavedAddress => ({
  id: row.id,
  label: row.label,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  address: row.address,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  country: row.country,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const fields = ({ isDefault: _, ...data }: AddressData) => data;
const mine = (userId: string, id: string) =>
  and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id));
const notFound = () => AppError.notFound('errors.addressNotFound');

/**
 * One customer's changes to the book, one at a time: the count under the cap and the one default
 * are read and written under a per-customer lock, so two tabs cannot make 11 addresses or leave
 * the partial unique index to refuse the second of two defaults with a 500.
 */
async function lockBook(tx: Tx, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`customer_addresses:${userId}`}, 0))`,
  );
}

/** Clears the old default and sets the new one, in the caller's transaction. */
async function setDefault(tx: Tx, userId: string, id: string): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(customerAddresses.userId, userId),
        eq(customerAddresses.isDefault, true),
        sql`${customerAddresses.id} <> ${id}`,
      ),
    );
  await tx.update(customerAddresses).set({ isDefault: true }).where(mine(userId, id));
}

export function createAddressesService(db: Db) {
  const list = async (userId: string): Promise<SavedAddress[]> => {
    const rows = await db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.userId, userId))
      .orderBy(
        desc(customerAddresses.isDefault),
        desc(customerAddresses.createdAt),
        desc(customerAddresses.id),
      );
    return rows.map(toView);
  };

  const one = async (tx: Db | Tx, userId: string, id: string): Promise<SavedAddress> => {
    const [row] = await tx.select().from(customerAddresses).where(mine(userId, id));
    if (!row) throw notFound();
    return toView(row);
  };

  return {
    list,

    /** Adds an address; the first one becomes the default. Over the cap: 409, nothing written. */
    create(userId: string, input: AddressData): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(customerAddresses)
          .where(eq(customerAddresses.userId, userId));
        if (n >= MAX_SAVED_ADDRESSES) {
          throw new AppError('CONFLICT', 409, 'errors.addressBookFull', {
            params: { max: MAX_SAVED_ADDRESSES },
          });
        }
        const [row] = await tx
          .insert(customerAddresses)
          .values({ ...fields(input), userId })
          .returning();
        if (n === 0 || input.isDefault) await setDefault(tx, userId, row.id);
        return one(tx, userId, row.id);
      });
    },

    /** Rewrites an address; `isDefault: true` also makes it the default. */
    update(userId: string, id: string, input: AddressData): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const updated = await tx
          .update(customerAddresses)
          .set({ ...fields(input), updatedAt: sql`now()` })
          .where(mine(userId, id))
          .returning({ id: customerAddresses.id });
        if (updated.length === 0) throw notFound();
        if (input.isDefault) await setDefault(tx, userId, id);
        return one(tx, userId, id);
      });
    },

    makeDefault(userId: string, id: string): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await lockBook(tx, userId);
        await one(tx, userId, id);
        await setDefault(tx, userId, id);
        return one(tx, userId, id);
      });
    },

    /** Deletes an address; when it was the default, the newest remaining one becomes it. */
    remove(userId: string, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const [gone] = await tx
          .delete(customerAddresses)
          .where(mine(userId, id))
          .returning({ isDefault: customerAddresses.isDefault });
        if (!gone) throw notFound();
        if (!gone.isDefault) return;
        const [next] = await tx
          .select({ id: customerAddresses.id })
          .from(customerAddresses)
          .where(eq(customerAddresses.userId, userId))
          .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
          .limit(1);
        if (next) await setDefault(tx, userId, next.id);
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
