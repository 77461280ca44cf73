import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from './app';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedEssentials } from './db/seed/essentials';
import { resolveSessionSecret } from './lib/session-secret';

export class StartupError extends Error {}

/** Opens the database (PGlite under DATA_DIR/db unless DATABASE_URL is set) and migrates it. */
export async function openAndMigrate(config: Config): Promise<Database> {
  let database: Database;
  try {
    if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    });
  } catch (error) {
    const where = config.databaseUrl
      ? redactUrl(config.databaseUrl)
      : path.join(config.dataDir, 'db');
    throw new StartupError(`Cannot open the database at ${where}: ${(error as Error).message}`);
  }
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw new StartupError(`Database migration failed: ${(error as Error).message}`);
  }
  return database;
}

/** Everything server.ts needs before listening: secret, database, demo data, the app. */
export async function bootstrap(
  config: Config,
  options: Omit<AppDeps, 'database'> = {},
): Promise<FastifyInstance> {
  const sessionSecret = await resolveSessionSecret(config);
  const database = await openAndMigrate(config);
  if (config.seedDemo) {
    // Loaded only when needed: the seed pulls in sharp and the demo content.
    const { isDemoSeeded, seedDemo } = await import('./db/seed/run');
    if (!(await isDemoSeeded(database.db))) await seedDemo(database.db, config);
  }
  // Not demo data: the store profile and legal pages every shop needs (written once, then the admin's).
  await seedEssentials(database.db);
  return buildApp({ ...config, sessionSecret }, { ...options, database });
}

function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+)(:[^@]*)?@/, '//$1:***@');
}
