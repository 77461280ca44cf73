import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '../../../shared/constants';
import { formatEgp, toEgp } from '../../../shared/money';
import type { OrderDetail } from '../../../shared/schemas/orders';
import type {
  CancelReason,
  CancelRefund,
  customerCancelSchema,
} from '../../../shared/schemas/returns';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { greeting, renderMail } from '../../lib/mail-layout';
import { userContact } from '../auth';
import { putBackInCart } from '../cart';
import { type NotificationDraft, notifyAdmins } from '../notifications';
import { refundLeft } from '../pricing';
import { type OrderEffect, runOrderEffects } from './effects';
import { applyTransition, refundBasisOf } from './lifecycle';
import { paymentMethodName } from './notices';
import { lockOrder, type OrderRow } from './payment-status';
import { customerView, loadOrder } from './service';
import { orderItems } from './tables';

/**
 * The customer cancels their own order before it leaves the shop (issue 21, decision 046):
 * through the lifecycle's `cancel_by_customer` (pending, failed or paid × awaiting confirmation
 * or in progress; the stock comes back, the admins hear of it). Unpaid (cash on delivery, an
 * online payment not made): that is all. Paid: the whole amount is given back through the
 * payments area's refunds after the commit — a provider refund where the method has one, with
 * one idempotency key per order so it is never asked twice; kiosk and cash are refunded by hand
 * by staff, who are told. A provider refund that fails leaves the order cancelled and the refund
 * failed in the order's refunds for staff to retry; the customer reads "refund pending".
 */

type CancelInput = z.output<typeof customerCancelSchema>;

/**
 * Gives the order's money back through the payments area (above orders, handed in by
 * services.ts): answers the refund's status (`succeeded`, `pending`) or why not (`failed`, a
 * provider block such as `kiosk`, `not_paid`…).
 */
export type CancelRefunder = (
  orderId: string,
  customerId: string,
  amountEgp: number,
) => Promise<string>;

export type CustomerCancelOutcome =
  | { ok: true; order: OrderDetail; refund: CancelRefund }
  | { ok: false; reason: 'not_found' | 'not_allowed' };

const REASONS: Record<CancelReason, Record<Language, string>> = {
  changed_mind: { en: 'I changed my mind', ar: 'غيّرت رأيي' },
  ordered_by_mistake: { en: 'I ordered by mistake', ar: 'طلبت بالخطأ' },
  found_better_price: { en: 'I found a better price', ar: 'وجدت سعرًا أفضل' },
  delivery_too_slow: { en: 'Delivery takes too long', ar: 'التوصيل يستغرق وقتًا طويلًا' },
  change_order: {
    en: 'I want to change the items or the address',
    ar: 'أريد تغيير المنتجات أو العنوان',
  },
  other: { en: 'Another reason', ar: 'سبب آخر' },
};

/** The reason as staff read it on the order's history (both languages, then the customer's words). */
export const cancelNote = (input: CancelInput) =>
  `${REASONS[input.reason].ar} / ${REASONS[input.reason].en}${input.details ? ` — ${input.details}` : ''}`;

const MONEY: Record<CancelRefund, Record<Language, string>> = {
  none: {
    en: 'Nothing was charged for this order.',
    ar: 'لم يُخصم أي مبلغ مقابل هذا الطلب.',
  },
  refunded: {
    en: 'We refunded {amount} ({method}). Depending on your bank or wallet, it can take a few days to show.',
    ar: 'رددنا إليك {amount} ({method}). قد يستغرق ظهور المبلغ بضعة أيام حسب البنك أو المحفظة.',
  },
  pending: {
    en: 'Your refund of {amount} ({method}) is on its way; we will let you know when it is done.',
    ar: 'استرداد مبلغ {amount} ({method}) قيد التنفيذ، وسنخبرك عند اكتماله.',
  },
  manual: {
    en: 'We will refund {amount} to you by hand and contact you about how you would like to receive it.',
    ar: 'سنردّ إليك {amount} يدويًا، وسنتواصل معك لنتفق على طريقة استلامه.',
  },
};

const CANCEL_MAIL: Record<Language, { subject: string; body: string; button: string }> = {
  en: {
    subject: 'Your order #{n} is cancelled',
    body: 'As you asked, we cancelled your order #{n}.',
    button: 'View my order',
  },
  ar: {
    subject: 'تم إلغاء طلبك رقم {n}',
    body: 'ألغينا طلبك رقم {n} بناءً على طلبك.',
    button: 'عرض طلبي',
  },
};

/** What the customer reads of the money, in `language` (the answer, the mail). */
export function moneyText(
  refund: CancelRefund,
  order: Pick<OrderRow, 'paymentMethod'>,
  amountPiastres: number,
  language: Language,
) {
  return MONEY[refund][language]
    .replaceAll('{amount}', formatEgp(toEgp(amountPiastres), language))
    .replaceAll('{method}', paymentMethodName(order.paymentMethod, language));
}

