/**
 * Public module of the orders area. Payments (above) changes payment statuses through
 * payment-status.ts; the areas below get the reads of reads.ts handed in by services.ts.
 */

export type { AdminOrders } from './admin-service';
export { customerOrderTotals, orderCountsOf, recentOrdersOf } from './customer-stats';
export { type OrderMailKind, queueOrderMail } from './mails';
export { ordersByNumberPrefix } from './number-search';
export {
  addOrderEvent,
  cancelUnpaidCardOrders,
  cancelUnstartedCardOrder,
  lockOrder,
  markOrderPaid,
  markOrderPaymentFailed,
  type OrderRow,
  orderPaymentStatus,
  orderWithLines,
  paymentPendingSql,
  reopenFailedCardOrder,
  setOrderReference,
} from './payment-status';
export { hasReceived, orderCountsByProduct, orderLabels } from './reads';
export {
  orderStatusCounts,
  type SalesDay,
  salesByDay,
  topSellingProducts,
} from './sales-report';
export type { CardPayments, OrderingUser, OrdersService, PlacedOrder } from './service';
export { latestOrders, pendingCardOrders, type WatchedOrder } from './watch-lists';
