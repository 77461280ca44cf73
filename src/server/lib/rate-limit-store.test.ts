import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase } from '../test/harness';
import { createPostgresRateLimitStore, createSharedRateLimits } from './rate-limit-store';

type Hit = { current: number; ttl: number };
const incr = (store: FastifyRateLimitStore, key: string, timeWindow = 60_000, max = 10) =>
  new Promise<Hit>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max),
  );
const route = (url: string) =>
  ({ routeInfo: { method: 'POST', url } }) as unknown as Parameters<
    FastifyRateLimitStore['child']
  >[0];
const silentLog = () =>
  ({ error: vi.fn(), info: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
    info: ReturnType<typeof vi.fn>;
  };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('in-memory rate limits without a PostgreSQL pool (PGlite)', () => {
  it('leaves the plugin its default store', async () => {
    const shared = createSharedRateLimits({ redisUrl: undefined, pool: undefined }, silentLog());
    expect(shared.options).toEqual({ skipOnError: true });
    await shared.close();
  });
});

describe('an unreachable Redis', () => {
  it('lets requests through instead of refusing them', async () => {
    const t = await createTestApp({
      config: { REDIS_URL: 'redis://127.0.0.1:1' },
      rateLimits: { login: 2, api: 3 },
    });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.com', password: 'wrong-password' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401]);
    } finally {
      await t.app.close();
    }
  });
});

// The store needs a PostgreSQL server (several pools = several instances).
describe.runIf(Boolean(inject('postgres')))('PostgreSQL rate-limit store', () => {
  let database: Database;
  let pool: pg.Pool;
  const stores: { close(): Promise<void> }[] = [];
  const open = (options: { flushMs?: number; cleanupMs?: number } = {}) => {
    const store = createPostgresRateLimitStore({
      pool,
      log: silentLog(),
      flushMs: 60_000,
      ...options,
    });
    stores.push(store);
    return store;
  };
  const rows = async () =>
    (
      await pool.query<{ key: string; hits: number }>(
        'select key, hits from rate_limits order by key',
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = database.pool!;
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await database?.close();
  });

  it('counts per-route limits exactly in the table, shared by instances, per route', async () => {
    const a = new (open().Store)({}).child(route('/api/auth/login'));
    const b = new (open().Store)({}).child(route('/api/auth/login'));
    const other = new (open().Store)({}).child(route('/api/auth/register'));
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push((await incr(i % 2 ? b : a, '1.2.3.4|x@y.z')).current);
    expect(hits).toEqual([1, 2, 3, 4]);
    expect((await incr(other, '1.2.3.4|x@y.z')).current).toBe(1);
    const { ttl } = await incr(a, '1.2.3.4|x@y.z');
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await rows()).toEqual(
      expect.arrayContaining([
        { key: 'POST/api/auth/login|1.2.3.4|x@y.z', hits: 5 },
        { key: 'POST/api/auth/register|1.2.3.4|x@y.z', hits: 1 },
      ]),
    );
  });

  it('starts a new window when the old one has ended', async () => {
    const store = new (open().Store)({}).child(route('/api/contact'));
    expect((await incr(store, 'w', 150)).current).toBe(1);
    expect((await incr(store, 'w', 150)).current).toBe(2);
    await sleep(200);
    expect((await incr(store, 'w', 150)).current).toBe(1);
  });

  it('counts the API-wide limit locally and shares the totals at each flush', async () => {
    const a = open();
    const b = open();
    const onA = new a.Store({});
    const onB = new b.Store({});
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push((await incr(onA, '10.0.0.1')).current);
    expect(seen).toEqual([1, 2, 3, 4, 5]); // no database round trip: exact within one instance
    expect(await rows()).not.toContainEqual(expect.objectContaining({ key: 'api|10.0.0.1' }));
    await a.flush();
    expect(await rows()).toContainEqual({ key: 'api|10.0.0.1', hits: 5 });

    // B has not heard of this client yet: it counts its own hit, then learns the total.
    expect((await incr(onB, '10.0.0.1')).current).toBe(1);
    await b.flush();
    expect((await incr(onB, '10.0.0.1')).current).toBe(7);
    await Promise.all([a.flush(), b.flush()]);
    expect(await rows()).toContainEqual({ key: 'api|10.0.0.1', hits: 7 });
    // A learns B's hits with its own next flush.
    expect((await incr(onA, '10.0.0.1')).current).toBe(6);
    await a.flush();
    expect((await incr(onA, '10.0.0.1')).current).toBe(9);
  });

  it('flushes by itself on its timer', async () => {
    const store = open({ flushMs: 50 });
    await incr(new store.Store({}), '10.0.0.2');
    await sleep(300);
    expect(await rows()).toContainEqual({ key: 'api|10.0.0.2', hits: 1 });
  });

  it('deletes rows whose window has ended', async () => {
    const store = open({ cleanupMs: 0 });
    const exact = new store.Store({}).child(route('/api/old'));
    await incr(exact, 'gone', 50);
    await sleep(100);
    await store.flush();
    expect(await rows()).not.toContainEqual(expect.objectContaining({ key: 'POST/api/old|gone' }));
  });

  it('lets requests through and logs once when the database is unreachable', async () => {
    const dead = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    });
    const log = silentLog();
    const store = createPostgresRateLimitStore({ pool: dead, log, flushMs: 60_000 });
    const exact = new store.Store({}).child(route('/api/auth/login'));
    expect((await incr(exact, 'k', 60_000)).current).toBe(0);
    expect((await incr(exact, 'k', 60_000)).current).toBe(0);
    const api = new store.Store({});
    await incr(api, 'client');
    await store.flush();
    // Unsent hits are kept: this instance still counts what it saw.
    expect((await incr(api, 'client')).current).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    await store.close();
    await dead.end();
  });
});
