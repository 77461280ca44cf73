import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { randomToken } from '../../lib/tokens';
import { cartItems, carts } from './tables';

/** Who a cart belongs to: a signed-in user, or a guest known by the cookie's token. */
export type CartOwner = { userId: string } | { guestToken: string };

/** Guest tokens are stored hashed, so a database leak does not hand out live carts. */
export const hashGuestToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const ownerCondition = (owner: CartOwner) =>
  'userId' in owner
    ? eq(carts.userId, owner.userId)
    : eq(carts.guestTokenHash, hashGuestToken(owner.guestToken));

// Every cart read starts here: prepared once per database, one statement for each kind of owner.
const prepareFindCart = (db: Db) => ({
  byUser: db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, sql.placeholder('key')))
    .prepare('cart_by_user'),
  byGuest: db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.guestTokenHash, sql.placeholder('key')))
    .prepare('cart_by_guest'),
});
const findCartQueries = new WeakMap<Db, ReturnType<typeof prepareFindCart>>();

export async function findCartId(db: Db, owner: CartOwner | null): Promise<string | null> {
  if (!owner) return null;
  let queries = findCartQueries.get(db);
  if (!queries) {
    queries = prepareFindCart(db);
    findCartQueries.set(db, queries);
  }
  const [row] =
    'userId' in owner
      ? await queries.byUser.execute({ key: owner.userId })
      : await queries.byGuest.execute({ key: hashGuestToken(owner.guestToken) });
  return row?.id ?? null;
}

export interface LockedCart {
  cartId: string;
  /** The guest's token: a new one when this call created the guest cart; null for users. */
  guestToken: string | null;
}

/**
 * The owner's cart, row-locked until the transaction ends so that writes to one cart run one
 * after the other. With `create`, a missing cart is made; a guest whose token matches no cart
 * gets a fresh token (a token the client chose is never adopted).
 */
export async function lockCart(
  tx: Tx,
  owner: CartOwner | null,
  create: boolean,
): Promise<LockedCart | null> {
  // One statement each way: the UPDATE (or the upsert's DO UPDATE) both touches the cart and
  // row-locks it until the transaction ends.
  if (owner && 'userId' in owner) {
    const [row] = create
      ? await tx
          .insert(carts)
          .values({ userId: owner.userId })
          .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
          .returning({ id: carts.id })
      : await tx
          .update(carts)
          .set({ updatedAt: sql`now()` })
          .where(eq(carts.userId, owner.userId))
          .returning({ id: carts.id });
    return row ? { cartId: row.id, guestToken: null } : null;
  }
  if (owner) {
    const [row] = await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(ownerCondition(owner))
      .returning({ id: carts.id });
    if (row) return { cartId: row.id, guestToken: owner.guestToken };
  }
  if (!create) return null;
  const guestToken = randomToken(32);
  const [row] = await tx
    .insert(carts)
    .values({ guestTokenHash: hashGuestToken(guestToken) })
    .returning({ id: carts.id });
  return { cartId: row.id, guestToken };
}

/** The line of a product in a color and variant (or without them) in a cart. */
export const sameLine = (
  cartId: string,
  productId: string,
  colorId: string | null,
  variantId: string | null,
) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, productId),
    colorId === null ? isNull(cartItems.colorId) : eq(cartItems.colorId, colorId),
    variantId === null ? isNull(cartItems.variantId) : eq(cartItems.variantId, variantId),
  );
