/**
 * Public module of the pricing area: the one place that computes money (decision 036). It sits
 * above settings and catalog and below cart, orders and payments, which all price through it.
 */
export { type AdjustPrice, adjustPrice } from './bulk';
export { type ChargedLine, type ChargedOrder, type ChargeItem, chargeItems } from './charge';
export {
  type CouponInput,
  type CouponOutcome,
  type CouponRefusal,
  type Quote,
  type QuotedLine,
  type QuotedShipping,
  type QuoteInput,
  type QuoteLineInput,
  quote,
  type ShippingBasis,
  type ShippingRule,
  saleSaving,
} from './quote';
export {
  capturedPiastres,
  netOfRefunds,
  type RefundBasis,
  refundedAfter,
  refundLeft,
  refundsAll,
} from './refunds';
export { type ReturnLineBasis, returnLinePiastres, returnRefundPiastres } from './returns';
export type { PricingService } from './service';
export { storedQuoteOf } from './stored';
