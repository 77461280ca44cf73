import { z } from 'zod';
import { LANGUAGES, ROLES, SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../constants';
import { listOf } from './common';
import { orderSummarySchema } from './orders';

export const USER_CONFIRMATION_FILTERS = ['confirmed', 'unconfirmed'] as const;
export const USER_STATUS_FILTERS = ['active', 'disabled'] as const;

const search = z
  .string()
  .optional()
  .transform((s) => s?.trim().slice(0, 100) || undefined);

/** Filters shared by the list and its CSV export. */
export const adminUserFiltersSchema = z.object({
  /** Name, e-mail or phone. */
  search,
  role: z.enum(ROLES, 'validation.invalidOption').optional(),
  confirmed: z.enum(USER_CONFIRMATION_FILTERS, 'validation.invalidOption').optional(),
  status: z.enum(USER_STATUS_FILTERS, 'validation.invalidOption').optional(),
});
export type AdminUserFilters = z.output<typeof adminUserFiltersSchema>;

export const adminUserQuerySchema = adminUserFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminUserSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /** Always set by this server; the UI still labels a missing one (SPEC §6). */
  role: z.enum(ROLES).nullable(),
  emailConfirmed: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  orderCount: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUserListSchema = listOf(adminUserSummarySchema);

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  preferredLanguage: z.enum(LANGUAGES),
  totals: z.object({
    /** Every order (as the list, the users table and the CSV count them), the cancelled ones of
     * them, and the money of the paid ones (EGP). */
    orders: z.number().int(),
    cancelledOrders: z.number().int(),
    paidOrders: z.number().int(),
    paidTotal: z.number(),
    lastOrderAt: z.string().nullable(),
  }),
  orders: z.array(orderSummarySchema),
  supportThreads: z.array(
    z.object({
      id: z.uuid(),
      subject: z.string(),
      status: z.enum(SUPPORT_STATUSES),
      priority: z.enum(SUPPORT_PRIORITIES),
      lastMessageAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const changeRoleSchema = z.strictObject({
  role: z.enum(ROLES, 'validation.invalidOption'),
});
export const setDisabledSchema = z.strictObject({
  disabled: z.boolean('validation.invalidType'),
});
