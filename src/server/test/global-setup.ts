import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of a migrated database, cloned by every test file. */
    pgliteTemplate: string;
    /** PostgreSQL: the server URL and the migrated template database to copy per test file. */
    postgres: { url: string; template: string } | null;
  }
}

/** Migrates ONE template per test run; test files copy it instead of migrating again (STACK.md). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `shop_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({
      databaseUrl: withDatabase(serverUrl, template),
      poolSize: 1,
    });
    await runMigrations(database);
    await database.close();
    project.provide('postgres', { url: serverUrl, template });
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const file = path.join(dir, 'template.tar.gz');
  const database = await openDatabase({});
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgres', null);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
