import { z } from 'zod';

/**
 * What the quote decided for an order, stored with it (`orders.quote`, decision 036) so its
 * history never changes when settings do. The order's lines are its `order_items`; its subtotal,
 * shipping fee and total are also its columns (a CHECK keeps them equal to these). Integer
 * piastres. Versioned: a later shape gets a new `version`, and readers parse by version.
 */
const piastres = z.number().int().min(0);

export const SHIPPING_BASES = ['empty', 'flat', 'free-over-threshold'] as const;

export const storedShippingRuleSchema = z.object({
  flatFeePiastres: piastres,
  freeShippingThresholdPiastres: piastres.nullable(),
});

export const storedQuoteSchema = z.object({
  version: z.literal(1),
  /**
   * `checkout`: written by `quote` when the order was placed. `derived`: rebuilt from the order's
   * stored columns (orders placed before quotes were stored, or written without one): the rule
   * then is unknown (`null`) and the basis is read from the fee.
   */
  origin: z.enum(['checkout', 'derived']),
  subtotalPiastres: piastres,
  /** Coupons and automatic discounts (issue 19 §3); empty until they exist. */
  discounts: z.array(
    z.object({
      kind: z.enum(['coupon', 'automatic']),
      code: z.string().nullable(),
      amountPiastres: piastres,
    }),
  ),
  shipping: z.object({
    feePiastres: piastres,
    basis: z.enum(SHIPPING_BASES),
    /** The rule applied: the shipping setting in force in the order's transaction. */
    rule: storedShippingRuleSchema.nullable(),
    /** The shipping zone of the governorate (issue 19 §2); null until zones exist. */
    zone: z.object({ id: z.string(), nameEn: z.string(), nameAr: z.string() }).nullable(),
  }),
  /** VAT contained in the total (issue 19 §5); null until the setting exists. */
  vat: z.object({ ratePercent: z.number().min(0), includedPiastres: piastres }).nullable(),
  totalPiastres: piastres,
});
export type StoredQuote = z.infer<typeof storedQuoteSchema>;
