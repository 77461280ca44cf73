import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCustomer } from '../cart/test-fixtures';
import { createAddressesService } from './service';
import { customerAddresses } from './tables';

/**
 * Concurrent changes to one book. On PostgreSQL (DATABASE_URL set) the calls run on separate
 * connections at the same time; on PGlite they are serialised by the one connection.
 */
let t: TestApp;
let userId: string;
const address = {
  label: null,
  firstName: 'Race',
  lastName: 'Test',
  phone: '01012345678',
  address: '1 Street',
  city: 'Cairo',
  state: 'C',
  postalCode: null,
  country: 'EG',
};

beforeAll(async () => {
  t = await createTestApp();
  userId = await createCustomer(t, 'race@example.com');
});
afterAll(async () => {
  await t.app.close();
});

describe('address book under concurrency', () => {
  it('two simultaneous "make default" calls leave exactly one default', async () => {
    const book = createAddressesService(t.database.db);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await book.create(userId, address)).id);
    for (let round = 0; round < 10; round++) {
      const [a, b] = [ids[round % 4], ids[(round + 1) % 4]];
      const results = await Promise.allSettled([
        book.makeDefault(userId, a),
        book.makeDefault(userId, b),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const rows = await t.database.db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId));
      const defaults = rows.filter((row) => row.isDefault).map((row) => row.id);
      expect(defaults).toHaveLength(1);
      expect([a, b]).toContain(defaults[0]);
    }
  });

  it('simultaneous adds never pass the cap, and the first add alone becomes the default', async () => {
    const other = await createCustomer(t, 'race2@example.com');
    const book = createAddressesService(t.database.db);
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, () => book.create(other, address)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const rows = await t.database.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.userId, other));
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });
});
