import { asc, eq } from 'drizzle-orm';
import { COUNTRIES, type Language, SHOP_TIME_ZONE } from '../../../shared/constants';
import { EGYPT_GOVERNORATES } from '../../../shared/egypt';
import { cachedFormatter } from '../../../shared/formatter-cache';
import { formatEgp, toEgp } from '../../../shared/money';
import type { AppContext } from '../../context';
import { greeting, type MailContent, renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import { userContact } from '../auth';
import { paymentMethodName } from './notices';
import { orderItems, orders } from './tables';

export type OrderMailKind =
  | 'placed'
  | 'paid'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  // Money given back (decision 042): {refunded} is all that went back so far.
  | 'refunded'
  | 'partially_refunded';

const TEXTS: Record<OrderMailKind, Record<Language, { subject: string; body: string }>> = {
  placed: {
    en: {
      subject: 'We received your order #{n}',
      body: 'Thank you! Your order #{n} ({total}) is confirmed. We will let you know when it is on its way.',
    },
    ar: {
      subject: 'استلمنا طلبك رقم {n}',
      body: 'شكرًا لك! تم تأكيد طلبك رقم {n} ({total}). سنخبرك عندما يكون في الطريق إليك.',
    },
  },
  // {method}: the order's own payment method (notices.ts METHOD).
  paid: {
    en: {
      subject: 'Payment received for order #{n}',
      body: 'We received the payment of {total} for your order #{n}. Payment method: {method}.',
    },
    ar: {
      subject: 'تم استلام الدفع للطلب رقم {n}',
      body: 'استلمنا دفعة بقيمة {total} لطلبك رقم {n}. طريقة الدفع: {method}.',
    },
  },
  out_for_delivery: {
    en: {
      subject: 'Order #{n} is out for delivery',
      body: 'Good news: your order #{n} is on its way to you.',
    },
    ar: {
      subject: 'الطلب رقم {n} في الطريق إليك',
      body: 'أخبار سارة: طلبك رقم {n} في الطريق إليك الآن.',
    },
  },
  delivered: {
    en: {
      subject: 'Order #{n} was delivered',
      body: 'Your order #{n} was delivered. We hope you enjoy it — you can rate the products from your orders page.',
    },
    ar: {
      subject: 'تم توصيل الطلب رقم {n}',
      body: 'تم توصيل طلبك رقم {n}. نتمنى أن ينال إعجابك، ويمكنك تقييم المنتجات من صفحة طلباتك.',
    },
  },
  cancelled: {
    en: {
      subject: 'Order #{n} was cancelled',
      body: 'Your order #{n} was cancelled. If you did not expect this, please contact us.',
    },
    ar: {
      subject: 'تم إلغاء الطلب رقم {n}',
      body: 'تم إلغاء طلبك رقم {n}. إذا لم تكن تتوقع ذلك، يرجى التواصل معنا.',
    },
  },
  refunded: {
    en: {
      subject: 'Refund for order #{n}',
      body: 'We refunded {refunded} for your order #{n}. Depending on how you paid, it can take a few days to reach you.',
    },
    ar: {
      subject: 'استرداد مبلغ الطلب رقم {n}',
      body: 'رددنا إليك {refunded} عن طلبك رقم {n}. قد يستغرق وصول المبلغ إليك بضعة أيام حسب طريقة الدفع.',
    },
  },
  partially_refunded: {
    en: {
      subject: 'Partial refund for order #{n}',
      body: 'We refunded {refunded} of the {total} you paid for your order #{n}. Depending on how you paid, it can take a few days to reach you.',
    },
    ar: {
      subject: 'استرداد جزء من مبلغ الطلب رقم {n}',
      body: 'رددنا إليك {refunded} من أصل {total} دفعتها لطلبك رقم {n}. قد يستغرق وصول المبلغ إليك بضعة أيام حسب طريقة الدفع.',
    },
  },
};

const BUTTON: Record<Language, string> = { en: 'View my order', ar: 'عرض طلبي' };

/**
 * The 'placed' mail of a cash order waiting for its customer's confirmation (decision 043): it
 * says the order is not confirmed yet, and its button is the confirmation link.
 */
const TO_CONFIRM: Record<Language, { subject: string; body: string; button: string }> = {
  en: {
    subject: 'Please confirm your order #{n}',
    body: 'Thank you! We received your order #{n} ({total}), paid in cash on delivery. Please confirm it with the button below so that we can prepare it. If you do not, we will call you to confirm.',
    button: 'Confirm my order',
  },
  ar: {
    subject: 'يرجى تأكيد طلبك رقم {n}',
    body: 'شكرًا لك! استلمنا طلبك رقم {n} ({total}) والدفع نقدًا عند الاستلام. يرجى تأكيده بالزر أدناه حتى نبدأ في تجهيزه، وإن لم تفعل فسنتصل بك لتأكيده.',
    button: 'تأكيد طلبي',
  },
};

/** The mails that show what the total is made of (issue 19), with the zone and the estimate. */
const WITH_AMOUNTS: ReadonlySet<OrderMailKind> = new Set(['placed', 'paid']);

/** Which Arabic noun form a number of days takes ("يومان", "٣ أيام", "١١ يومًا", "١٠٠ يوم"). */
const arabicPlural = new Intl.PluralRules('ar');

/** The labels of the amounts' lines; `n`: a number already written in the mail's digits. */
const LINES: Record<
  Language,
  {
    subtotal: string;
    discount: (code: string | null) => string;
    freeShipping: (code: string | null) => string;
    shipping: (zone: string | null) => string;
    free: string;
    codFee: string;
    total: string;
    vat: (rate: string) => string;
    estimate: string;
    /** A number of days, or a range "min–max" whose plural follows `count` (the longest). */
    days: (count: number, n: string) => string;
  }
> = {
  en: {
    subtotal: 'Subtotal',
    discount: (code) => (code ? `Discount (${code})` : 'Discount'),
    freeShipping: (code) => (code ? `Free shipping (${code})` : 'Free shipping'),
    shipping: (zone) => (zone ? `Shipping (${zone})` : 'Shipping'),
    free: 'Free',
    codFee: 'Cash on delivery fee',
    total: 'Total',
    vat: (rate) => `Includes VAT ${rate}`,
    estimate: 'Estimated delivery',
    days: (count, n) => (count === 0 ? 'today' : n === '1' ? '1 day' : `${n} days`),
  },
  ar: {
    subtotal: 'المجموع الفرعي',
    discount: (code) => (code ? `خصم (${code})` : 'خصم'),
    freeShipping: (code) => (code ? `شحن مجاني (${code})` : 'شحن مجاني'),
    shipping: (zone) => (zone ? `الشحن (${zone})` : 'الشحن'),
    free: 'مجاني',
    codFee: 'رسوم الدفع عند الاستلام',
    total: 'الإجمالي',
    vat: (rate) => `شامل ضريبة القيمة المضافة ${rate}`,
    estimate: 'التوصيل المتوقع',
    days: (count, n) => {
      const range = n.includes('–');
      switch (arabicPlural.select(count)) {
        case 'zero':
          return 'اليوم';
        case 'one':
          return range ? `${n} يوم` : 'يوم واحد';
        case 'two':
          return range ? `${n} يوم` : 'يومان';
        case 'few':
          return `${n} أيام`;
        case 'many':
          return `${n} يومًا`;
        default:
          return `${n} يوم`;
      }
    },
  },
};

const numberLocale = (language: Language) => (language === 'ar' ? 'ar-EG' : 'en-EG');

// Built once per language: making an Intl formatter costs far more than using it, and every
// order mail formats its amounts (bench:checkout found it in the profile).
const numberFormat = cachedFormatter((locale) => new Intl.NumberFormat(locale));
const expiryFormat = cachedFormatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    }),
);
const percentFormat = cachedFormatter(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }),
);

