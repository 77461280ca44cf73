import { once } from 'node:events';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';

/**
 * Rate limits shared by every app instance on one PostgreSQL (DESIGN §6, decision 020), as a
 * custom store of @fastify/rate-limit. Fixed windows in the rate_limits table.
 *
 * - Per-route limits (login, register, forgot-password, contact: the plugin's child stores) are
 *   exact: one atomic upsert per hit. They are tight and rarely called.
 * - The API-wide limit (the root store) is generous and counted on every API request, so it is
 *   counted in memory and the increments of all clients are flushed once a second in one
 *   statement, which answers the shared totals. A client is limited when the last known shared
 *   total plus this instance's unflushed hits exceed the maximum; another instance's hits reach
 *   this one within a flush interval or two.
 *
 * A failing database never turns into 429s: an exact hit that cannot be counted is allowed, and
 * unflushed hits are kept for the next flush. The failure is logged once until it recovers.
 */
export interface PostgresRateLimitStore {
  /** The plugin's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Sends the counted API hits now (the timer does it every flushMs). */
  flush(): Promise<void>;
  /** Stops the timer after a last flush; call before the pool ends. */
  close(): Promise<void>;
}

interface Counter {
  /** Total hits of the window in the database at the last flush, all instances together. */
  shared: number;
  /** Hits sent by the flush in progress. */
  flushing: number;
  /** Hits not sent yet. */
  pending: number;
  /** When the window ends, in this process's clock. */
  resetAt: number;
  timeWindow: number;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

const API_PREFIX = 'api|';
const CLEANUP_EVERY_MS = 60_000;

const HIT = `
  insert into rate_limits as r (key, hits, reset_at)
  values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
  returning hits, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl_ms`;

// Sorted keys: two instances flushing the same keys lock them in the same order (no deadlock).
const FLUSH = `
  insert into rate_limits as r (key, hits, reset_at)
  select t.key, t.hits, now() + t.window_ms * interval '1 millisecond'
  from unnest($1::text[], $2::int[], $3::int[]) as t(key, hits, window_ms)
  order by t.key
  on conflict (key) do update set
    hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
  returning key, hits, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl_ms`;

const CLEANUP = 'delete from rate_limits where reset_at <= now()';

export function createPostgresRateLimitStore(options: {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  flushMs?: number;
  cleanupMs?: number;
}): PostgresRateLimitStore {
  const { pool, log } = options;
  const flushMs = options.flushMs ?? 1000;
  const cleanupMs = options.cleanupMs ?? CLEANUP_EVERY_MS;
  const counters = new Map<string, Counter>();
  let failing = false;
  let lastCleanup = Date.now();
  let flushing: Promise<void> | undefined;
  let closed = false;

  const failed = (error: unknown) => {
    if (!failing) {
      failing = true;
      log.error({ err: error }, 'rate limits: database unavailable, requests are let through');
    }
  };
  const succeeded = () => {
    if (failing) {
      failing = false;
      log.info('rate limits: database available again');
    }
  };

  /** Exact counting: one upsert per hit (the tight per-route limits). */
  function exactStore(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        pool.query<{ hits: number; ttl_ms: number }>(HIT, [prefix + key, timeWindow]).then(
          ({ rows: [row] }) => {
            succeeded();
            callback(null, { current: row.hits, ttl: Math.max(0, row.ttl_ms) });
          },
          (error) => {
            failed(error);
            callback(null, { current: 0, ttl: timeWindow });
          },
        );
      },
      child: (routeOptions) => exactStore(routePrefix(routeOptions)),
    };
  }

  function countLocally(key: string, callback: IncrCallback, timeWindow: number) {
    const now = Date.now();
    const id = API_PREFIX + key;
    let counter = counters.get(id);
    if (!counter || counter.resetAt <= now) {
      counter = { shared: 0, flushing: 0, pending: 0, resetAt: now + timeWindow, timeWindow };
      counters.set(id, counter);
    }
    counter.pending++;
    callback(null, {
      current: counter.shared + counter.flushing + counter.pending,
      ttl: counter.resetAt - now,
    });
  }

  async function sendCounts() {
    const batch: [string, Counter, number][] = [];
    const now = Date.now();
    for (const [id, counter] of counters) {
      if (counter.pending > 0) {
        batch.push([id, counter, counter.pending]);
        counter.flushing = counter.pending;
        counter.pending = 0;
      } else if (counter.resetAt <= now && counter.flushing === 0) {
        counters.delete(id);
      }
    }
    if (batch.length > 0) {
      batch.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      try {
        const { rows } = await pool.query<{ key: string; hits: number; ttl_ms: number }>(FLUSH, [
          batch.map(([id]) => id),
          batch.map(([, , hits]) => hits),
          batch.map(([, counter]) => counter.timeWindow),
        ]);
        succeeded();
        const answered = Date.now();
        const byKey = new Map(rows.map((row) => [row.key, row]));
        for (const [id, counter] of batch) {
          const row = byKey.get(id);
          counter.flushing = 0;
          // A counter replaced meanwhile (its window ended here) starts afresh at its next flush.
          if (row && counters.get(id) === counter) {
            counter.shared = row.hits;
            counter.resetAt = answered + Math.max(0, row.ttl_ms);
          }
        }
      } catch (error) {
        failed(error);
        // Kept for the next flush; meanwhile this instance still counts what it saw.
        for (const [, counter] of batch) {
          counter.pending += counter.flushing;
          counter.flushing = 0;
        }
      }
    }
    if (now - lastCleanup >= cleanupMs) {
      lastCleanup = now;
      await pool.query(CLEANUP).then(succeeded, failed);
    }
  }

  function flush(): Promise<void> {
    flushing ??= sendCounts().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  const timer = setInterval(() => {
    if (!closed) void flush();
  }, flushMs);
  timer.unref();

  class Store implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      countLocally(key, callback, timeWindow);
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return exactStore(routePrefix(routeOptions));
    }
  }

  return {
    Store,
    flush,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}

