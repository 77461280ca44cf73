import type { Language } from '../../../shared/constants';
import { formatEgp, toEgp } from '../../../shared/money';
import type { AppContext } from '../../context';
import { greeting, renderMail } from '../../lib/mail-layout';
import { userContact } from '../auth';
import { type NotificationDraft, notifyAdmins, notifyUser } from '../notifications';
import { type ReturnRow, referenceOf } from './reads';

/**
 * What each step of a return tells whom (decision 046), in both languages: a new request the
 * admins (a notice, and a mail to the shop's contact address) and the customer (a mail that it
 * arrived); approval, refusal and receipt the customer (a notice and a mail). The refund's own
 * notice and mail come from the payments area, as for every refund. Run after the commit; a
 * failure is logged, never undoes the step.
 */

export type CustomerStep = 'requested' | 'approved' | 'refused' | 'received';
type Texts = Record<Language, { title: string; body: string }>;

const CUSTOMER: Record<CustomerStep, Texts> = {
  requested: {
    en: {
      title: 'We received your return request for order #{n}',
      body: 'Your return request {ref} for order #{n} is with our team. We will reply within two working days.',
    },
    ar: {
      title: 'استلمنا طلب الإرجاع الخاص بالطلب رقم {n}',
      body: 'طلب الإرجاع {ref} الخاص بطلبك رقم {n} لدى فريقنا الآن، وسنرد عليك خلال يومَي عمل.',
    },
  },
  approved: {
    en: {
      title: 'Your return for order #{n} is approved',
      body: 'We approved your return {ref}. Once the items reach us, we will refund {amount}.',
    },
    ar: {
      title: 'تمت الموافقة على إرجاع الطلب رقم {n}',
      body: 'وافقنا على طلب الإرجاع {ref}. بمجرد وصول المنتجات إلينا سنردّ إليك {amount}.',
    },
  },
  refused: {
    en: {
      title: 'Your return request for order #{n} was not accepted',
      body: 'We could not accept your return request {ref}.',
    },
    ar: {
      title: 'لم نتمكن من قبول طلب إرجاع الطلب رقم {n}',
      body: 'لم نتمكن من قبول طلب الإرجاع {ref}.',
    },
  },
  received: {
    en: {
      title: 'We received the items of your return for order #{n}',
      body: 'The items of your return {ref} reached us. Your refund of {amount} follows.',
    },
    ar: {
      title: 'استلمنا منتجات الإرجاع الخاص بالطلب رقم {n}',
      body: 'وصلتنا منتجات طلب الإرجاع {ref}، وسيتم ردّ مبلغ {amount} إليك.',
    },
  },
};

const MESSAGE_LABEL: Record<Language, string> = { en: 'Our message:', ar: 'رسالتنا:' };
const BUTTON: Record<Language, string> = { en: 'View my order', ar: 'عرض طلبي' };

interface Head {
  orderId: string;
  orderNumber: number;
  userId: string;
  /** The order's language: the customer hears of its return in it (issue 24 item 7). */
  locale?: Language;
}

function filler(row: ReturnRow, head: Head, language: Language) {
  const amount = formatEgp(toEgp(row.refundPiastres ?? 0), language);
  return (text: string) =>
    text
      .replaceAll('{n}', String(head.orderNumber))
      .replaceAll('{ref}', referenceOf(row.id))
      .replaceAll('{amount}', amount);
}

/** The customer's notice of a step (both languages). */
export function customerNotice(step: CustomerStep, row: ReturnRow, head: Head): NotificationDraft {
  const en = filler(row, head, 'en');
  const ar = filler(row, head, 'ar');
  const message = (language: Language, fill: (text: string) => string) =>
    [fill(CUSTOMER[step][language].body), row.staffMessage ?? ''].filter(Boolean).join(' — ');
  return {
    type: 'order',
    priority: step === 'refused' ? 'high' : 'normal',
    titleEn: en(CUSTOMER[step].en.title),
    titleAr: ar(CUSTOMER[step].ar.title),
    messageEn: message('en', en),
    messageAr: message('ar', ar),
    redirectUrl: `/orders/${head.orderId}`,
  };
}

/** To every admin: a new request, or one withdrawn by its customer. */
export function adminNotice(
  kind: 'requested' | 'cancelled',
  row: ReturnRow,
  head: Head,
): NotificationDraft {
  const n = head.orderNumber;
  const ref = referenceOf(row.id);
  return kind === 'requested'
    ? {
        type: 'order',
        titleEn: `Return request ${ref} for order #${n}`,
        titleAr: `طلب إرجاع ${ref} للطلب رقم ${n}`,
        messageEn: 'A customer asks to return items. Approve or refuse it from the returns page.',
        messageAr: 'يطلب عميل إرجاع منتجات. وافق على الطلب أو ارفضه من صفحة المرتجعات.',
        redirectUrl: `/admin/orders/${head.orderId}`,
      }
    : {
        type: 'order',
        titleEn: `Return request ${ref} withdrawn`,
        titleAr: `سُحب طلب الإرجاع ${ref}`,
        messageEn: `The customer withdrew their return request for order #${n}.`,
        messageAr: `سحب العميل طلب الإرجاع الخاص بالطلب رقم ${n}.`,
        redirectUrl: `/admin/orders/${head.orderId}`,
      };
}

async function queue(ctx: AppContext, mail: Parameters<typeof renderMail>[0]) {
  await ctx.jobs.enqueue('email.send', { ...renderMail(mail) });
}

/** The customer's notice (not for their own request) and mail of a step. */
export async function tellCustomer(
  ctx: AppContext,
  step: CustomerStep,
  row: ReturnRow,
  head: Head,
) {
  try {
    if (step !== 'requested') await notifyUser(ctx, head.userId, customerNotice(step, row, head));
    const customer = await userContact(ctx.db, head.userId);
    if (!customer) return;
    const language = head.locale ?? customer.language;
    const fill = filler(row, head, language);
    const store = await ctx.storeProfile();
    await queue(ctx, {
      language,
      to: customer.email,
      subject: fill(CUSTOMER[step][language].title),
      storeName: store?.name[language] ?? 'GreenVolt',
      greeting: greeting[language](customer.firstName),
      paragraphs: [
        fill(CUSTOMER[step][language].body),
        ...(row.staffMessage && step !== 'requested'
          ? [`${MESSAGE_LABEL[language]} ${row.staffMessage}`]
          : []),
      ],
      button: { label: BUTTON[language], link: `${ctx.config.appUrl}/orders/${head.orderId}` },
    });
  } catch (error) {
    ctx.log.error({ err: error, returnId: row.id }, 'telling the customer of a return failed');
  }
}

/** The admins' notice, and for a new request a mail to the shop's contact address (Arabic). */
export async function tellAdmins(
  ctx: AppContext,
  kind: 'requested' | 'cancelled',
  row: ReturnRow,
  head: Head,
) {
  try {
    const notice = adminNotice(kind, row, head);
    await notifyAdmins(ctx, notice);
    const store = await ctx.storeProfile();
    if (kind !== 'requested' || !store?.email) return;
    await queue(ctx, {
      language: 'ar',
      to: store.email,
      subject: notice.titleAr,
      storeName: store.name.ar,
      greeting: greeting.ar(store.name.ar),
      paragraphs: [notice.messageAr, notice.messageEn],
      button: { label: 'فتح الطلب', link: `${ctx.config.appUrl}/admin/orders/${head.orderId}` },
    });
  } catch (error) {
    ctx.log.error({ err: error, returnId: row.id }, 'telling the admins of a return failed');
  }
}