/**
 * The order's amounts line by line, as its row and stored quote hold them (nothing is computed):
 * subtotal, coupons off the items, shipping (with its zone), a free-shipping coupon, the COD fee,
 * the total, the VAT it contains, and while it is on its way the delivery estimate.
 */
export function amountLines(
  order: OrderMailSource['order'],
  language: Language,
): NonNullable<MailContent['summary']> {
  const text = LINES[language];
  const egp = (piastres: number) => formatEgp(toEgp(piastres), language);
  const number = (value: number) => numberFormat(numberLocale(language)).format(value);
  const { quote } = order;
  const discounts = (appliesTo: 'items' | 'shipping') =>
    quote.discounts
      .filter((d) => d.appliesTo === appliesTo && d.amountPiastres > 0)
      .map((d) => ({
        label: d.type === 'free_shipping' ? text.freeShipping(d.code) : text.discount(d.code),
        value: `−${egp(d.amountPiastres)}`,
      }));
  const zone = quote.shipping.zone;
  const lines: NonNullable<MailContent['summary']> = [
    { label: text.subtotal, value: egp(order.subtotalPiastres) },
    ...discounts('items'),
    {
      label: text.shipping(zone ? (language === 'ar' ? zone.nameAr : zone.nameEn) : null),
      value: order.shippingPiastres > 0 ? egp(order.shippingPiastres) : text.free,
    },
    ...discounts('shipping'),
  ];
  if (order.codFeePiastres > 0)
    lines.push({ label: text.codFee, value: egp(order.codFeePiastres) });
  lines.push({ label: text.total, value: egp(order.totalPiastres), strong: true });
  if (quote.vat) {
    const rate = percentFormat(numberLocale(language)).format(quote.vat.ratePercent);
    lines.push({ label: text.vat(rate), value: egp(quote.vat.includedPiastres) });
  }
  const estimate = quote.shipping.estimate;
  const onItsWay =
    order.deliveryStatus !== 'delivered' &&
    order.paymentStatus !== 'cancelled' &&
    order.paymentStatus !== 'failed';
  if (estimate && onItsWay) {
    const { minDays, maxDays } = estimate;
    const days = minDays === maxDays ? number(maxDays) : `${number(minDays)}–${number(maxDays)}`;
    lines.push({ label: text.estimate, value: text.days(maxDays, days) });
  }
  return lines;
}

