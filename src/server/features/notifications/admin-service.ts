import type { AdminSendNotification } from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { activeCustomerIdByEmail } from '../auth';
import { type NotificationDraft, notifyAllCustomers, notifyUser } from './raise';

/**
 * An admin's notification to one customer (found by e-mail) or to every customer. Both go
 * through raise.ts: one INSERT … SELECT whatever the audience size, then one wake-up.
 */
export async function sendAdminNotification(
  ctx: AppContext,
  input: AdminSendNotification,
): Promise<number> {
  const draft: NotificationDraft = {
    type: input.type,
    priority: input.priority,
    titleAr: input.titleAr,
    titleEn: input.titleEn,
    messageAr: input.messageAr,
    messageEn: input.messageEn,
    redirectUrl: input.redirectUrl || null,
  };
  if (input.audience === 'all_customers') return notifyAllCustomers(ctx, draft);

  const customerId = await activeCustomerIdByEmail(ctx.db, input.email!);
  if (!customerId) throw AppError.notFound('notifications.customerNotFound');
  const sent = await notifyUser(ctx, customerId, draft);
  // raise.ts logs and swallows failures (right for side effects); here the admin must know.
  if (sent === 0) throw new AppError('INTERNAL', 500, 'errors.internal');
  return sent;
}
