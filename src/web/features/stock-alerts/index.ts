/**
 * Public module of stock alerts on the storefront (decision 058): the "Notify me when available"
 * button of a product page.
 */
export { BackInStockButton } from './components/back-in-stock-button';