/** An order line as a mail shows it: its name (with variant) and colour as bought, and amounts. */
export type OrderMailItem = Pick<
  typeof orderItems.$inferSelect,
  'nameEn' | 'nameAr' | 'colorName' | 'colorNameAr' | 'quantity' | 'totalPiastres'
>;

/** What the mail is made of: the order and its customer. */
export interface OrderMailSource {
  order: typeof orders.$inferSelect;
  /** The order's lines (issue 24 item 7): every mail lists them. */
  items?: OrderMailItem[];
  firstName: string;
  /** The order's own language (`orders.locale`, the language the customer placed it in). */
  language: Language;
  email: string;
  /** The confirmation link's token of a cash order that waits for it ('placed' only). */
  confirmationToken?: string;
  /** A kiosk payment's reference and until when it can be paid ('placed' only, decision 041). */
  kiosk?: KioskReference;
  /** The courier and tracking number ('out_for_delivery' sent with a shipment, decision 044). */
  shipment?: ShipmentMailLines;
}

/** The shipment lines of the 'out_for_delivery' mail (shipments, after the shipment commits). */
export interface ShipmentMailLines {
  courier: Record<Language, string>;
  trackingNumber: string | null;
  /** The courier's tracking page; null for the manual courier. */
  trackingUrl: string | null;
}

const SHIPMENT_LINES: Record<Language, { courier: string; tracking: string; track: string }> = {
  en: { courier: 'Courier', tracking: 'Tracking number', track: 'Track your parcel:' },
  ar: { courier: 'شركة الشحن', tracking: 'رقم التتبع', track: 'تتبّع شحنتك:' },
};

const shipmentSummary = (kind: OrderMailKind, row: OrderMailSource) => {
  if (kind !== 'out_for_delivery' || !row.shipment) return undefined;
  const text = SHIPMENT_LINES[row.language];
  const { courier, trackingNumber } = row.shipment;
  return [
    { label: text.courier, value: courier[row.language] },
    ...(trackingNumber ? [{ label: text.tracking, value: trackingNumber }] : []),
  ];
};

