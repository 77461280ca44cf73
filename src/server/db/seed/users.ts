import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { users } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Extra confirmed customers so the admin's user list and dashboard have people in them. */
const DEMO_CUSTOMERS = [
  {
    firstName: 'Ahmed',
    lastName: 'Hassan',
    email: 'ahmed.hassan@example.com',
    phone: '01001234567',
    daysAgo: 13,
  },
  {
    firstName: 'Mona',
    lastName: 'Adel',
    email: 'mona.adel@example.com',
    phone: '01112345678',
    daysAgo: 11,
  },
  {
    firstName: 'محمد',
    lastName: 'السيد',
    email: 'mohamed.elsayed@example.com',
    phone: '01223456789',
    daysAgo: 9,
  },
  {
    firstName: 'سارة',
    lastName: 'إبراهيم',
    email: 'sara.ibrahim@example.com',
    phone: '01534567890',
    daysAgo: 6,
  },
  {
    firstName: 'Karim',
    lastName: 'Mostafa',
    email: 'karim.mostafa@example.com',
    phone: '01045678901',
    daysAgo: 4,
  },
  {
    firstName: 'نور',
    lastName: 'خالد',
    email: 'nour.khaled@example.com',
    phone: '01156789012',
    daysAgo: 2,
  },
];

export interface DemoUsers {
  admin: string;
  customer: string;
  customers: string[];
}

async function upsertUser(db: Db, values: typeof users.$inferInsert): Promise<string> {
  // E-mails are unique by lower(email), an expression index ON CONFLICT cannot name here.
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${values.email})`);
  if (existing) {
    await db
      .update(users)
      .set({ firstName: values.firstName, lastName: values.lastName, role: values.role })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

export async function seedDemoUsers(db: Db): Promise<DemoUsers> {
  const confirmed = new Date();
  const admin = await upsertUser(db, {
    email: DEMO_ACCOUNTS.admin.email,
    passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
    firstName: 'Admin',
    lastName: 'GreenVolt',
    phone: '01000000001',
    role: 'admin',
    emailConfirmedAt: confirmed,
  });
  const customer = await upsertUser(db, {
    email: DEMO_ACCOUNTS.customer.email,
    passwordHash: await hashPassword(DEMO_ACCOUNTS.customer.password),
    firstName: 'Omar',
    lastName: 'Farouk',
    phone: '01012345678',
    role: 'customer',
    emailConfirmedAt: confirmed,
  });
  // The extra customers never sign in; one shared hash keeps seeding fast.
  const sharedHash = await hashPassword('DemoCustomer123!');
  const customers: string[] = [];
  for (const person of DEMO_CUSTOMERS) {
    const createdAt = new Date(Date.now() - person.daysAgo * 86_400_000);
    customers.push(
      await upsertUser(db, {
        email: person.email,
        passwordHash: sharedHash,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        role: 'customer',
        emailConfirmedAt: createdAt,
        createdAt,
      }),
    );
  }
  return { admin, customer, customers: [customer, ...customers] };
}
