import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type {
  CustomerOrderMessages,
  OrderNoteInput,
  OrderNoteList,
} from '../../../shared/schemas/order-notes';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { greeting, renderMail } from '../../lib/mail-layout';
import { recordAudit } from '../audit';
import { userContact, userContacts } from '../auth';
import { type NotificationDraft, notifyUser } from '../notifications';
import { orderNotes, orders } from './tables';

/**
 * Notes on an order (issue 21, decision 046). A `staff` note stays with staff: it is read only by
 * the admin routes and never joins the customer's order answer, mails or notices. A `customer`
 * note is a message to the customer: on their order page, as an in-app notification and as an
 * e-mail in their language. Each note is audited in its own transaction.
 */

type NoteRow = typeof orderNotes.$inferSelect;
type OrderHead = Pick<typeof orders.$inferSelect, 'id' | 'orderNumber' | 'userId'>;

/** The notice keeps the start of a long message; the order page and the mail show all of it. */
const NOTICE_TEXT_MAX = 300;
const excerpt = (text: string) =>
  text.length > NOTICE_TEXT_MAX ? `${text.slice(0, NOTICE_TEXT_MAX - 1).trimEnd()}…` : text;

export function customerNoteNotice(order: OrderHead, body: string): NotificationDraft {
  const n = order.orderNumber;
  return {
    type: 'order',
    titleEn: `A message about your order #${n}`,
    titleAr: `رسالة بخصوص طلبك رقم ${n}`,
    messageEn: excerpt(body),
    messageAr: excerpt(body),
    redirectUrl: `/orders/${order.id}`,
  };
}

const MAIL: Record<Language, { subject: string; intro: string; button: string }> = {
  en: {
    subject: 'A message about your order #{n}',
    intro: 'We have a message for you about your order #{n}:',
    button: 'View my order',
  },
  ar: {
    subject: 'رسالة بخصوص طلبك رقم {n}',
    intro: 'لدينا رسالة لك بخصوص طلبك رقم {n}:',
    button: 'عرض طلبي',
  },
};

async function queueCustomerNoteMail(ctx: AppContext, order: OrderHead, body: string) {
  const customer = await userContact(ctx.db, order.userId);
  if (!customer) return;
  const [row] = await ctx.db
    .select({ shippingInfo: orders.shippingInfo })
    .from(orders)
    .where(eq(orders.id, order.id));
  const language = customer.language;
  const texts = MAIL[language];
  const fill = (text: string) => text.replaceAll('{n}', String(order.orderNumber));
  const store = await ctx.storeProfile();
  await ctx.jobs.enqueue('email.send', {
    ...renderMail({
      language,
      to: row?.shippingInfo.email || customer.email,
      subject: fill(texts.subject),
      storeName: store?.name[language] ?? 'GreenVolt',
      greeting: greeting[language](customer.firstName),
      paragraphs: [fill(texts.intro), body],
      button: { label: texts.button, link: `${ctx.config.appUrl}/orders/${order.id}` },
    }),
  });
}

async function orderHead(db: Db, orderId: string, userId?: string) {
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined));
  return order ?? null;
}

export function createOrderNotes(ctx: AppContext) {
  const { db } = ctx;

  async function rows(orderId: string, visibility?: 'customer'): Promise<NoteRow[]> {
    return db
      .select()
      .from(orderNotes)
      .where(
        and(
          eq(orderNotes.orderId, orderId),
          visibility ? eq(orderNotes.visibility, visibility) : undefined,
        ),
      )
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  }

  /** Every note of the order, oldest first, with its author; null: no such order. */
  async function listForStaff(orderId: string): Promise<OrderNoteList | null> {
    if (!(await orderHead(db, orderId))) return null;
    const notes = await rows(orderId);
    const authors = await userContacts(db, [
      ...new Set(notes.flatMap((note) => (note.authorId ? [note.authorId] : []))),
    ]);
    return {
      notes: notes.map((note) => {
        const author = note.authorId ? authors.get(note.authorId) : undefined;
        return {
          id: note.id,
          visibility: note.visibility,
          body: note.body,
          author: author
            ? { id: author.id, name: `${author.firstName} ${author.lastName}`.trim() }
            : null,
          createdAt: note.createdAt.toISOString(),
        };
      }),
    };
  }

  /**
   * Adds a note, audited with it; a note to the customer is then notified and mailed (after the
   * commit: a lost mail never loses the note). Null: no such order.
   */
  async function add(
    orderId: string,
    input: Required<OrderNoteInput>,
    authorId: string,
  ): Promise<OrderNoteList | null> {
    const order = await orderHead(db, orderId);
    if (!order) return null;
    await db.transaction(async (tx) => {
      const [note] = await tx
        .insert(orderNotes)
        .values({ orderId, authorId, visibility: input.visibility, body: input.body })
        .returning();
      await recordAudit(tx, {
        actorId: authorId,
        action: 'order.note_added',
        entityType: 'order',
        entityId: orderId,
        after: { noteId: note.id, visibility: note.visibility, note: note.body },
      });
    });
    if (input.visibility === 'customer') {
      await notifyUser(ctx, order.userId, customerNoteNotice(order, input.body));
      try {
        await queueCustomerNoteMail(ctx, order, input.body);
      } catch (error) {
        ctx.log.error({ err: error, orderId }, 'queueing the order message mail failed');
      }
    }
    return listForStaff(orderId);
  }

  /** The shop's messages to the customer on their own order; null: not theirs or no such order. */
  async function messagesFor(
    userId: string,
    orderId: string,
  ): Promise<CustomerOrderMessages | null> {
    if (!(await orderHead(db, orderId, userId))) return null;
    const notes = await rows(orderId, 'customer');
    return {
      messages: notes.map((note) => ({
        id: note.id,
        body: note.body,
        createdAt: note.createdAt.toISOString(),
      })),
    };
  }

  return { listForStaff, add, messagesFor };
}

export type OrderNotes = ReturnType<typeof createOrderNotes>;