/** Like the Redis store: each route's own limit has its own keys (`POST/api/auth/login|…`). */
function routePrefix(routeOptions: unknown): string {
  const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  const method = Array.isArray(info?.method) ? info.method.join(',') : String(info?.method ?? '');
  return `${method}${String(info?.url ?? '')}|`;
}

export interface SharedRateLimits {
  /** Spread into the plugin's options: a shared store, or nothing (the in-memory default). */
  options: {
    store?: FastifyRateLimitStoreCtor;
    redis?: Redis;
    nameSpace?: string;
    skipOnError: true;
  };
  /** Resolves once Redis is connected (or after a short wait: limits fail open meanwhile). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const REDIS_READY_WAIT_MS = 2000;

/**
 * Where the rate limits live: Redis when REDIS_URL is set, else PostgreSQL when the app runs on
 * it, else this process's memory (PGlite: one process).
 */
export function createSharedRateLimits(
  settings: { redisUrl: string | undefined; pool: pg.Pool | undefined },
  log: FastifyBaseLogger,
): SharedRateLimits {
  if (settings.redisUrl) {
    // Short timeouts and no offline queue: a request never waits on an absent Redis.
    const redis = new Redis(settings.redisUrl, {
      connectTimeout: 500,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectionName: 'shop-rate-limits',
    });
    let failing = false;
    redis.on('error', (error) => {
      if (!failing)
        log.error({ err: error }, 'rate limits: Redis unavailable, requests are let through');
      failing = true;
    });
    redis.on('ready', () => {
      if (failing) log.info('rate limits: Redis available again');
      failing = false;
    });
    return {
      options: { redis, nameSpace: 'shop-rate-limit-', skipOnError: true },
      async ready() {
        if (redis.status === 'ready') return;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          once(redis, 'ready').catch(() => {}),
          new Promise((resolve) => {
            timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
          }),
        ]);
        clearTimeout(timer);
      },
      async close() {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (settings.pool) {
    const store = createPostgresRateLimitStore({ pool: settings.pool, log });
    return {
      options: { store: store.Store, skipOnError: true },
      ready: async () => {},
      close: store.close,
    };
  }
  return { options: { skipOnError: true }, ready: async () => {}, close: async () => {} };
}
