/** Public module of the cart area. */
export { emptyCart, linesForOrder, type OrderLine, putBackInCart } from './order-lines';
export type { CartOwner, CartService } from './service';
export { mergeGuestCartOnSignIn } from './sign-in';
