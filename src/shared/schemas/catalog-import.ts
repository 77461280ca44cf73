import { z } from 'zod';

/**
 * Products as CSV (issue 22, decision 057): one row per variant (a product without variants is
 * one row), both languages, category by slug. The export writes these columns in this order; an
 * import needs each of them once, in any order.
 */
export const PRODUCT_CSV_HEADER = [
  'product_key',
  'sku',
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  'category_slug',
  'option1_name_en',
  'option1_name_ar',
  'option1_value_en',
  'option1_value_ar',
  'option2_name_en',
  'option2_name_ar',
  'option2_value_en',
  'option2_value_ar',
  'option3_name_en',
  'option3_name_ar',
  'option3_value_en',
  'option3_value_ar',
  'price',
  'compare_at_price',
  'stock',
  'weight_grams',
  'active',
  'featured',
  'variant_active',
  'images',
  'variant_image',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_HEADER)[number];

/** The largest file an import reads (413 IMPORT_FILE_TOO_LARGE above it). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Rows (after the header) one import may hold: twice the benchmark's 5,000. */
export const IMPORT_MAX_ROWS = 10_000;
/** The multipart field the file travels in. */
export const IMPORT_FILE_FIELD = 'file';

export const IMPORT_ROW_ACTIONS = ['create', 'update', 'skip'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

/** One problem of a row, in the caller's language; `column` null: the row as a whole. */
export const importProblemSchema = z.object({
  column: z.string().nullable(),
  message: z.string(),
});

/** One data row of the file as the import understood it. */
export const importRowSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  productKey: z.string(),
  sku: z.string(),
  /** The product's name in the request's language (the other one when it has none). */
  name: z.string(),
  /** "12 V / 200 Ah" in the request's language; empty for a product without variants. */
  variant: z.string(),
  /** EGP, null when the cell could not be read. */
  price: z.number().nullable(),
  stock: z.number().int().nullable(),
  /** What applying would do with the row; null when it has errors. */
  action: z.enum(IMPORT_ROW_ACTIONS).nullable(),
  errors: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

const countsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});

/** POST /api/admin/products/import/preview: what applying would do; nothing is written. */
export const importPreviewSchema = z.object({
  /** How the file was read: Windows-1256 files (Excel's "CSV" on Arabic Windows) are converted. */
  encoding: z.enum(['utf-8', 'windows-1256']),
  totalRows: z.number().int(),
  errorRows: z.number().int(),
  /** Row counts: variants, or products without variants. */
  rows: countsSchema,
  products: z.object({ created: z.number().int(), updated: z.number().int() }),
  items: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/admin/products/import: applied in one transaction, all rows or none. */
export const importResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  rows: countsSchema,
  products: z.object({ created: z.number().int(), updated: z.number().int() }),
});
export type ImportResult = z.infer<typeof importResultSchema>;
