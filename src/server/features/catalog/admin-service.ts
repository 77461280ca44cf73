import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { createAdminCategories } from './admin-categories';
import { createProductMedia } from './admin-media';
import { createAdminProducts, type OrderCounts } from './admin-products';

export interface CatalogAdminDeps {
  orderCounts: OrderCounts;
}

/** The admin side of the catalog, built once (services.ts). */
export function createCatalogAdmin(db: Db, storage: Storage, { orderCounts }: CatalogAdminDeps) {
  return {
    products: createAdminProducts(db, orderCounts),
    media: createProductMedia(db, storage),
    categories: createAdminCategories(db),
  };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
