import { and, eq, sql } from 'drizzle-orm';
import type { AddCartItemInput, CartQuoteInput } from '../../../shared/schemas/cart';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findSellableProduct } from '../catalog';
import type { CouponRefusal, PricingService } from '../pricing';
import { mergeGuestCart } from './merge';
import { type CartOwner, findCartId, lockCart } from './owner';
import { checkColor, checkQuantity, checkVariant } from './rules';
import { cartItems, carts } from './tables';
import { type CartQuoteView, type CartView, readCart, readQuote } from './view';

export {
  clearGuestCartCookie,
  GUEST_CART_COOKIE,
  GUEST_CART_TTL_SECONDS,
  setGuestCartCookie,
} from './guest-cookie';
export { type CartOwner, hashGuestToken } from './owner';

/** A code that does not apply: 422 with the reason, on the `code` field too. */
const couponError = (refusal: CouponRefusal) =>
  new AppError('VALIDATION', 422, refusal.key, {
    params: refusal.params,
    errors: [{ field: 'code', messages: [{ key: refusal.key, params: refusal.params }] }],
  });

type AddInput = {
  productId: string;
  colorId: AddCartItemInput['colorId'];
  variantId?: AddCartItemInput['variantId'];
  quantity: number;
};

export function createCartService(db: Db, { pricing }: { pricing: PricingService }) {
  const view = (cartId: string | null) => readCart(db, cartId, pricing);

  /** Runs `change` on the owner's locked cart; a missing cart means the line is not there. */
  async function onLine(
    owner: CartOwner | null,
    change: (tx: Tx, cartId: string) => Promise<boolean>,
  ): Promise<CartView> {
    const cartId = await db.transaction(async (tx) => {
      const cart = await lockCart(tx, owner, false);
      if (!cart || !(await change(tx, cart.cartId))) throw AppError.notFound('cart.itemNotFound');
      return cart.cartId;
    });
    return view(cartId);
  }

  return {
    findCartId: (owner: CartOwner | null) => findCartId(db, owner),

    /** The cart with current prices; lines no longer sold are dropped and reported once. */
    async getCart(owner: CartOwner | null): Promise<CartView> {
      return view(await findCartId(db, owner));
    },

    /** The cart's quote for a governorate, coupon and payment method (the checkout summary). */
    async quote(owner: CartOwner | null, input: CartQuoteInput): Promise<CartQuoteView> {
      return readQuote(db, await findCartId(db, owner), pricing, input);
    },

    /**
     * Adds to the line of the same product, color and variant. Creates the cart on the first add; for a
     * guest the answer carries the token to keep in the cookie. Any refusal writes nothing.
     */
    async addItem(
      owner: CartOwner | null,
      input: AddInput,
    ): Promise<{ cart: CartView; guestToken: string | null }> {
      const colorId = input.colorId ?? null;
      const variantId = input.variantId ?? null;
      const locked = await db.transaction(async (tx) => {
        const product = await findSellableProduct(tx, input.productId, variantId);
        if (!product) throw AppError.notFound('errors.productNotFound');
        checkVariant(product, variantId);
        await checkColor(tx, product, colorId);
        const cart = (await lockCart(tx, owner, true))!;
        // Adds to the line in one statement; a quantity over the limits is refused after it,
        // which rolls the write back with the transaction.
        const [line] = await tx
          .insert(cartItems)
          .values({
            cartId: cart.cartId,
            productId: product.id,
            colorId,
            variantId,
            quantity: input.quantity,
          })
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.productId, cartItems.colorId, cartItems.variantId],
            set: {
              quantity: sql`${cartItems.quantity} + excluded.quantity`,
              updatedAt: sql`now()`,
            },
          })
          .returning({ quantity: cartItems.quantity });
        checkQuantity(product, line.quantity);
        return cart;
      });
      return { cart: await view(locked.cartId), guestToken: locked.guestToken };
    },

    /** Sets a line's quantity, under the same stock rules as adding. */
    updateItem(owner: CartOwner | null, itemId: string, quantity: number): Promise<CartView> {
      return onLine(owner, async (tx, cartId) => {
        const [line] = await tx
          .select({ productId: cartItems.productId, variantId: cartItems.variantId })
          .from(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
        if (!line) return false;
        const product = await findSellableProduct(tx, line.productId, line.variantId);
        if (!product) throw AppError.notFound('errors.productNotFound');
        checkQuantity(product, quantity);
        await tx
          .update(cartItems)
          .set({ quantity, updatedAt: sql`now()` })
          .where(eq(cartItems.id, itemId));
        return true;
      });
    },

    removeItem(owner: CartOwner | null, itemId: string): Promise<CartView> {
      return onLine(owner, async (tx, cartId) => {
        const deleted = await tx
          .delete(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
          .returning({ id: cartItems.id });
        return deleted.length > 0;
      });
    },

    /**
     * Puts the code on the cart when it applies to it now; a refused code is the error, with its
     * reason on the `code` field, and nothing is stored. A guest without a cart has nothing to
     * apply it to.
     */
    async applyCoupon(owner: CartOwner | null, code: string): Promise<CartView> {
      const cartId = await findCartId(db, owner);
      if (!cartId) throw couponError({ key: 'cart.emptyForCoupon', params: {} });
      // The cart as it will be with the code: judged and answered in one read.
      const withCode = await readCart(db, cartId, pricing, code);
      if (withCode.items.length === 0 || !withCode.coupon) {
        throw couponError({ key: 'cart.emptyForCoupon', params: {} });
      }
      if (withCode.coupon.refusal) throw couponError(withCode.coupon.refusal);
      await db
        .update(carts)
        .set({ couponId: withCode.coupon.couponId })
        .where(eq(carts.id, cartId));
      return withCode;
    },

    /** Takes the code off the cart. */
    async removeCoupon(owner: CartOwner | null): Promise<CartView> {
      const cartId = await findCartId(db, owner);
      if (cartId) await db.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
      return view(cartId);
    },

    /** Empties the cart (the cart itself stays, so a guest's cookie keeps working). */
    async clear(owner: CartOwner | null): Promise<CartView> {
      const cartId = await findCartId(db, owner);
      if (cartId) await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
      return view(cartId);
    },

    /** Login: the guest cart of `guestToken` moves into the user's cart (see merge.ts). */
    mergeGuestCart: (guestToken: string, userId: string) => mergeGuestCart(db, guestToken, userId),
  };
}

export type CartService = ReturnType<typeof createCartService>;
