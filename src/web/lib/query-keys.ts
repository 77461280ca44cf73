/**
 * Caches that belong to the signed-in visitor. The session (features/auth) empties them when
 * someone signs in or out; the features that own them read the session, so their keys live here
 * rather than in those features (auth importing them would be a cycle).
 */
/** One cache entry for the cart: the header badge, the cart page and every mutation share it. */
export const cartQueryKey = ['cart'] as const;
export const notificationsQueryKey = ['notifications'] as const;
/** Who is signed in (features/auth/api/session.ts): null for a guest. */
export const sessionQueryKey = ['session'] as const;
/** Every favorites entry; each one's key carries the user's id (features/favorites). */
export const favoritesQueryKey = ['favorites'] as const;
export const paymentSettingsQueryKey = ['settings', 'payment'] as const;
