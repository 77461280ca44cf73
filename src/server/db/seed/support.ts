import { inArray, or, sql } from 'drizzle-orm';
import { supportMessages, supportThreads } from '../../features/support/tables';
import type { Db } from '../client';
import { users } from '../schema';
import type { DemoUsers } from './users';

const GUEST = { name: 'Karim Mansour', email: 'karim.mansour@example.com' };

/**
 * A few support conversations in both languages (one from the contact form) so a fresh demo's
 * support inbox, dashboard and customer pages show what they are for. Written once: skipped when
 * the demo customers or the demo guest already have threads.
 */
export async function seedDemoSupport(db: Db, demo: DemoUsers): Promise<void> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportThreads)
    .where(
      or(
        inArray(supportThreads.userId, [demo.customer, ...demo.customers]),
        sql`lower(${supportThreads.requesterEmail}) = ${GUEST.email}`,
      ),
    );
  if (count > 0) return;

  const people = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [demo.customer, ...demo.customers]));
  const person = (id: string) => people.find((p) => p.id === id)!;
  const [omar, second = omar, third = omar] = [
    person(demo.customer),
    ...demo.customers
      .filter((id) => id !== demo.customer)
      .slice(0, 2)
      .map(person),
  ];
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

  type Line = { role: 'customer' | 'admin' | 'guest'; body: string; at: number };
  const threads: {
    who: { id: string | null; name: string; email: string };
    subject: string;
    status: 'open' | 'pending' | 'closed';
    priority: 'low' | 'normal' | 'high';
    source: 'support' | 'contact';
    lines: Line[];
  }[] = [
    {
      who: { id: omar.id, name: `${omar.first} ${omar.last}`, email: omar.email },
      subject: 'Which battery fits my 48 V golf car?',
      status: 'open',
      priority: 'high',
      source: 'support',
      lines: [
        {
          role: 'customer',
          body: 'My golf car runs on six 8 V lead-acid batteries. Can I replace them with one of your 48 V lithium packs, and do I need a new charger?',
          at: 5,
        },
      ],
    },
    {
      who: { id: second.id, name: `${second.first} ${second.last}`, email: second.email },
      subject: 'استفسار عن ضمان بطارية الطاقة الشمسية',
      status: 'pending',
      priority: 'normal',
      source: 'support',
      lines: [
        {
          role: 'customer',
          body: 'ما مدة الضمان على بطارية ١٠ كيلووات ساعة، وهل يشمل التركيب؟',
          at: 30,
        },
        {
          role: 'admin',
          body: 'الضمان خمس سنوات على البطارية نفسها، ويشمل فحص التركيب إذا تم بواسطة فريقنا. هل تحب أن نرسل لك فنيًا للمعاينة؟',
          at: 26,
        },
      ],
    },
    {
      who: { id: null, name: GUEST.name, email: GUEST.email },
      subject: 'Wholesale prices for solar storage',
      status: 'open',
      priority: 'normal',
      source: 'contact',
      lines: [
        {
          role: 'guest',
          body: 'We install solar systems in Alexandria and would like a price list for 20+ storage batteries a month.',
          at: 2,
        },
      ],
    },
    {
      who: { id: third.id, name: `${third.first} ${third.last}`, email: third.email },
      subject: 'الشاحن لا يعمل بعد انقطاع الكهرباء',
      status: 'closed',
      priority: 'high',
      source: 'support',
      lines: [
        { role: 'customer', body: 'بعد انقطاع الكهرباء أمس لم يعد الشاحن يضيء.', at: 72 },
        { role: 'admin', body: 'جرّب إعادة ضبط القاطع الموجود خلف الشاحن لمدة ١٠ ثوانٍ.', at: 70 },
        { role: 'customer', body: 'نجحت الطريقة، شكرًا جزيلًا!', at: 69 },
      ],
    },
  ];

  for (const thread of threads) {
    const last = Math.min(...thread.lines.map((l) => l.at));
    const [row] = await db
      .insert(supportThreads)
      .values({
        userId: thread.who.id,
        requesterName: thread.who.name,
        requesterEmail: thread.who.email,
        subject: thread.subject,
        status: thread.status,
        priority: thread.priority,
        source: thread.source,
        lastMessageAt: hoursAgo(last),
        createdAt: hoursAgo(Math.max(...thread.lines.map((l) => l.at))),
      })
      .returning({ id: supportThreads.id });
    await db.insert(supportMessages).values(
      thread.lines.map((line) => ({
        threadId: row.id,
        authorId:
          line.role === 'admin' ? demo.admin : line.role === 'customer' ? thread.who.id : null,
        authorRole: line.role,
        body: line.body,
        createdAt: hoursAgo(line.at),
      })),
    );
  }
}
