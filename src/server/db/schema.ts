// Every table of the product, re-exported from its feature folder (DESIGN §1), and the job
// queue's table, which belongs to the queue in lib/ (lib/ and plugins/ import no feature).
export * from '../features/addresses/tables';
export * from '../features/audit/tables';
export * from '../features/auth/tables';
export * from '../features/blog/tables';
export * from '../features/cart/tables';
export * from '../features/catalog/tables';
export * from '../features/discounts/tables';
export * from '../features/faq/tables';
export * from '../features/favorites/tables';
export * from '../features/notifications/tables';
export * from '../features/orders/tables';
export * from '../features/payments/tables';
export * from '../features/rate-limits/tables';
export * from '../features/returns/tables';
export * from '../features/search/tables';
export * from '../features/settings/tables';
export * from '../features/shipments/tables';
export * from '../features/shipping/tables';
export * from '../features/support/tables';
export * from '../lib/jobs-table';
