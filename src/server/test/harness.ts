import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, parseConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { withDatabase } from './global-setup';

/** A fresh, migrated database for one test file: a PGlite clone or a PostgreSQL copy. */
export async function createTestDatabase(): Promise<Database> {
  const postgres = inject('postgres');
  if (postgres) {
    const name = `shop_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
    const database = await openDatabase({
      databaseUrl: withDatabase(postgres.url, name),
      poolSize: 4,
      // Dropping the database at the end ends its connections; that is expected here.
      onPoolError: () => {},
    });
    const close = database.close;
    database.close = async () => {
      await close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    return database;
  }
  const dump = await readFile(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

export function testConfig(
  overrides: Record<string, string> = {},
  rateLimits: Partial<Config['rateLimits']> = {},
): Config {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `shop-test-data-${process.pid}`),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: 'false',
    ...overrides,
  });
  // Tests send many requests from one address; limit tests pass their own low numbers.
  return {
    ...config,
    rateLimits: {
      api: 100_000,
      login: 1000,
      loginFailures: 1000,
      register: 1000,
      forgotPassword: 1000,
      contact: 1000,
      ...rateLimits,
    },
    jobPollMs: 50,
    // Fast heartbeats so a stream test sees one without waiting 25 s.
    notificationStream: { heartbeatMs: 200, maxLifetimeMs: 60_000 },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** The real app on a fresh database, driven with app.inject. Close it in afterAll. */
export async function createTestApp(
  options: {
    config?: Record<string, string>;
    rateLimits?: Partial<Config['rateLimits']>;
    webRoot?: string;
    /** Extra routes for testing shared mechanisms (registered before the app is ready). */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config, options.rateLimits);
  const app = await buildApp(config, {
    database,
    webRoot: options.webRoot ?? path.join(os.tmpdir(), 'shop-no-web-root'),
  });
  options.extend?.(app);
  await app.ready();
  return { app, database, config };
}

/**
 * A second instance of the app on the SAME PostgreSQL database, with its own pool: two servers
 * behind a load balancer. Close it before the first one (which drops the database).
 */
export async function createSiblingApp(first: TestApp): Promise<TestApp> {
  const url = first.database.pool?.options.connectionString;
  if (first.database.kind !== 'postgres' || !url) {
    throw new Error('createSiblingApp needs PostgreSQL (PGlite lives inside one process)');
  }
  const database = await openDatabase({ databaseUrl: url, poolSize: 4, onPoolError: () => {} });
  const app = await buildApp(first.config, {
    database,
    webRoot: path.join(os.tmpdir(), 'shop-no-web-root'),
  });
  await app.ready();
  return { app, database, config: first.config };
}
