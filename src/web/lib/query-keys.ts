/**
 * Caches that belong to the signed-in visitor. The session (features/auth) empties them when
 * someone signs in or out; the features that own them read the session, so their keys live here
 * rather than in those features (auth importing them would be a cycle).
 */
/** One cache entry for the cart: the header badge, the cart page and every mutation share it. */
export const cartQueryKey = ['cart'] as const;
export const notificationsQueryKey = ['notifications'] as const;
export const paymentSettingsQueryKey = ['settings', 'payment'] as const;