/** Queues the 'out_for_delivery' mail of a shipment, with its courier and tracking number. */
export async function queueShipmentMail(
  ctx: AppContext,
  orderId: string,
  shipment: ShipmentMailLines,
): Promise<void> {
  const row = await readMailSource(ctx, orderId);
  if (row) await queueOrderMail(ctx, orderId, 'out_for_delivery', { ...row, shipment });
}

export interface KioskReference {
  reference: string;
  expiresAt: Date;
}

/** The 'placed' mail of an order paid in cash at a kiosk: the reference, the amount, the time. */
const KIOSK: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: 'Your payment reference for order #{n}',
    body: 'Thank you! To pay for your order #{n}, give the reference number {reference} at any Aman or Masary kiosk and pay {total} in cash before {expiry} (Cairo time). We will let you know as soon as your payment arrives; until then your order is reserved for you.',
  },
  ar: {
    subject: 'الرقم المرجعي لدفع طلبك رقم {n}',
    body: 'شكرًا لك! لدفع قيمة طلبك رقم {n}، قدّم الرقم المرجعي {reference} في أي منفذ من منافذ أمان أو مصاري وادفع {total} نقدًا قبل {expiry} (بتوقيت القاهرة). سنخبرك فور وصول دفعتك، وحتى ذلك الحين طلبك محجوز لك.',
  },
};

const kioskText = (kind: OrderMailKind, row: OrderMailSource) => {
  if (kind !== 'placed' || !row.kiosk) return null;
  const { subject, body } = KIOSK[row.language];
  const expiry = expiryFormat(numberLocale(row.language)).format(row.kiosk.expiresAt);
  return {
    subject,
    body: body.replaceAll('{reference}', row.kiosk.reference).replaceAll('{expiry}', expiry),
  };
};

/**
 * Queues the 'placed' mail of a kiosk order with its reference, once the reference exists
 * (payments, after the kiosk payment opened).
 */
export async function queueKioskMail(
  ctx: AppContext,
  orderId: string,
  kiosk: KioskReference,
): Promise<void> {
  const row = await readMailSource(ctx, orderId);
  if (row) await queueOrderMail(ctx, orderId, 'placed', { ...row, kiosk });
}

async function readMailSource(ctx: AppContext, orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const customer = order && (await userContact(ctx.db, order.userId));
  if (!customer) return null;
  const { firstName, email } = customer;
  const items = await ctx.db
    .select({
      nameEn: orderItems.nameEn,
      nameAr: orderItems.nameAr,
      colorName: orderItems.colorName,
      colorNameAr: orderItems.colorNameAr,
      quantity: orderItems.quantity,
      totalPiastres: orderItems.totalPiastres,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.nameEn));
  // In the language the order was placed in, not the account's (issue 24 item 7).
  return { order, items, firstName, language: order.locale, email } satisfies OrderMailSource;
}

const DETAILS: Record<
  Language,
  { address: string; method: string; times: string; total: string; colour: string }
> = {
  en: {
    address: 'Delivery address',
    method: 'Payment method',
    times: '×',
    total: 'Total',
    colour: 'colour',
  },
  ar: {
    address: 'عنوان التوصيل',
    method: 'طريقة الدفع',
    times: '×',
    total: 'الإجمالي',
    colour: 'اللون',
  },
};

/** One line per item: "Battery — 12 V (Black) × 2: EGP 200". */
export function itemLines(
  items: OrderMailItem[],
  language: Language,
): NonNullable<MailContent['summary']> {
  const number = (value: number) => numberFormat(numberLocale(language)).format(value);
  return items.map((item) => {
    const name = language === 'ar' ? item.nameAr || item.nameEn : item.nameEn || item.nameAr;
    const colour =
      language === 'ar'
        ? (item.colorNameAr ?? item.colorName)
        : (item.colorName ?? item.colorNameAr);
    return {
      label: `${name}${colour ? ` (${colour})` : ''} ${DETAILS[language].times} ${number(item.quantity)}`,
      value: formatEgp(toEgp(item.totalPiastres), language),
    };
  });
}

