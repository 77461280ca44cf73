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

/** Rows of a raw SQL query; both drivers answer { rows }, which the shared Db type hides. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
