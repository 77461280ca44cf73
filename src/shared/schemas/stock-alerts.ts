import { z } from 'zod';
import { STOCK_MOVEMENT_REASONS } from '../constants';
import { listOf, paginationQuerySchema } from './common';

/**
 * Stock alerts (issue 22, decision 058): the shop's default low-stock threshold, the stock
 * history of a product and its variants, and customers' "tell me when it is back" requests.
 */

/** The highest threshold an admin may set (a shop never keeps thousands "in reserve"). */
export const LOW_STOCK_THRESHOLD_MAX = 10_000;

// ---- Back in stock (customers) ----

/** POST /api/products/:id/back-in-stock: the variant when the product is sold as variants. */
export const backInStockInputSchema = z.strictObject({
  variantId: z.uuid('validation.invalidUuid').optional(),
});
export type BackInStockInput = z.infer<typeof backInStockInputSchema>;

/** DELETE /api/products/:id/back-in-stock?variantId=… */
export const backInStockQuerySchema = z.strictObject({
  variantId: z.uuid('validation.invalidUuid').optional(),
});

/** One open request of the caller for a product (variantId null: the product itself). */
export const backInStockRequestSchema = z.object({
  variantId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

/** GET /api/products/:id/back-in-stock: the caller's open requests for the product. */
export const backInStockListSchema = z.object({ items: z.array(backInStockRequestSchema) });
export type BackInStockList = z.infer<typeof backInStockListSchema>;

/** The answer of POST and DELETE: whether the caller now waits for it, and a message. */
export const backInStockStateSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  requested: z.boolean(),
  message: z.string(),
});
export type BackInStockState = z.infer<typeof backInStockStateSchema>;

// ---- Stock history (admin) ----

export const stockHistoryQuerySchema = paginationQuerySchema.extend({
  /** Only this variant's movements; absent: the product's and all its variants'. */
  variantId: z.uuid('validation.invalidUuid').optional(),
});
export type StockHistoryQuery = z.infer<typeof stockHistoryQuerySchema>;

const bilingual = z.object({ en: z.string(), ar: z.string() });

export const stockMovementSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  variantId: z.uuid().nullable(),
  /** The variant's option values ("12 V — 200 Ah"), in both languages; null without a variant. */
  variantName: bilingual.nullable(),
  sku: z.string().nullable(),
  delta: z.number().int(),
  stockAfter: z.number().int().nullable(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  reasonLabel: bilingual,
  /** Who made the change (an admin's edit, a customer's order); null: the system or gone. */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The order behind an order, cancellation or return movement. */
  order: z.object({ id: z.uuid(), number: z.string() }).nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockHistorySchema = listOf(stockMovementSchema);
export type StockHistory = z.infer<typeof stockHistorySchema>;

// ---- Inventory settings (admin) ----

/** GET/PUT /api/admin/stock/settings: the default low-stock threshold. */
export const inventorySettingsSchema = z.object({
  lowStockThreshold: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type InventorySettings = z.infer<typeof inventorySettingsSchema>;

export const inventorySettingsInputSchema = z.strictObject({
  lowStockThreshold: z
    .number('validation.required')
    .int('validation.wholeNumber')
    .min(0, 'validation.tooSmall')
    .max(LOW_STOCK_THRESHOLD_MAX, 'validation.tooBig'),
});
export type InventorySettingsInput = z.input<typeof inventorySettingsInputSchema>;
