import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * pg_trgm's word-similarity threshold for every session, so product search can use the `<%`
 * operator (index-backed). The default 0.6 misses one-letter typos in short words ('lithum' →
 * 'lithium' scores 0.57).
 */
export const SEARCH_WORD_SIMILARITY = 0.5;
/** One type for both engines: services never know which one runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (tests, in-process notifications); undefined on PostgreSQL. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** Errors of idle pooled connections (server restart, admin kill); the pool drops the client. */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      options: `-c pg_trgm.word_similarity_threshold=${SEARCH_WORD_SIMILARITY}`,
    });
    pool.on(
      'error',
      options.onPoolError ?? ((error) => console.warn('database connection lost:', error.message)),
    );
    // Fail fast with the driver's reason when the server is unreachable.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await pglite.exec(`SET pg_trgm.word_similarity_threshold = ${SEARCH_WORD_SIMILARITY}`);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

// Node's socket errors and SQLSTATE codes that mean "the server cannot be reached or is going
// away", not "this query is wrong": connection exceptions (class 08), admin shutdown, crash
// shutdown, cannot connect now (57P01-03) and too many connections (53300).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// pg's own errors carry no code, only these messages.
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * True when an error (or anything in its cause chain: drizzle wraps the driver's error) says the
 * database could not be reached, so the caller gets 503 "try again later" instead of a 500.
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message, errors } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    // A connect that tried several addresses fails with an AggregateError of socket errors.
    if (Array.isArray(errors) && errors.some(isConnectionError)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Rows of a raw SQL query; both drivers answer { rows }, which the shared Db type hides. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
