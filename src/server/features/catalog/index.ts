/**
 * Public module of the catalog area (products, categories, colors, reviews). Other areas read
 * and change the catalog only through these; rows of theirs that name a product get the
 * catalog's columns through the join helpers of lines.ts, in their own statement.
 */

export { searchProductsForAdmin } from './admin-product-search';
export type { OrderCounts } from './admin-products';
export type { CatalogAdmin, CatalogAdminDeps } from './admin-service';
export {
  joinColor,
  joinProducts,
  joinVariant,
  lineColorColumns,
  lineProductColumns,
  lineVariantColumns,
  productVisible,
  stillSold,
  stillSoldColumn,
  variantNameSql,
} from './lines';
export { currentProductNames } from './names';
export type { ReviewDeps } from './reviews';
export { loadSearchCategories, loadSearchFacts, loadSearchTexts } from './search-source';
export {
  type CatalogService,
  isInStock,
  type SummaryRow,
  summaryColumns,
  toSummary,
  visible,
} from './service';
export { listActiveCategorySlugs, listVisibleProductIds } from './sitemap';
export {
  catalogLabels,
  findSellableProduct,
  isActiveColorOf,
  restock,
  type SellableProduct,
  type StockCause,
  type StockKey,
  type StockLeft,
  setStock,
  stockLeft,
  takeStock,
} from './stock';
export { lowStockProducts } from './stock-alerts';
export { readAdminVariants, saveVariants } from './variants';
