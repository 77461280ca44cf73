import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { foldForSearch } from '../../lib/arabic';
import { searchQueryStats } from './tables';

/** How often the counts kept in memory are written (and on shutdown). */
export const STATS_FLUSH_MS = 30_000;
const MAX_PENDING = 5_000;
const MAX_KNOWN_RESULTS = 10_000;

/**
 * The query as counted: folded, one space between words, and without what could name a person
 * (e-mail addresses, phone and card numbers: runs of 7+ digits). No user, session or address is
 * ever kept with it.
 */
export function statKey(query: string): string {
  return foldForSearch(query)
    .replace(/\S+@\S+/g, ' ')
    .replace(/\d[\d\s-]{6,}\d/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

// One formatter for every search: making one costs more than the rest of the counting.
const CAIRO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });
const cairoToday = () => CAIRO_DAY.format(new Date());

/**
 * Searches counted in memory and added to search_query_stats every STATS_FLUSH_MS: a search
 * never waits on a write. Cached answers count too (the route's onResponse records them); their
 * result counts are remembered from when the answer was computed.
 */
export function createQueryStats(db: Db, log: FastifyBaseLogger) {
  let pending = new Map<string, { day: string; searches: number }>();
  const results = new Map<string, number>();

  function noteResults(query: string, total: number) {
    const key = statKey(query);
    if (!key) return;
    results.delete(key);
    results.set(key, total);
    if (results.size > MAX_KNOWN_RESULTS) results.delete(results.keys().next().value!);
  }

  function record(query: string) {
    const key = statKey(query);
    if (!key) return;
    const day = cairoToday();
    const id = `${day}|${key}`;
    const entry = pending.get(id);
    if (entry) entry.searches++;
    else if (pending.size < MAX_PENDING) pending.set(id, { day, searches: 1 });
  }

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([id, { day, searches }]) => {
      const queryKey = id.slice(day.length + 1);
      return { day, queryKey, searches, lastResults: results.get(queryKey) ?? 0 };
    });
    try {
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(searchQueryStats)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: [searchQueryStats.day, searchQueryStats.queryKey],
            set: {
              searches: sql`${searchQueryStats.searches} + excluded.searches`,
              lastResults: sql`excluded.last_results`,
              updatedAt: sql`now()`,
            },
          });
      }
    } catch (error) {
      log.warn({ err: error }, 'search statistics not written');
    }
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    record,
    noteResults,
    flush,
    start() {
      timer ??= setInterval(() => void flush(), STATS_FLUSH_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type QueryStats = ReturnType<typeof createQueryStats>;
