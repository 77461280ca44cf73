import { isOwner, isStaff, type Permission, ROLE_PERMISSIONS } from '../../shared/roles';

/** Any staff member may call it (their own tools: the admin search, the dashboard's links). */
export type RoutePermission = Permission | 'any_staff';

/**
 * Which permission each admin API route needs (issue 25, decision 048), by method and path under
 * /api/admin, first match wins. One table for the whole API: a route nobody mapped is for the
 * owner alone (fail closed), and the role matrix test (roles.test.ts) walks the app's route
 * table so a new admin route without a line here is caught.
 */
const RULES: ReadonlyArray<[method: string, path: RegExp, permission: RoutePermission]> = [
  ['*', /^\/dashboard(\/|$)/, 'dashboard'],
  ['GET', /^\/search$/, 'any_staff'],
  ['*', /^\/search\//, 'settings'],
  ['*', /^\/(products|categories|colors|media|reviews|stock)(\/|$)/, 'catalog'],
  ['*', /^\/coupons(\/|$)/, 'discounts'],
  // Money out: refunds and voids, and marking a refund Paymob never answered as failed.
  ['POST', /^\/orders\/[^/]+\/refunds(\/|$)/, 'refunds'],
  ['POST', /^\/returns\/[^/]+\/refund$/, 'refunds'],
  ['*', /^\/(orders|orders\.csv|payments|shipments|returns|invoices|print)(\/|$)/, 'orders'],
  ['PUT', /^\/users\/[^/]+\/role$/, 'staff'],
  ['*', /^\/staff(\/|$)/, 'staff'],
  ['*', /^\/(users|users\.csv)(\/|$)/, 'customers'],
  ['*', /^\/(blogs|faqs|pages)(\/|$)/, 'content'],
  ['*', /^\/support(\/|$)/, 'support'],
  // One customer or all of them: the route checks notify_all for a broadcast.
  ['*', /^\/notifications(\/|$)/, 'notify_one'],
  ['*', /^\/settings\/(payment|payment-methods)$/, 'payment_settings'],
  ['*', /^\/settings\/security$/, 'staff'],
  ['*', /^\/(settings|shipping-zones)(\/|$)/, 'settings'],
  ['*', /^\/audit-log(\.csv)?(\/|$)/, 'audit'],
];

const ADMIN_PREFIX = '/api/admin';

/** The permission an admin route needs, or null when no rule names it (then: the owner only). */
export function permissionFor(method: string, url: string): RoutePermission | null {
  if (!url.startsWith(ADMIN_PREFIX)) return null;
  const path = url.slice(ADMIN_PREFIX.length);
  for (const [m, pattern, permission] of RULES) {
    if ((m === '*' || m === method) && pattern.test(path)) return permission;
  }
  return null;
}

/** Whether a staff role may call an admin route (the auth plugin's check). */
export function mayCall(role: string, method: string, url: string): boolean {
  if (!isStaff(role)) return false;
  const permission = permissionFor(method, url);
  if (permission === null) return isOwner(role);
  if (permission === 'any_staff') return true;
  return ROLE_PERMISSIONS[role].includes(permission);
}
