import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { withDatabase } from '../test/global-setup';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * A fresh copy of the migrated PostgreSQL template (PostgreSQL pass only). `url` reaches it
 * directly; drop() removes it, ending whatever connections are left.
 */
export async function createPostgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const postgres = inject('postgres');
  if (!postgres) throw new Error('createPostgresCopy needs the PostgreSQL pass');
  const name = `shop_fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
  return {
    url: withDatabase(postgres.url, name),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The app's database reached through a proxy the drill can cut: the app keeps its pool and URL
 * while PostgreSQL disappears from under it, as it would on a network split or a server restart.
 */
export async function databaseBehindProxy(): Promise<{
  database: Database;
  proxy: TcpProxy;
  /** Direct access for the test's own checks, unaffected by the cut. */
  direct: pg.Pool;
  close(): Promise<void>;
}> {
  const copy = await createPostgresCopy();
  const target = new URL(copy.url);
  const proxy = await startTcpProxy(() => ({
    host: target.hostname,
    port: Number(target.port || 5432),
  }));
  const viaProxy = new URL(copy.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const database = await openDatabase({
    databaseUrl: viaProxy.toString(),
    poolSize: 4,
    onPoolError: () => {}, // the cut drops idle connections: expected here
  });
  const direct = new pg.Pool({ connectionString: copy.url, max: 2 });
  return {
    database,
    proxy,
    direct,
    async close() {
      await proxy.reopen(); // let the pool end its connections politely
      await database.close().catch(() => {});
      await proxy.close();
      await direct.end();
      await copy.drop();
    },
  };
}

/** A built web app in miniature: index.html and one hashed asset, as vite writes them. */
export async function miniWebRoot(): Promise<{ root: string; asset: string }> {
  const root = path.join(os.tmpdir(), `shop-fault-web-${randomBytes(4).toString('hex')}`);
  await mkdir(path.join(root, 'assets'), { recursive: true });
  const asset = '/assets/app-5f3c1a.js';
  await writeFile(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="ar" dir="rtl"><head><title>Shop</title></head><body><div id="root"></div><script type="module" src="${asset}"></script></body></html>`,
  );
  await writeFile(path.join(root, asset), 'console.log("app");\n');
  return { root, asset };
}
