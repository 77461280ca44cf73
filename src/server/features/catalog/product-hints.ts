import type { ProductDetail, ProductProperty } from '../../../shared/schemas/catalog';
import type { ProductPageValue } from '../settings';

/**
 * What the public product answer tells of a tracked stock (issue 24, decision 060): the pieces
 * left only from the shop's stock-hint threshold down, so "Only 3 left" can show and exact stock
 * above it stays private; 0 when sold out; null when untracked or more than the threshold.
 */
export interface StockTold {
  stockQuantity: number | null;
  lowStockLeft: number | null;
}

export type TellStock = (stock: number | null, inStock: boolean) => StockTold;

export function stockTeller(threshold: number): TellStock {
  return (stock, inStock) => {
    if (stock === null) return { stockQuantity: null, lowStockLeft: null };
    if (!inStock || stock <= 0) return { stockQuantity: 0, lowStockLeft: null };
    return stock <= threshold
      ? { stockQuantity: stock, lowStockLeft: stock }
      : { stockQuantity: null, lowStockLeft: null };
  };
}

const WARRANTY = { en: /^warranty$/i, ar: /^الضمان$/ };

/**
 * The lines beside Add to cart: the warranty (only for a product with a Warranty property: its
 * period and the shop's note) and cash on delivery, which every order may use (payments' cod
 * provider is always available and has no maximum), so its line always shows.
 */
export function trustLines(
  properties: ProductProperty[],
  settings: ProductPageValue,
): NonNullable<ProductDetail['trust']> {
  const property = properties.find(
    (p) => WARRANTY.en.test(p.keyEn.trim()) || WARRANTY.ar.test(p.keyAr.trim()),
  );
  const period = property && (property.valueEn.trim() || property.valueAr.trim());
  return {
    warranty: period
      ? {
          period: {
            en: property.valueEn || property.valueAr,
            ar: property.valueAr || property.valueEn,
          },
          note: settings.warrantyText,
        }
      : null,
    cashOnDelivery: settings.codText,
  };
}
