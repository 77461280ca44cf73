import type { Config } from '../../config';
import type { SignInHook } from '../auth';
import { clearGuestCartCookie, GUEST_CART_COOKIE } from './guest-cookie';
import type { CartService } from './service';

/** At sign-in the guest's cart joins the user's, and the guest cookie goes (wired in services.ts). */
export const mergeGuestCartOnSignIn =
  (cart: CartService, config: Config): SignInHook =>
  async (request, reply, userId) => {
    const guestToken = request.cookies[GUEST_CART_COOKIE];
    if (!guestToken) return;
    await cart.mergeGuestCart(guestToken, userId);
    clearGuestCartCookie(reply, config);
  };
