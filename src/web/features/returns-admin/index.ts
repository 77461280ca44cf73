/**
 * Public module of the admin side of returns (decision 046): the order page's panel, the settings
 * card and the /admin/returns list. Apart from returns so no storefront page loads admin code.
 */
export { AdminOrderChanges } from './components/admin-order-changes';
export { ReturnSettingsCard } from './components/return-settings-card';
export { ReturnsList } from './components/returns-list';
