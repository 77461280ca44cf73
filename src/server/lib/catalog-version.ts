import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../features/settings/tables';

const KEY = 'catalog_version';
// How stale another instance's cached catalog may be after a write elsewhere.
const RECHECK_MS = 1000;

/**
 * A number that changes on every catalog write, kept in the database so that all instances see
 * it. Cached catalog answers are keyed by it: a write here is visible at once, a write on
 * another instance within RECHECK_MS.
 */
export function createCatalogVersion(db: Db) {
  let known = '';
  let checkedAt = 0;
  let pending: Promise<string> | undefined;

  async function read(): Promise<string> {
    const rows = await db
      .select({ value: settings.value })
      .from(settings)
      .where(sql`${settings.key} = ${KEY}`);
    return String(rows[0]?.value ?? '0');
  }

  return {
    async current(): Promise<string> {
      if (Date.now() - checkedAt < RECHECK_MS) return known;
      pending ??= read()
        .then((value) => {
          known = value;
          checkedAt = Date.now();
          return value;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    async bump(): Promise<void> {
      const [row] = await db
        .insert(settings)
        .values({ key: KEY, value: 1 })
        .onConflictDoUpdate({
          target: settings.key,
          set: {
            value: sql`to_jsonb(coalesce((${settings.value})::text::bigint, 0) + 1)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ value: settings.value });
      known = String(row.value);
      checkedAt = Date.now();
    },
  };
}

export type CatalogVersion = ReturnType<typeof createCatalogVersion>;
