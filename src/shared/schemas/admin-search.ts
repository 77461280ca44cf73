import { z } from 'zod';
import { PAYMENT_STATUSES, ROLES } from '../constants';

export const ADMIN_SEARCH_LIMIT = 5;

export const adminSearchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((s) => s?.trim().slice(0, 100) ?? ''),
});

/** A few hits per kind: orders by number, products by name, users by e-mail or name. */
export const adminSearchResultSchema = z.object({
  orders: z.array(
    z.object({
      id: z.uuid(),
      orderNumber: z.number().int(),
      customerName: z.string(),
      total: z.number(),
      paymentStatus: z.enum(PAYMENT_STATUSES),
    }),
  ),
  products: z.array(
    z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string(), isActive: z.boolean() }),
  ),
  users: z.array(
    z.object({
      id: z.uuid(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(ROLES).nullable(),
    }),
  ),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;
