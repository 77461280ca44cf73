/**
 * Public module of the orders area. Every status change goes through lifecycle.ts (payments,
 * above, included); payment-status.ts has the rest payments needs; the areas below get the reads
 * of reads.ts handed in by services.ts.
 */

export type { AdminOrders } from './admin-service';
export { cashCollectedByDay, openCashOrders } from './cod-report';
export { customerOrderTotals, orderCountsOf, recentOrdersOf } from './customer-stats';
export { type OrderEffect, runOrderEffects } from './effects';
export {
  type Actor,
  applyRefund,
  applyTransition,
  expireUnpaidCardOrders,
  type RefundInput,
  refundBasisOf,
  refundTransitionFor,
  type TransitionInput,
  type TransitionOutcome,
  transitionOrder,
} from './lifecycle';
export {
  type KioskReference,
  queueKioskMail,
  queueShipmentMail,
  type ShipmentMailLines,
} from './mails';
export { ordersByNumberPrefix } from './number-search';
export {
  addOrderEvent,
  lockOrder,
  type OrderRow,
  orderPaymentStatus,
  orderWithLines,
  paymentMethodSql,
  paymentPendingSql,
  setOrderReference,
} from './payment-status';
export { couponUsedBy, hasReceived, orderCountsByProduct, orderLabels } from './reads';
export {
  orderStatusCounts,
  type SalesDay,
  salesByDay,
  topSellingProducts,
} from './sales-report';
export type {
  OrderingUser,
  OrderPaymentOutcome,
  OrderPayments,
  OrdersService,
  PlacedOrder,
} from './service';
export { latestOrders, pendingCardOrders, type WatchedOrder } from './watch-lists';
