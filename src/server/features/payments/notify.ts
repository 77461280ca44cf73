import type { AppContext } from '../../context';
import { notifyAdmins } from '../notifications';
import { runOrderEffects } from '../orders';
import type { SettleOutcome } from './settle';

/**
 * What people hear after a settled card transaction (called after its commit): the customer
 * gets the 'paid' mail and a notification, admins hear about declined cards (a sale at risk)
 * and about money that needs a refund or a check in Paymob.
 */
export async function afterSettlement(ctx: AppContext, outcome: SettleOutcome): Promise<void> {
  const { orderId, orderNumber: n, userId } = outcome;
  if (!orderId || !userId) return;
  const adminUrl = `/admin/orders/${orderId}`;

  // The order's own effects (the 'paid' mail and notice, the declined-card notices).
  await runOrderEffects(ctx, outcome.effects ?? []);

  if (outcome.flagged) {
    await notifyAdmins(ctx, {
      type: 'order',
      priority: 'urgent',
      titleEn: `Check the card payment of order #${n} in Paymob`,
      titleAr: `راجع الدفع بالبطاقة للطلب رقم ${n} في Paymob`,
      messageEn:
        'Paymob reported a payment this order cannot take (wrong amount, already paid or cancelled). See the order history.',
      messageAr:
        'أبلغت Paymob عن دفعة لا يقبلها هذا الطلب (مبلغ مختلف أو طلب مدفوع أو ملغى). راجع سجل الطلب.',
      redirectUrl: adminUrl,
    });
  }
}
