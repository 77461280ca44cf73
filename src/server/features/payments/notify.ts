import type { AppContext } from '../../context';
import { notifyAdmins, notifyUser } from '../notifications';
import { queueOrderMail } from '../orders';
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

  if (outcome.result === 'paid') {
    await queueOrderMail(ctx, orderId, 'paid');
    await notifyUser(ctx, userId, {
      type: 'order',
      titleEn: `Payment received for order #${n}`,
      titleAr: `تم استلام الدفع للطلب رقم ${n}`,
      messageEn: 'Your card payment went through. We are preparing your order.',
      messageAr: 'تمت عملية الدفع بالبطاقة بنجاح. نجهّز طلبك الآن.',
      redirectUrl: `/orders/${orderId}`,
    });
  }

  if (outcome.result === 'failed') {
    await notifyUser(ctx, userId, {
      type: 'order',
      priority: 'high',
      titleEn: `Card payment for order #${n} did not go through`,
      titleAr: `لم تتم عملية الدفع بالبطاقة للطلب رقم ${n}`,
      messageEn: 'Nothing was charged. You can try again with another card from your order page.',
      messageAr: 'لم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى ببطاقة أخرى من صفحة الطلب.',
      redirectUrl: `/orders/${orderId}`,
    });
    await notifyAdmins(ctx, {
      type: 'order',
      titleEn: `Card payment failed for order #${n}`,
      titleAr: `فشل الدفع بالبطاقة للطلب رقم ${n}`,
      messageEn:
        'The card was declined. The order keeps its stock for 24 hours while the customer can retry.',
      messageAr: 'رُفضت البطاقة. يحتفظ الطلب بالمخزون لمدة 24 ساعة ليتمكن العميل من إعادة المحاولة.',
      redirectUrl: adminUrl,
    });
  }

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
