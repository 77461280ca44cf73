import { z } from 'zod';
import { productSummarySchema } from './catalog';

/** GET /api/favorites: the signed-in customer's favorite products, newest first. */
export const favoritesSchema = z.object({ items: z.array(productSummarySchema) });
/** GET /api/favorites/ids: just the ids, for the heart toggles on cards. */
export const favoriteIdsSchema = z.object({ ids: z.array(z.uuid()) });
/** PUT / DELETE /api/favorites/:productId. */
export const favoriteToggleSchema = z.object({ productId: z.uuid(), favorited: z.boolean() });
