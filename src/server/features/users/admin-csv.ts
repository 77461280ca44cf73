import type { z } from 'zod';
import type { Language } from '../../../shared/constants';
import type { adminUserCsvQuerySchema } from '../../../shared/schemas/csv-exports';
import type { Db } from '../../db/client';
import type { CsvCell } from '../../lib/csv';
import { translate } from '../../lib/i18n';
import { type AccountCursor, accountCsvBatch } from '../auth';
import { orderCountsOf } from '../orders';

type Query = z.output<typeof adminUserCsvQuerySchema>;
const BATCH = 500;

export const userCsvHeader = (lang: Language): string[] =>
  (
    [
      'firstName',
      'lastName',
      'email',
      'phone',
      'role',
      'confirmed',
      'status',
      'orders',
      'createdAt',
    ] as const
  ).map((column) => translate(lang, `csv.users.${column}`));

/**
 * Every user matching the list's filters, newest first, BATCH rows at a time (a keyset on the
 * creation time, auth's accountCsvBatch), each with the number of orders they placed.
 */
export async function* userCsvRows(
  db: Db,
  query: Query,
  lang: Language,
): AsyncGenerator<CsvCell[][]> {
  let after: AccountCursor = null;
  for (;;) {
    const rows = await accountCsvBatch(db, query, after, BATCH);
    const orders = await orderCountsOf(
      db,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => [
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
      translate(lang, row.role ? `csv.role.${row.role}` : 'csv.role.undefined'),
      translate(lang, row.confirmed ? 'csv.yes' : 'csv.no'),
      translate(lang, row.disabled ? 'csv.disabled' : 'csv.active'),
      orders.get(row.id) ?? 0,
      row.joined,
    ]);
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.key, id: last.id };
  }
}
