import { z } from 'zod';
import { listOf } from './common';

/** What the audit log records about (GET /api/admin/audit-log?entityType=…). */
export const AUDIT_ENTITY_TYPES = [
  'order',
  'product',
  'category',
  'color',
  'settings',
  'shipping_zone',
  'user',
  'coupon',
  // Content, support, notifications and exports (issue 25: a complete log).
  'blog_post',
  'faq',
  'page',
  'support_thread',
  'notification',
  'export',
  // The product CSV import (issue 22, decision 057).
  'import',
  // Admin → Search terms (issue 23).
  'search_synonym',
  'search_redirect',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Every admin action that leaves an entry; the web labels each one in both languages. */
export const AUDIT_ACTIONS = [
  'order.status_changed',
  'order.deleted',
  'order.refunded',
  'order.refund_failed',
  // Notes and returns (issue 21, decision 046).
  'order.note_added',
  'order.return_approved',
  'order.return_refused',
  'order.return_received',
  'order.return_refunded',
  // Shipments (issue 21, decision 044): staff's actions on an order's parcel.
  'order.shipment_created',
  'order.shipment_cancelled',
  'order.shipment_delivered',
  'order.shipment_returned',
  'product.created',
  'product.updated',
  'product.cloned',
  'product.deactivated',
  'product.deleted',
  'product.images_added',
  'product.image_deleted',
  'product.images_reordered',
  'product.colors_reordered',
  // Options and variants saved as a whole (issue 22, decision 051).
  'product.variants_updated',
  // Bulk edit in the products list (issue 22, decision 056): one entry per product changed.
  'product.bulk_updated',
  'category.created',
  'category.updated',
  'category.deleted',
  'color.created',
  'color.updated',
  'color.deleted',
  'settings.updated',
  'shipping_zone.created',
  'shipping_zone.updated',
  'shipping_zone.deleted',
  'user.role_changed',
  'user.disabled',
  'user.enabled',
  'user.two_factor_setup_started',
  'user.two_factor_enabled',
  'user.two_factor_disabled',
  'user.recovery_codes_regenerated',
  'blog_post.created',
  'blog_post.updated',
  'blog_post.published',
  'blog_post.unpublished',
  'blog_post.deleted',
  'faq.created',
  'faq.updated',
  'faq.deleted',
  'faq.reordered',
  'page.updated',
  'support_thread.replied',
  'support_thread.updated',
  'notification.sent_to_customer',
  'notification.sent_to_all',
  'export.orders',
  'export.users',
  'export.audit',
  'export.products',
  'import.products',
  'coupon.created',
  'coupon.updated',
  'coupon.activated',
  'coupon.deactivated',
  'coupon.deleted',
  'search_synonym.created',
  'search_synonym.updated',
  'search_synonym.deleted',
  'search_redirect.created',
  'search_redirect.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Stands in for a secret's value (API keys, HMAC secrets, password hashes): never stored. */
export const AUDIT_REDACTED = '[changed]';

const day = z.iso.date('validation.invalidDate').optional();
const text = z
  .string()
  .optional()
  .transform((s) => s?.trim().slice(0, 100) || undefined);

export const adminAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  entityType: z.enum(AUDIT_ENTITY_TYPES, 'validation.invalidOption').optional(),
  action: z.enum(AUDIT_ACTIONS, 'validation.invalidOption').optional(),
  /** Part of the acting admin's e-mail. */
  actor: text,
  entityId: text,
  /** Cairo calendar days, inclusive. */
  from: day,
  to: day,
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

/** The fields of a record: only the changed ones for an update, all of them otherwise. */
const snapshot = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({
    /** Null once the account is deleted; the e-mail is the one it had at the time. */
    id: z.uuid().nullable(),
    email: z.string(),
    name: z.string().nullable(),
  }),
  entity: z.object({
    type: z.enum(AUDIT_ENTITY_TYPES),
    id: z.string(),
    /** What the admin recognises it by: order number, product name, e-mail, setting key. */
    label: z.object({ en: z.string(), ar: z.string() }).nullable(),
    /** The admin page that still shows it, if any (colors link to their product). */
    link: z.object({ kind: z.enum(['order', 'product', 'user']), id: z.uuid() }).nullable(),
  }),
  before: snapshot,
  after: snapshot,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listOf(auditEntrySchema);
