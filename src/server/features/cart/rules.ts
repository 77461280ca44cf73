import { MAX_CART_QUANTITY } from '../../../shared/constants';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isActiveColorOf, type SellableProduct } from '../catalog';

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
  if (!(await isActiveColorOf(db, product.id, colorId))) {
    throw AppError.notFound('cart.colorNotFound');
  }
}

/**
 * A product sold as variants needs one of its variants named; a variant must be one of the
 * product's (findSellableProduct found it) — inactive ones are refused as out of stock later.
 */
export function checkVariant(product: SellableProduct, variantId: string | null): void {
  if (variantId !== null && product.variantId === null) {
    throw AppError.notFound('cart.variantNotFound');
  }
  if (variantId === null && product.hasVariants) {
    throw new AppError('VALIDATION', 400, 'cart.variantRequired', {
      errors: [{ field: 'variantId', messages: ['cart.variantRequired'] }],
    });
  }
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
