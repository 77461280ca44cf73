import { isolate } from '../../../shared/bidi';
import type { Language, PaymentMethod } from '../../../shared/constants';
import { formatEgp, toEgp } from '../../../shared/money';
import type { OrderAction } from '../../../shared/schemas/orders-admin';
import type { NotificationDraft } from '../notifications';
import type { orders } from './tables';

type Texts = Record<Language, { title: string; message: string }>;
type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'orderNumber'>;

/** In-app notices of SPEC §4 order changes; both languages are stored, the reader picks one. */
const STATUS: Record<OrderAction, Texts> = {
  mark_paid: {
    en: {
      title: 'Payment received for order #{n}',
      message: 'We received the payment for your order #{n}. Thank you!',
    },
    ar: {
      title: 'تم استلام الدفع للطلب رقم {n}',
      message: 'استلمنا قيمة طلبك رقم {n}. شكرًا لك!',
    },
  },
  mark_out_for_delivery: {
    en: {
      title: 'Order #{n} is out for delivery',
      message: 'Good news: your order #{n} is on its way to you.',
    },
    ar: {
      title: 'الطلب رقم {n} في الطريق إليك',
      message: 'أخبار سارة: طلبك رقم {n} في الطريق إليك الآن.',
    },
  },
  mark_delivered: {
    en: {
      title: 'Order #{n} was delivered',
      message: 'Your order #{n} was delivered. You can rate the products from your orders page.',
    },
    ar: {
      title: 'تم توصيل الطلب رقم {n}',
      message: 'تم توصيل طلبك رقم {n}. يمكنك تقييم المنتجات من صفحة طلباتك.',
    },
  },
  // A delivery recorded by mistake: the customer saw "delivered", so they hear of the fix too.
  undo_delivery: {
    en: {
      title: 'Order #{n} is still on its way',
      message: 'We corrected the status of your order #{n}: it has not been delivered yet.',
    },
    ar: {
      title: 'الطلب رقم {n} ما زال في الطريق',
      message: 'صحّحنا حالة طلبك رقم {n}: لم يتم توصيله بعد.',
    },
  },
  cancel: {
    en: {
      title: 'Order #{n} was cancelled',
      message: 'Your order #{n} was cancelled. If you did not expect this, please contact us.',
    },
    ar: {
      title: 'تم إلغاء الطلب رقم {n}',
      message: 'تم إلغاء طلبك رقم {n}. إذا لم تكن تتوقع ذلك، يرجى التواصل معنا.',
    },
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** To the customer, after an admin changed their order; opens the order page. */
export function orderStatusNotice(action: OrderAction, order: OrderRow): NotificationDraft {
  const t = STATUS[action];
  const values = { n: String(order.orderNumber) };
  return {
    type: 'order',
    priority: action === 'cancel' ? 'high' : 'normal',
    titleEn: fill(t.en.title, values),
    titleAr: fill(t.ar.title, values),
    messageEn: fill(t.en.message, values),
    messageAr: fill(t.ar.message, values),
    redirectUrl: `/orders/${order.id}`,
  };
}

/**
 * Each payment method's name in notices and mails (decision 038: one line per method), lower
 * case in English as it sits inside a sentence.
 */
const METHOD: Record<PaymentMethod, Record<Language, string>> = {
  cod: { en: 'cash on delivery', ar: 'الدفع عند الاستلام' },
  card: { en: 'card payment', ar: 'الدفع بالبطاقة' },
  wallet: { en: 'mobile wallet', ar: 'المحفظة الإلكترونية' },
  instalments: { en: 'instalments', ar: 'التقسيط' },
  apple_pay: { en: 'Apple Pay', ar: 'Apple Pay' },
  kiosk: { en: 'cash at a kiosk', ar: 'الدفع نقدًا في منافذ الدفع' },
};

/** The order's payment method as notices and mails name it, in `language`. */
export const paymentMethodName = (method: PaymentMethod, language: Language) =>
  METHOD[method][language];

/** The English name at the start of a sentence ("Card payment", "Mobile wallet"). */
const capitalized = (method: PaymentMethod) =>
  METHOD[method].en.charAt(0).toUpperCase() + METHOD[method].en.slice(1);

type PaidOrderRow = OrderRow & Pick<typeof orders.$inferSelect, 'paymentMethod'>;

/** To every admin, when a customer places an order; opens it in the admin area. */
export function newOrderNotice(
  order: OrderRow & Pick<typeof orders.$inferSelect, 'totalPiastres' | 'paymentMethod'>,
  customerName: string,
): NotificationDraft {
  const n = String(order.orderNumber);
  const total = (language: Language) => formatEgp(toEgp(order.totalPiastres), language);
  return {
    type: 'order',
    priority: 'normal',
    titleEn: `New order #${n}`,
    titleAr: `طلب جديد رقم ${n}`,
    // The customer's name keeps its own direction in either sentence (issue 24 item 10).
    messageEn: `${isolate(customerName)} placed an order of ${total('en')} (${METHOD[order.paymentMethod].en}).`,
    messageAr: `قام ${isolate(customerName)} بطلب بقيمة ${total('ar')} (${METHOD[order.paymentMethod].ar}).`,
    redirectUrl: `/admin/orders/${order.id}`,
  };
}

/** To the customer, when Paymob settled their online payment: it names how they paid. */
export function paymentReceivedNotice(order: PaidOrderRow): NotificationDraft {
  const n = order.orderNumber;
  const method = METHOD[order.paymentMethod];
  return {
    type: 'order',
    titleEn: `Payment received for order #${n}`,
    titleAr: `تم استلام الدفع للطلب رقم ${n}`,
    messageEn: `We received your payment (${method.en}). We are preparing your order.`,
    messageAr: `استلمنا دفعتك (${method.ar}). نجهّز طلبك الآن.`,
    redirectUrl: `/orders/${order.id}`,
  };
}

/** To the customer, when Paymob declined their online payment: they may try again. */
export function paymentDeclinedNotice(order: PaidOrderRow): NotificationDraft {
  const n = order.orderNumber;
  const method = METHOD[order.paymentMethod];
  return {
    type: 'order',
    priority: 'high',
    titleEn: `Payment for order #${n} did not go through`,
    titleAr: `لم تتم عملية الدفع للطلب رقم ${n}`,
    messageEn: `Your payment (${method.en}) was not completed and nothing was charged. You can try again from your order page.`,
    messageAr: `لم تكتمل عملية الدفع (${method.ar}) ولم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى من صفحة الطلب.`,
    redirectUrl: `/orders/${order.id}`,
  };
}

/** To every admin, when an online payment was declined: a sale at risk. */
export function paymentDeclinedAdminNotice(order: PaidOrderRow): NotificationDraft {
  const n = order.orderNumber;
  return {
    type: 'order',
    titleEn: `${capitalized(order.paymentMethod)} failed for order #${n}`,
    titleAr: `فشل ${METHOD[order.paymentMethod].ar} للطلب رقم ${n}`,
    messageEn:
      'The payment was declined. The order keeps its stock for 24 hours while the customer can retry.',
    messageAr:
      'رُفضت عملية الدفع. يحتفظ الطلب بالمخزون لمدة 24 ساعة ليتمكن العميل من إعادة المحاولة.',
    redirectUrl: `/admin/orders/${order.id}`,
  };
}

/** To the customer, when the admin confirmed their cash order by phone (decision 043). */
export function orderConfirmedNotice(order: OrderRow): NotificationDraft {
  const n = order.orderNumber;
  return {
    type: 'order',
    titleEn: `Order #${n} is confirmed`,
    titleAr: `تم تأكيد الطلب رقم ${n}`,
    messageEn: 'Thank you for confirming. We are preparing your order now.',
    messageAr: 'شكرًا لتأكيدك. نجهّز طلبك الآن.',
    redirectUrl: `/orders/${order.id}`,
  };
}

/** To every admin, when a customer confirmed their cash order through the e-mailed link. */
export function orderConfirmedAdminNotice(order: OrderRow): NotificationDraft {
  const n = order.orderNumber;
  return {
    type: 'order',
    titleEn: `Order #${n} was confirmed by the customer`,
    titleAr: `أكّد العميل الطلب رقم ${n}`,
    messageEn:
      'The customer confirmed this cash-on-delivery order from the e-mail. It can be prepared now.',
    messageAr: 'أكّد العميل طلب الدفع عند الاستلام هذا من البريد الإلكتروني. يمكن تجهيزه الآن.',
    redirectUrl: `/admin/orders/${order.id}`,
  };
}

/** To every admin, when the courier brought a parcel back to the shop (issue 21). */
export function orderReturnedAdminNotice(order: OrderRow): NotificationDraft {
  const n = order.orderNumber;
  return {
    type: 'order',
    titleEn: `Order #${n} came back to the shop`,
    titleAr: `عاد الطلب رقم ${n} إلى المتجر`,
    messageEn:
      'The courier returned this parcel. Check the items, then cancel the order to put them back in stock, or ship it again.',
    messageAr:
      'أعاد المندوب هذه الشحنة. افحص المنتجات، ثم ألغِ الطلب لإعادتها إلى المخزون، أو اشحنه من جديد.',
    redirectUrl: `/admin/orders/${order.id}`,
  };
}

/** To every admin, when a customer cancelled their own order (issue 21). */
export function orderCancelledByCustomerNotice(order: OrderRow): NotificationDraft {
  const n = order.orderNumber;
  return {
    type: 'order',
    titleEn: `Order #${n} was cancelled by the customer`,
    titleAr: `ألغى العميل الطلب رقم ${n}`,
    messageEn:
      'The customer cancelled this order before it was shipped. Its items are back in stock.',
    messageAr: 'ألغى العميل هذا الطلب قبل شحنه، وعادت منتجاته إلى المخزون.',
    redirectUrl: `/admin/orders/${order.id}`,
  };
}

/**
 * To the customer, when money of their order went back (decision 042): `amountPiastres` this
 * time; `all`: nothing of what they paid is kept any more.
 */
export function orderRefundNotice(
  order: OrderRow,
  amountPiastres: number,
  all: boolean,
): NotificationDraft {
  const n = order.orderNumber;
  const amount = (language: Language) => formatEgp(toEgp(amountPiastres), language);
  return {
    type: 'order',
    titleEn: all ? `Order #${n} was refunded` : `Part of order #${n} was refunded`,
    titleAr: all ? `تم استرداد مبلغ الطلب رقم ${n}` : `تم استرداد جزء من مبلغ الطلب رقم ${n}`,
    messageEn: `We refunded ${amount('en')} for your order #${n}. Depending on how you paid, it can take a few days to reach you.`,
    messageAr: `رددنا إليك ${amount('ar')} عن طلبك رقم ${n}. قد يستغرق وصول المبلغ إليك بضعة أيام حسب طريقة الدفع.`,
    redirectUrl: `/orders/${order.id}`,
  };
}
