import type { AdminSendNotification } from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { activeCustomerIdByEmail } from '../auth';
import { type NotificationDraft, notifyAllCustomers, notifyUser } from './raise';

/**
 * An admin's notification to one customer (found by e-mail) or to every customer. Both go
 * through raise.ts: one INSERT … SELECT whatever the audience size, then one wake-up.
 */
export async function sendAdminNotification(
  ctx: AppContext,
  input: AdminSendNotification,
  actorId: string,
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
  // The audit entry is written with the notifications, in their transaction.
  const audited =
    (action: 'notification.sent_to_all' | 'notification.sent_to_customer', entityId: string) =>
    (tx: Tx, sent: number) =>
      recordAudit(tx, {
        actorId,
        action,
        entityType: 'notification',
        entityId,
        before: null,
        after: { titleEn: draft.titleEn, titleAr: draft.titleAr, type: draft.type, sent },
      });
  if (input.audience === 'all_customers') {
    return notifyAllCustomers(ctx, draft, audited('notification.sent_to_all', 'all_customers'));
  }

  const customerId = await activeCustomerIdByEmail(ctx.db, input.email!);
  if (!customerId) throw AppError.notFound('notifications.customerNotFound');
  const sent = await notifyUser(
    ctx,
    customerId,
    draft,
    audited('notification.sent_to_customer', customerId),
  );
  // raise.ts logs and swallows failures (right for side effects); here the admin must know.
  if (sent === 0) throw new AppError('INTERNAL', 500, 'errors.internal');
  return sent;
}
