// What the admin's order page borrows from the customer's. Whoever imports this module loads every
// module it re-exports (Rolldown keeps each .tsx module, whose JSX runtime import counts as a side
// effect), so the badges, totals and section card that checkout, the dashboard and the admin's
// customer page need live in components/ instead.
export { OrderCharges } from './components/order-charges';
export { OrderItems } from './components/order-items';
export { OrderTimeline } from './components/order-timeline';
export { ShippingInfo } from './components/shipping-info';
