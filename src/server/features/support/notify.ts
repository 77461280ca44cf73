import { isolate } from '../../../shared/bidi';
import type { AppContext } from '../../context';
import { notifyAdmins, notifyUser } from '../notifications';

export interface ThreadFacts {
  id: string;
  subject: string;
  priority: 'low' | 'normal' | 'high';
  requesterName: string;
}

// The customer's words keep their own direction inside the shop's sentence (issue 24 item 10).
const quote = (subject: string) => `“${isolate(subject)}”`;
const who = (thread: ThreadFacts) => isolate(thread.requesterName);
// A high-priority thread stands out in the admins' bell; the rest are ordinary.
const priorityOf = (thread: ThreadFacts) => (thread.priority === 'high' ? 'high' : 'normal');
const adminUrl = (id: string) => `/admin/support?thread=${id}`;

/**
 * In-app notifications about support threads. Called after the change has committed; raise()
 * logs and swallows its own failures, so a lost notification never undoes a message.
 */
export const supportNotices = {
  newThread: (ctx: AppContext, thread: ThreadFacts) =>
    notifyAdmins(ctx, {
      type: 'support',
      priority: priorityOf(thread),
      titleEn: 'New support request',
      titleAr: 'طلب دعم جديد',
      messageEn: `${who(thread)}: ${quote(thread.subject)}`,
      messageAr: `${who(thread)}: ${quote(thread.subject)}`,
      redirectUrl: adminUrl(thread.id),
    }),

  contactMessage: (ctx: AppContext, thread: ThreadFacts) =>
    notifyAdmins(ctx, {
      type: 'support',
      priority: 'normal',
      titleEn: 'New message from the contact form',
      titleAr: 'رسالة جديدة من نموذج التواصل',
      messageEn: `${who(thread)}: ${quote(thread.subject)}`,
      messageAr: `${who(thread)}: ${quote(thread.subject)}`,
      redirectUrl: adminUrl(thread.id),
    }),

  customerReply: (ctx: AppContext, thread: ThreadFacts) =>
    notifyAdmins(ctx, {
      type: 'support',
      priority: priorityOf(thread),
      titleEn: 'A customer replied',
      titleAr: 'رد جديد من عميل',
      messageEn: `${who(thread)} replied to ${quote(thread.subject)}`,
      messageAr: `ردّ ${who(thread)} على ${quote(thread.subject)}`,
      redirectUrl: adminUrl(thread.id),
    }),

  adminReply: (ctx: AppContext, userId: string, thread: ThreadFacts) =>
    notifyUser(ctx, userId, {
      type: 'support',
      priority: 'normal',
      titleEn: 'Our support team replied',
      titleAr: 'ردّ فريق الدعم على رسالتك',
      messageEn: `New reply to ${quote(thread.subject)}`,
      messageAr: `رد جديد على ${quote(thread.subject)}`,
      redirectUrl: `/support-messages?thread=${thread.id}`,
    }),
};
