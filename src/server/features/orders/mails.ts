import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { formatEgp, toEgp } from '../../../shared/money';
import type { AppContext } from '../../context';
import { greeting, renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import { userContact } from '../auth';
import { orders } from './tables';

export type OrderMailKind = 'placed' | 'paid' | 'out_for_delivery' | 'delivered' | 'cancelled';

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
  paid: {
    en: {
      subject: 'Payment received for order #{n}',
      body: 'We received the payment of {total} for your order #{n}.',
    },
    ar: {
      subject: 'تم استلام الدفع للطلب رقم {n}',
      body: 'استلمنا دفعة بقيمة {total} لطلبك رقم {n}.',
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
};

const BUTTON: Record<Language, string> = { en: 'View my order', ar: 'عرض طلبي' };

/** What the mail is made of: the order and its customer. */
export interface OrderMailSource {
  order: typeof orders.$inferSelect;
  firstName: string;
  language: Language;
  email: string;
}

async function readMailSource(ctx: AppContext, orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const customer = order && (await userContact(ctx.db, order.userId));
  if (!customer) return null;
  const { firstName, language, email } = customer;
  return { order, firstName, language, email } satisfies OrderMailSource;
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
  const fill = (text: string) =>
    text
      .replaceAll('{n}', String(row.order.orderNumber))
      .replaceAll('{total}', formatEgp(toEgp(row.order.totalPiastres), language));
  const t = TEXTS[kind][language];
  return renderMail({
    language,
    to: row.order.shippingInfo.email || row.email,
    subject: fill(t.subject),
    storeName,
    greeting: greeting[language](row.firstName),
    paragraphs: [fill(t.body)],
    button: { label: BUTTON[language], link: `${ctx.config.appUrl}/orders/${row.order.id}` },
  });
}
