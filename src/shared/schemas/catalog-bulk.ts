import { z } from 'zod';

/**
 * Bulk edit of the admin products list (issue 22, decision 056): one change applied to many
 * products at once, all or nothing. Messages are message keys.
 */

/** The most products one bulk edit may change (a few pages of the admin list). */
export const BULK_MAX_PRODUCTS = 500;
/** The largest percentage a bulk price change accepts (up or down; down stops at zero). */
export const BULK_MAX_PERCENT = 1000;
/** The largest stock figure a bulk edit sets. */
export const BULK_MAX_STOCK = 1_000_000;

/** Whole piastres: at most two decimals (the same test as the product form's prices). */
const wholePiastres = (amount: number) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6);

export const BULK_ACTIONS = ['price', 'stock', 'active', 'category'] as const;
export type BulkActionKind = (typeof BULK_ACTIONS)[number];

export const bulkPriceChangeSchema = z
  .strictObject({
    kind: z.literal('price'),
    /** amount: EGP added or taken off; percent: of each current price. */
    mode: z.enum(['amount', 'percent'], 'validation.invalidOption'),
    direction: z.enum(['increase', 'decrease'], 'validation.invalidOption'),
    value: z
      .number('validation.amountPositive')
      .positive('validation.amountPositive')
      .max(100_000_000, 'validation.tooBig')
      .refine(wholePiastres, 'validation.invalidPrice'),
  })
  .refine((change) => change.mode === 'amount' || change.value <= BULK_MAX_PERCENT, {
    path: ['value'],
    message: 'validation.bulkPercentRange',
  });

export const bulkActionSchema = z.discriminatedUnion(
  'kind',
  [
    bulkPriceChangeSchema,
    z.strictObject({
      kind: z.literal('stock'),
      quantity: z
        .number('validation.wholeNumber')
        .int('validation.wholeNumber')
        .min(0, 'validation.tooSmall')
        .max(BULK_MAX_STOCK, 'validation.tooBig'),
    }),
    z.strictObject({ kind: z.literal('active'), isActive: z.boolean('validation.invalidType') }),
    z.strictObject({
      kind: z.literal('category'),
      categoryId: z.uuid('validation.categoryRequired'),
    }),
  ],
  'validation.invalidOption',
);
export type BulkAction = z.infer<typeof bulkActionSchema>;
export type BulkPriceChange = z.infer<typeof bulkPriceChangeSchema>;

export const bulkProductsSchema = z.strictObject({
  ids: z
    .array(z.uuid('validation.invalidUuid'), 'validation.required')
    .min(1, 'validation.bulkNothingSelected')
    .max(BULK_MAX_PRODUCTS, 'validation.tooMany')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.bulkDuplicateIds'),
  action: bulkActionSchema,
});
export type BulkProductsInput = z.input<typeof bulkProductsSchema>;

export const bulkProductsResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many products the edit changed (all those asked for). */
  updated: z.number().int(),
});
export type BulkProductsResult = z.infer<typeof bulkProductsResultSchema>;
