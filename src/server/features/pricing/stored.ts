import type { StoredQuote } from '../../../shared/schemas/order-quote';
import type { Quote } from './quote';

/**
 * What an order keeps of its quote (`orders.quote`): the amounts and the rules that made them,
 * not the lines (they are the order's items). Copied, never computed: the order's columns and
 * this record hold the same numbers, and a CHECK on the table says so.
 */
export function storedQuoteOf(priced: Quote): StoredQuote {
  return {
    version: 1,
    origin: 'checkout',
    subtotalPiastres: priced.subtotalPiastres,
    discounts: [],
    shipping: {
      feePiastres: priced.shipping.feePiastres,
      basis: priced.shipping.basis,
      rule: {
        flatFeePiastres: priced.shipping.rule.flatFeePiastres,
        freeShippingThresholdPiastres: priced.shipping.rule.freeShippingThresholdPiastres,
      },
      zone: null,
    },
    vat: null,
    totalPiastres: priced.totalPiastres,
  };
}
