import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { toEgp } from '../../../shared/money';
import type { Cart } from '../../../shared/schemas/cart';
import type { Db } from '../../db/client';
import { categories, productColors, products } from '../catalog/tables';
import { createSettingsService, type ShippingSettings } from '../settings/service';
import { cartItems, carts } from './tables';

/** Who a cart belongs to: a signed-in user, or a guest known by the cookie's token. */
export type CartOwner = { userId: string } | { guestToken: string };

/** Guest tokens are stored hashed, so a database leak does not hand out live carts. */
export const hashGuestToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export function shippingFor(subtotalPiastres: number, shipping: ShippingSettings): number {
  if (subtotalPiastres === 0) return 0;
  const threshold = shipping.freeShippingThresholdPiastres;
  return threshold !== null && subtotalPiastres >= threshold ? 0 : shipping.flatFeePiastres;
}

export function createCartService(db: Db) {
  const settings = createSettingsService(db);

  async function findCartId(owner: CartOwner): Promise<string | null> {
    const where =
      'userId' in owner
        ? eq(carts.userId, owner.userId)
        : eq(carts.guestTokenHash, hashGuestToken(owner.guestToken));
    const [row] = await db.select({ id: carts.id }).from(carts).where(where);
    return row?.id ?? null;
  }

  /** The cart with current prices; lines of inactive or deleted products are left out. */
  async function getCart(owner: CartOwner | null): Promise<Cart> {
    const cartId = owner ? await findCartId(owner) : null;
    const rows = cartId
      ? await db
          .select({
            id: cartItems.id,
            productId: products.id,
            nameEn: products.nameEn,
            nameAr: products.nameAr,
            pricePiastres: products.pricePiastres,
            inStock: products.inStock,
            stockQuantity: products.stockQuantity,
            quantity: cartItems.quantity,
            colorId: productColors.id,
            colorName: productColors.name,
            colorNameAr: productColors.nameAr,
            colorCode: productColors.colorCode,
            imageUrl: sql<string | null>`(select pi.url from product_images pi
              where pi.product_id = "products"."id" order by pi.position limit 1)`,
          })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .leftJoin(productColors, eq(productColors.id, cartItems.colorId))
          .where(
            and(
              eq(cartItems.cartId, cartId),
              eq(products.isActive, true),
              isNull(products.deletedAt),
              eq(categories.isActive, true),
            ),
          )
          .orderBy(asc(cartItems.createdAt))
      : [];
    const items = rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      imageUrl: row.imageUrl,
      color: row.colorId
        ? {
            id: row.colorId,
            name: row.colorName!,
            nameAr: row.colorNameAr!,
            colorCode: row.colorCode!,
          }
        : null,
      unitPrice: toEgp(row.pricePiastres),
      quantity: row.quantity,
      lineTotal: toEgp(row.pricePiastres * row.quantity),
      inStock: row.inStock && (row.stockQuantity === null || row.stockQuantity > 0),
    }));
    const subtotal = rows.reduce((sum, row) => sum + row.pricePiastres * row.quantity, 0);
    const shipping = shippingFor(subtotal, await settings.getShipping());
    return {
      items,
      subtotal: toEgp(subtotal),
      shipping: toEgp(shipping),
      total: toEgp(subtotal + shipping),
      count: rows.reduce((sum, row) => sum + row.quantity, 0),
    };
  }

  return { getCart, findCartId };
}
