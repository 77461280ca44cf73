// What other features use from the cart besides api/: adding to the cart from a product card or
// page.
export { CardAddToCart } from './components/card-add-to-cart';
export { useAddToCartAction } from './components/use-add-to-cart';
