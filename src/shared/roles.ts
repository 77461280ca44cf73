/**
 * Staff roles and what each may do (issue 25, decision 048). `admin` is the owner — SPEC's admin,
 * the demo's, and the only role that manages staff and payment settings; `customer` is everyone
 * else. The server enforces these on every admin route (src/server/security/permissions.ts maps
 * each route to a permission); the admin UI hides what a role cannot do.
 */
export const ROLES = [
  'admin',
  'manager',
  'order_handler',
  'content_editor',
  'support_agent',
  'customer',
] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ROLES.filter((r) => r !== 'customer') as Exclude<Role, 'customer'>[];
export type StaffRole = Exclude<Role, 'customer'>;

export const isStaff = (role: string | null | undefined): role is StaffRole =>
  role !== undefined &&
  role !== null &&
  role !== 'customer' &&
  (ROLES as readonly string[]).includes(role);
/** The owner: SPEC's `admin`. */
export const isOwner = (role: string | null | undefined) => role === 'admin';

export const PERMISSIONS = [
  /** The dashboard and reports. */
  'dashboard',
  /** Products, categories, colours, media, reviews, stock. */
  'catalog',
  /** Coupons and sale prices. */
  'discounts',
  /** Orders, their payments' record, shipments, invoices, returns, notes. */
  'orders',
  /** Refunds and voids (money out). */
  'refunds',
  /** Customers: the users list, a customer's page, exports. */
  'customers',
  /** News, FAQs, the legal pages. */
  'content',
  /** Support threads. */
  'support',
  /** A notification to one customer. */
  'notify_one',
  /** A notification to every customer. */
  'notify_all',
  /** Shop settings other than payments, shipping zones, search terms. */
  'settings',
  /** Payment methods and the card switch. */
  'payment_settings',
  /** Staff accounts and their roles. */
  'staff',
  /** The audit log. */
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: [
    'dashboard',
    'catalog',
    'discounts',
    'orders',
    'refunds',
    'customers',
    'content',
    'support',
    'notify_one',
    'notify_all',
    'settings',
  ],
  order_handler: ['orders', 'support', 'notify_one'],
  content_editor: ['content'],
  support_agent: ['support', 'notify_one'],
};

/** The staff roles that have a permission. */
export const rolesWith = (permission: Permission): StaffRole[] =>
  STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));

export const can = (role: string | null | undefined, permission: Permission): boolean =>
  isStaff(role) && ROLE_PERMISSIONS[role].includes(permission);
