import type { ProductVariantsData } from '../../../shared/schemas/catalog-variants';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { type AdjustPrice, createProductBulkEdit } from './admin-bulk';
import { createAdminCategories } from './admin-categories';
import { createProductMedia } from './admin-media';
import { createAdminProducts, type OrderCounts } from './admin-products';
import { readAdminVariants, saveVariants } from './variants';

export interface CatalogAdminDeps {
  orderCounts: OrderCounts;
  /** Pricing's bulk price change (pricing sits above the catalog). */
  adjustPrice: AdjustPrice;
}

/** The admin side of the catalog, built once (services.ts). */
export function createCatalogAdmin(
  db: Db,
  storage: Storage,
  { orderCounts, adjustPrice }: CatalogAdminDeps,
) {
  return {
    products: createAdminProducts(db, orderCounts),
    media: createProductMedia(db, storage),
    categories: createAdminCategories(db, storage),
    bulk: createProductBulkEdit(db, adjustPrice),
    variants: {
      read: (productId: string) => readAdminVariants(db, productId),
      save: (productId: string, input: ProductVariantsData, actorId: string) =>
        saveVariants(db, productId, input, actorId),
    },
  };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