/** The address the order ships to, on one line: name, street, city, governorate, country. */
export function addressLine(
  info: (typeof orders.$inferSelect)['shippingInfo'],
  language: Language,
): string {
  const governorate =
    info.country === 'EG' ? EGYPT_GOVERNORATES.find((g) => g.code === info.state) : undefined;
  const country = COUNTRIES.find((c) => c.code === info.country);
  const comma = language === 'ar' ? '، ' : ', ';
  return [
    info.fullName || `${info.firstName ?? ''} ${info.lastName ?? ''}`.trim(),
    info.address,
    info.city,
    governorate ? governorate[language] : info.state,
    info.postalCode ?? '',
    country ? country[language] : info.country,
  ]
    .filter((part) => part && part.trim() !== '')
    .join(comma);
}

/**
 * Queues the mail for an order event, in the customer's own language. `known`: the order and
 * customer the caller already holds (checkout), so they are not read again.
 */
export async function queueOrderMail(
  ctx: AppContext,
  orderId: string,
  kind: OrderMailKind,
  known?: OrderMailSource,
): Promise<void> {
  const row = known ?? (await readMailSource(ctx, orderId));
  if (!row) return;
  const store = await ctx.storeProfile();
  await ctx.jobs.enqueue('email.send', {
    ...orderMail(ctx, kind, row, store?.name[row.language] ?? 'GreenVolt'),
  });
}

/**
 * The mail for an order event, in the customer's language, ready to queue (no database reads,
 * so a checkout can queue it inside its own transaction). `storeName` in that language.
 */
export function orderMail(
  ctx: AppContext,
  kind: OrderMailKind,
  row: OrderMailSource,
  storeName: string,
): MailMessage {
  const language = row.language;
  // The 'paid' mail of cash on delivery names the cash recorded (decision 043).
  const { cashCollectedPiastres: cash, totalPiastres } = row.order;
  const amount = kind === 'paid' && typeof cash === 'number' ? cash : totalPiastres;
  const fill = (text: string) =>
    text
      .replaceAll('{n}', String(row.order.orderNumber))
      .replaceAll('{total}', formatEgp(toEgp(amount), language))
      .replaceAll('{refunded}', formatEgp(toEgp(row.order.refundedPiastres), language))
      .replaceAll('{method}', paymentMethodName(row.order.paymentMethod, language));
  const toConfirm = kind === 'placed' && row.confirmationToken ? TO_CONFIRM[language] : null;
  const t = toConfirm ?? kioskText(kind, row) ?? TEXTS[kind][language];
  const confirmLink = `${ctx.config.appUrl}/confirm-order?token=${row.confirmationToken}`;
  return renderMail({
    language,
    to: row.order.shippingInfo.email || row.email,
    subject: fill(t.subject),
    storeName,
    greeting: greeting[language](row.firstName),
    paragraphs: [
      fill(t.body),
      ...(kind === 'out_for_delivery' && row.shipment?.trackingUrl
        ? [`${SHIPMENT_LINES[language].track} ${row.shipment.trackingUrl}`]
        : []),
      // Every mail says where the order goes and how it is paid (issue 24 item 7); the 'paid'
      // mail names the method in its text already.
      `${DETAILS[language].address}: ${addressLine(row.order.shippingInfo, language)}`,
      ...(kind === 'paid'
        ? []
        : [`${DETAILS[language].method}: ${paymentMethodName(row.order.paymentMethod, language)}`]),
    ],
    // Its lines, then the amounts: all of them in the mails about money, the total in the others.
    summary: [
      ...(shipmentSummary(kind, row) ?? []),
      ...itemLines(row.items ?? [], language),
      ...(WITH_AMOUNTS.has(kind)
        ? amountLines(row.order, language)
        : [
            {
              label: DETAILS[language].total,
              value: formatEgp(toEgp(row.order.totalPiastres), language),
              strong: true,
            },
          ]),
    ],
    button: toConfirm
      ? { label: toConfirm.button, link: confirmLink }
      : { label: BUTTON[language], link: `${ctx.config.appUrl}/orders/${row.order.id}` },
  });
}
