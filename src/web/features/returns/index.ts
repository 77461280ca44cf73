/**
 * Public module of returns and the customer's cancellation (decision 046): what the order pages,
 * the settings page and the /admin/returns page plug in.
 */
export { AdminOrderChanges } from './components/admin-order-changes';
export { OrderChanges } from './components/order-changes';
export { ReturnSettingsCard } from './components/return-settings-card';
export { ReturnsList } from './components/returns-list';
