import { asc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type { AppContext } from '../../context';
import { greeting, renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import { userContact } from '../auth';
import { supportMessages, type supportThreads } from './tables';

type Thread = typeof supportThreads.$inferSelect;

const TEXTS: Record<
  Language,
  {
    subject: (s: string) => string;
    intro: (s: string) => string;
    member: string;
    guest: string;
    open: string;
    contact: string;
  }
> = {
  en: {
    subject: (s) => `Reply to your message: ${s}`,
    intro: (s) => `Our support team replied to your message “${s}”:`,
    member: 'You can read the whole conversation and answer from your support messages.',
    guest:
      'To answer, send us a new message through our contact page or call us; we keep your earlier messages.',
    open: 'Open the conversation',
    contact: 'Contact us',
  },
  ar: {
    subject: (s) => `رد على رسالتك: ${s}`,
    intro: (s) => `ردّ فريق الدعم على رسالتك «${s}»:`,
    member: 'يمكنك قراءة المحادثة كاملة والرد عليها من صفحة رسائل الدعم.',
    guest: 'للرد، أرسل إلينا رسالة جديدة من صفحة التواصل أو اتصل بنا؛ نحتفظ برسائلك السابقة.',
    open: 'فتح المحادثة',
    contact: 'تواصل معنا',
  },
};

// A guest has no language setting: they get the language they wrote in.
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

/**
 * The e-mail that carries an admin's reply to the requester: in the account's language for
 * customers, in the language of their first message for guests of the contact form. Built before
 * the reply's transaction (PGlite has one connection: no reads outside a running transaction).
 */
export async function supportReplyMail(
  ctx: AppContext,
  thread: Thread,
  reply: string,
): Promise<MailMessage> {
  const account = thread.userId ? await userContact(ctx.db, thread.userId) : null;
  let language: Language;
  if (account) language = account.language;
  else {
    const [first] = await ctx.db
      .select({ body: supportMessages.body })
      .from(supportMessages)
      .where(eq(supportMessages.threadId, thread.id))
      .orderBy(asc(supportMessages.createdAt))
      .limit(1);
    language = ARABIC_LETTERS.test(`${thread.subject} ${first?.body ?? ''}`) ? 'ar' : 'en';
  }
  const store = await ctx.storeProfile();
  const t = TEXTS[language];
  const member = Boolean(account);
  return renderMail({
    language,
    to: thread.requesterEmail,
    subject: t.subject(thread.subject),
    storeName: store?.name[language] ?? 'GreenVolt',
    greeting: greeting[language](account?.firstName ?? thread.requesterName),
    paragraphs: [
      t.intro(thread.subject),
      ...reply.split(/\n+/).filter((line) => line.trim()),
      member ? t.member : t.guest,
    ],
    button: member
      ? { label: t.open, link: `${ctx.config.appUrl}/support-messages?thread=${thread.id}` }
      : { label: t.contact, link: `${ctx.config.appUrl}/contact` },
  });
}