/** To the admins, when a cancelled order's money must go back by hand or the refund failed. */
function refundByHandNotice(
  order: OrderRow,
  amountPiastres: number,
  failed: boolean,
): NotificationDraft {
  const n = order.orderNumber;
  const amount = (language: Language) => formatEgp(toEgp(amountPiastres), language);
  return {
    type: 'order',
    priority: 'high',
    titleEn: failed ? `Refund failed for cancelled order #${n}` : `Refund order #${n} by hand`,
    titleAr: failed ? `فشل استرداد مبلغ الطلب الملغى رقم ${n}` : `ردّ مبلغ الطلب رقم ${n} يدويًا`,
    messageEn: failed
      ? `The customer cancelled this paid order; the refund of ${amount('en')} did not go through. Try it again from the order's refunds.`
      : `The customer cancelled this paid order (${paymentMethodName(order.paymentMethod, 'en')}). Give back ${amount('en')} and record it in the order's refunds.`,
    messageAr: failed
      ? `ألغى العميل هذا الطلب المدفوع ولم يتم استرداد ${amount('ar')}. أعد المحاولة من قسم الاسترداد في صفحة الطلب.`
      : `ألغى العميل هذا الطلب المدفوع (${paymentMethodName(order.paymentMethod, 'ar')}). ردّ إليه ${amount('ar')} وسجّل ذلك في قسم الاسترداد في صفحة الطلب.`,
    redirectUrl: `/admin/orders/${order.id}`,
  };
}

/** What a refund answer means for the customer, and whether staff must act. */
function refundOf(answer: string): { refund: CancelRefund; staff: null | 'manual' | 'failed' } {
  if (answer === 'succeeded') return { refund: 'refunded', staff: null };
  if (answer === 'pending') return { refund: 'pending', staff: null };
  if (answer === 'not_paid' || answer === 'nothing_left') return { refund: 'none', staff: null };
  if (['cod', 'kiosk', 'not_configured', 'no_transaction'].includes(answer)) {
    return { refund: 'manual', staff: 'manual' };
  }
  // failed, or anything unexpected: staff retry; the customer's refund is pending.
  return { refund: 'pending', staff: 'failed' };
}

/** The order's lines (those still linked to a product) and its coupon, back into the cart. */
async function linesBackToCart(tx: Tx, order: OrderRow) {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      colorId: orderItems.colorId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const back = lines.flatMap(({ productId, colorId, variantId, quantity }) =>
    productId ? [{ productId, colorId, variantId, quantity }] : [],
  );
  await putBackInCart(tx, order.userId, back, order.quote.discounts[0]?.couponId ?? null);
}

export function createCustomerCancel(ctx: AppContext, deps: { refund: CancelRefunder }) {
  const { db } = ctx;

  async function queueMail(order: OrderRow, refund: CancelRefund, amountPiastres: number) {
    const customer = await userContact(db, order.userId);
    if (!customer) return;
    // The language the order was placed in (issue 24 item 7).
    const language = order.locale;
    const texts = CANCEL_MAIL[language];
    const fill = (text: string) => text.replaceAll('{n}', String(order.orderNumber));
    const store = await ctx.storeProfile();
    await ctx.jobs.enqueue('email.send', {
      ...renderMail({
        language,
        to: order.shippingInfo.email || customer.email,
        subject: fill(texts.subject),
        storeName: store?.name[language] ?? 'GreenVolt',
        greeting: greeting[language](customer.firstName),
        paragraphs: [fill(texts.body), moneyText(refund, order, amountPiastres, language)],
        button: { label: texts.button, link: `${ctx.config.appUrl}/orders/${order.id}` },
      }),
    });
  }

  /** Cancels the customer's own order; someone else's answers like a missing one. */
  async function cancel(
    userId: string,
    orderId: string,
    input: CancelInput,
  ): Promise<CustomerCancelOutcome & { amountPiastres?: number }> {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      if (!order) return { ok: false as const, reason: 'not_found' as const };
      // What was paid and not given back yet, read before the change (under the row lock).
      const owed = refundLeft(refundBasisOf(order));
      const outcome = await applyTransition(
        tx,
        order,
        'cancel_by_customer',
        { kind: 'customer', id: userId },
        { note: cancelNote(input), data: { reason: input.reason } },
      );
      if (!outcome.ok) return { ok: false as const, reason: 'not_allowed' as const };
      // The lifecycle put the stock back; the lines go back into the cart only when nothing
      // was paid (a paid order's money goes back instead, below).
      if (input.backToCart && owed === 0) await linesBackToCart(tx, order);
      return { ok: true as const, order, owed, effects: outcome.effects };
    });
    if (!done.ok) return done;
    const { order, owed } = done;
    // The customer's own mail below says what happens to the money; the lifecycle's generic
    // "your order was cancelled" would only repeat it.
    const effects = done.effects.filter(
      (effect: OrderEffect) => !(effect.kind === 'mail' && effect.mail === 'cancelled'),
    );
    await runOrderEffects(ctx, effects);

    let refund: CancelRefund = 'none';
    if (owed > 0) {
      let answer: string;
      try {
        answer = await deps.refund(order.id, userId, toEgp(owed));
      } catch (error) {
        ctx.log.error({ err: error, orderId }, 'refund after a customer cancellation failed');
        answer = 'failed';
      }
      const meaning = refundOf(answer);
      refund = meaning.refund;
      if (meaning.staff) {
        await notifyAdmins(ctx, refundByHandNotice(order, owed, meaning.staff === 'failed'));
      }
    }
    try {
      await queueMail(order, refund, owed);
    } catch (error) {
      ctx.log.error({ err: error, orderId }, 'queueing the cancellation mail failed');
    }
    const { detail } = await loadOrder(db, { id: orderId, userId });
    return { ok: true, order: customerView(detail), refund, amountPiastres: owed };
  }

  return { cancel };
}

export type CustomerCancel = ReturnType<typeof createCustomerCancel>;
