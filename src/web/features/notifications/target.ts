import type { Notification } from '../../../shared/schemas/notifications';
import { sameSitePath } from '../../lib/safe-url';

/**
 * Where a click on a notification leads. SPEC §2: a support notification pointing at /support
 * takes a customer to /support-messages (the admin's /support is under /admin). Anything that is
 * not a path of this site is ignored.
 */
export function notificationTarget(
  notification: Pick<Notification, 'type' | 'redirectUrl'>,
  role: 'admin' | 'customer',
): string | null {
  const url = sameSitePath(notification.redirectUrl?.trim());
  if (!url) return null;
  if (notification.type === 'support' && role !== 'admin') {
    const match = /^\/support(?=$|[?#])(.*)$/.exec(url);
    if (match) return `/support-messages${match[1]}`;
  }
  return url;
}

/** Where "View all notifications" and the phone bell go. */
export const notificationsPagePath = (isAdmin: boolean) =>
  isAdmin ? '/admin/notifications' : '/notifications';
