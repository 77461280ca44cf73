/**
 * Public module of the admin side of stock alerts (decision 058): a product's stock history
 * panel and the default low-stock threshold card of Settings. Apart from the storefront's
 * stock-alerts feature so no storefront page loads admin code.
 */
export { InventorySettingsCard } from './components/inventory-settings-card';
export { StockHistoryPanel, type StockHistoryPanelProps } from './components/stock-history-panel';
