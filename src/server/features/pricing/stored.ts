import type { StoredQuote } from '../../../shared/schemas/order-quote';
import type { Quote } from './quote';

/**
 * What an order keeps of its quote (`orders.quote`): the amounts and the rules that made them,
 * not the lines (they are the order's items, each with its share of the discount). Copied, never
 * computed: the order's columns and this record hold the same numbers, and a CHECK on the table
 * says so.
 */
export function storedQuoteOf(priced: Quote): StoredQuote {
  const { shipping } = priced;
  return {
    version: 2,
    origin: 'checkout',
    subtotalPiastres: priced.subtotalPiastres,
    discounts: priced.discounts,
    discountPiastres: priced.discountPiastres,
    shipping: {
      feePiastres: shipping.feePiastres,
      basis: shipping.basis,
      rule: {
        flatFeePiastres: shipping.rule.flatFeePiastres,
        freeShippingThresholdPiastres: shipping.rule.freeShippingThresholdPiastres,
      },
      zone: shipping.zone,
      estimate: shipping.estimate,
    },
    codFeePiastres: priced.codFeePiastres,
    vat: priced.vat,
    totalPiastres: priced.totalPiastres,
  };
}
