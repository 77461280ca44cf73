import { lazyPart } from '../../components/lazy-part';

// What other features use from the cart besides api/: adding to the cart from a product card or
// page, and the discount code field of the checkout.
export { CardAddToCart } from './components/card-add-to-cart';
export { useAddToCartAction } from './components/use-add-to-cart';

/**
 * The cart's discount code field, for the checkout (render it inside a Suspense). Loaded on
 * demand: product cards bring this index into every storefront page's first load.
 */
// Pure: a bundle that does not use it (the islands') leaves it and its file out.
export const CouponField = /* @__PURE__ */ lazyPart(
  () => import('./components/coupon-field').then((module) => module.CouponField),
  // The checkout's Suspense holds its placeholder; a failed file leaves its own retry there.
  { suspense: false },
);
