import { and, eq, sql } from 'drizzle-orm';
import { MAX_CART_QUANTITY } from '../../../shared/schemas/cart';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { visible } from '../catalog/service';
import { categories, productColors, products } from '../catalog/tables';

export interface SellableProduct {
  id: string;
  inStock: boolean;
  /** null: stock not tracked, only the in-stock flag counts. */
  stockQuantity: number | null;
  hasActiveColors: boolean;
}

/** A product a customer may buy now (catalog visibility rules), or null. */
export async function findSellableProduct(
  db: Db | Tx,
  productId: string,
): Promise<SellableProduct | null> {
  const [row] = await db
    .select({
      id: products.id,
      inStock: products.inStock,
      stockQuantity: products.stockQuantity,
      hasActiveColors: sql<boolean>`exists (select 1 from ${productColors}
        where ${productColors.productId} = ${products.id} and ${productColors.isActive})`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(visible, eq(products.id, productId)));
  return row ? { ...row, hasActiveColors: Boolean(row.hasActiveColors) } : null;
}

/** Products with active colors need one of them; a color must be an active one of the product. */
export async function checkColor(
  db: Db | Tx,
  product: SellableProduct,
  colorId: string | null,
): Promise<void> {
  if (colorId === null) {
    if (!product.hasActiveColors) return;
    throw new AppError('VALIDATION', 400, 'cart.colorRequired', {
      errors: [{ field: 'colorId', messages: ['cart.colorRequired'] }],
    });
  }
  const [color] = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(
      and(
        eq(productColors.id, colorId),
        eq(productColors.productId, product.id),
        eq(productColors.isActive, true),
      ),
    );
  if (!color) throw AppError.notFound('cart.colorNotFound');
}

/** How many pieces of the product one cart line may hold now: 0 when it is out of stock. */
export function quantityCap(product: Pick<SellableProduct, 'inStock' | 'stockQuantity'>): number {
  if (!product.inStock) return 0;
  return product.stockQuantity === null
    ? MAX_CART_QUANTITY
    : Math.min(product.stockQuantity, MAX_CART_QUANTITY);
}

/** Refuses a line quantity the shop cannot sell: out of stock, above stock, above 99. */
export function checkQuantity(product: SellableProduct, quantity: number): void {
  const { stockQuantity } = product;
  if (!product.inStock || stockQuantity === 0) {
    throw new AppError('CONFLICT', 409, 'cart.outOfStock');
  }
  if (stockQuantity !== null && quantity > stockQuantity) {
    throw new AppError('CONFLICT', 409, 'cart.onlyLeft', { params: { n: stockQuantity } });
  }
  if (quantity > MAX_CART_QUANTITY) {
    throw new AppError('VALIDATION', 400, 'cart.maxQuantity', {
      errors: [{ field: 'quantity', messages: ['cart.maxQuantity'] }],
    });
  }
}
