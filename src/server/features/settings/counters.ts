import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Counters } from '../../lib/catalog-version';
import { settings } from './tables';

/**
 * Counters kept as settings rows, so every instance reads the same value; lib/catalog-version.ts
 * keeps its version here (lib/ imports no feature: app.ts hands these in).
 */
export function settingsCounters(db: Db): Counters {
  return {
    async read(key) {
      const rows = await db
        .select({ value: settings.value })
        .from(settings)
        .where(sql`${settings.key} = ${key}`);
      return String(rows[0]?.value ?? '0');
    },
    async bump(key) {
      const [row] = await db
        .insert(settings)
        .values({ key, value: 1 })
        .onConflictDoUpdate({
          target: settings.key,
          set: {
            value: sql`to_jsonb(coalesce((${settings.value})::text::bigint, 0) + 1)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ value: settings.value });
      return String(row.value);
    },
  };
}
